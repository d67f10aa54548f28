import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { PageTitle } from '../../components/page-title';

/**
 * Shown when a page fails to load or throws (for example a lost connection during navigation).
 * When the server refused the page's data with a reason of its own (a 4xx answer such as a
 * cancelled registration), that reason is shown; anything else reads as the generic error.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const reason = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : t('errors:generic');
  return (
    <Stack spacing={3} sx={{ py: 8, px: 2, alignItems: 'flex-start' }} role="alert">
      <PageTitle title={t('errorPage.title')} />
      <Typography variant="h1">{t('errorPage.title')}</Typography>
      <Typography>{reason}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('errorPage.retry')}
      </Button>
    </Stack>
  );
}
