import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

/** Shown when a page fails to load or throws (for example a lost connection during navigation). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} sx={{ py: 8, px: 2, alignItems: 'flex-start' }} role="alert">
      <PageTitle title={t('errorPage.title')} />
      <Typography variant="h1">{t('errorPage.title')}</Typography>
      <Typography>{t('errors:generic')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('errorPage.retry')}
      </Button>
    </Stack>
  );
}
