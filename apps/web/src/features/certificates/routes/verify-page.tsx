import { Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormLoading } from '../../../components/form-loading';
import { PageTitle } from '../../../components/page-title';

// The result (and the query code) loads after the heading's first paint.
const VerificationResult = lazy(() => import('../components/verification-result').then((m) => ({ default: m.VerificationResult })));

/** The public page a certificate's QR code opens: who earned what and when, nothing else. */
export function VerifyPage() {
  const { t } = useTranslation('certificates');
  const { code = '' } = useParams();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <PageTitle title={t('verify.title')} />
      <Typography variant="h1">{t('verify.title')}</Typography>
      <Suspense fallback={<FormLoading />}>
        <VerificationResult code={code} loading={<FormLoading />} />
      </Suspense>
    </Stack>
  );
}
