import { Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PATHS } from '@portal/domain/site/paths';
import { PageTitle } from '../../../components/page-title';
import { useUnsubscribe } from '../api/unsubscribe';

/** Only shown after the button is pressed (or for a broken link): not part of the page's first download. */
const Alert = lazy(() => import('@mui/material/Alert'));

/**
 * /reminders/unsubscribe?token=…: the link at the foot of a reminder. It asks before it stops
 * anything (mail scanners open links; only a person presses the button).
 */
export function UnsubscribePage() {
  const { t } = useTranslation('registration');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const stop = useUnsubscribe();
  return (
    <Suspense>
      <Stack spacing={3} sx={{ maxWidth: 640 }}>
        <PageTitle title={t('reminders.page.title')} />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' } }}>
          {t('reminders.page.title')}
        </Typography>
        {stop.isSuccess ? (
          <Alert severity="success" role="status">
            {t('reminders.page.done')}
          </Alert>
        ) : (
          <>
            <Typography>{t('reminders.page.explain')}</Typography>
            {stop.isError && <Alert severity="error">{stop.error?.message}</Alert>}
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Button variant="contained" disabled={!token || stop.isPending} onClick={() => stop.mutate(token)} sx={{ minHeight: 44 }}>
                {t('reminders.page.stop')}
              </Button>
              {stop.isPending && <CircularProgress size={24} aria-label={t('common:loading')} sx={{ color: 'primary.dark' }} />}
            </Stack>
            {!token && <Alert severity="warning">{t('reminders.invalidLink')}</Alert>}
          </>
        )}
        <Link component={RouterLink} to={PATHS.home}>
          {t('reminders.page.home')}
        </Link>
      </Stack>
    </Suspense>
  );
}
