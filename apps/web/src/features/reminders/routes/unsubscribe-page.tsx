import { Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PATHS } from '@portal/domain/site/paths';
import { Notice } from '../../../components/notice';
import { PageTitle } from '../../../components/page-title';
import { useUnsubscribe } from '../api/unsubscribe';

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
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <PageTitle title={t('reminders.page.title')} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' } }}>
        {t('reminders.page.title')}
      </Typography>
      {stop.isSuccess ? (
        <Notice severity="success" role="status">
          {t('reminders.page.done')}
        </Notice>
      ) : (
        <>
          <Typography>{t('reminders.page.explain')}</Typography>
          {stop.isError && <Notice severity="error">{stop.error?.message}</Notice>}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button variant="contained" disabled={!token || stop.isPending} onClick={() => stop.mutate(token)} sx={{ minHeight: 44 }}>
              {t('reminders.page.stop')}
            </Button>
            {stop.isPending && <CircularProgress size={24} aria-label={t('common:loading')} sx={{ color: 'primary.dark' }} />}
          </Stack>
          {!token && <Notice severity="warning">{t('reminders.invalidLink')}</Notice>}
        </>
      )}
      <Link component={RouterLink} to={PATHS.home}>
        {t('reminders.page.home')}
      </Link>
    </Stack>
  );
}
