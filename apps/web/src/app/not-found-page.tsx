import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../components/page-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} sx={{ py: 8, alignItems: 'flex-start' }}>
      <PageTitle title={t('notFound.title')} />
      <Typography variant="h1">{t('notFound.title')}</Typography>
      <Typography>{t('notFound.text')}</Typography>
      <Button variant="contained" component={RouterLink} to="/">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
