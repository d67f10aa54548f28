import { Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatDate } from '@portal/domain/locale/format';
import { PRIVACY_PATH, PRIVACY_REQUEST_PATH } from '@portal/domain/privacy/paths';
import { Notice } from '../../../components/notice';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { useConfirmPrivacyRequest } from '../api/privacy-requests';

const NS = 'privacy-form';

/**
 * /provider/privacy/request/confirm?token=…: the link mailed after the form. The person presses a
 * button to confirm: mail scanners that open links (and run their scripts) must not confirm a
 * request for them, as on the unsubscribe page. A used or unknown link says so and leads back to
 * the form.
 */
export function PrivacyRequestConfirmPage() {
  const { t } = useTranslation(NS);
  const locale = useLocale();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmPrivacyRequest();

  const unknown = !token || (confirm.error instanceof ApiError && confirm.error.status === 404);
  const title = confirm.isSuccess ? t('confirm.done') : unknown ? t('confirm.invalidTitle') : t('confirm.title');
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, alignItems: 'flex-start' }}>
      <PageTitle title={title} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' } }}>
        {title}
      </Typography>
      {confirm.isSuccess ? (
        <Notice severity="success" role="status" sx={{ alignSelf: 'stretch' }}>
          {t('confirm.doneText', { kind: t(`kinds.${confirm.data.kind}.label`), date: formatDate(confirm.data.dueAt, locale) })}
        </Notice>
      ) : unknown ? (
        <>
          <Notice severity="warning" role="alert" sx={{ alignSelf: 'stretch' }}>
            {t('confirm.invalidText')}
          </Notice>
          <Button variant="contained" component={RouterLink} to={PRIVACY_REQUEST_PATH}>
            {t('confirm.newRequest')}
          </Button>
        </>
      ) : confirm.isError ? (
        <>
          <Notice severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
            {confirm.error.message}
          </Notice>
          <Button variant="contained" onClick={() => confirm.mutate(token)}>
            {t('confirm.retry')}
          </Button>
        </>
      ) : confirm.isIdle ? (
        <>
          <Typography>{t('confirm.intro')}</Typography>
          <Button variant="contained" onClick={() => confirm.mutate(token)}>
            {t('confirm.button')}
          </Button>
        </>
      ) : (
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden sx={{ color: 'primary.dark' }} />
          <Typography>{t('confirm.progress')}</Typography>
        </Stack>
      )}
      <Link component={RouterLink} to={PRIVACY_PATH}>
        {t('backToPolicy')}
      </Link>
    </Stack>
  );
}
