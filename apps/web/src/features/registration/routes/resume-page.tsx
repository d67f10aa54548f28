import { CircularProgress, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';

const ResumeExchange = lazy(() => import('../components/resume-exchange').then((m) => ({ default: m.ResumeExchange })));

/** /registration/resume?token=…: the page an e-mailed resume link opens. */
export function ResumePage() {
  const { t } = useTranslation('registration');
  const [params] = useSearchParams();
  return (
    <Stack spacing={3}>
      <PageTitle title={t('resume.pageTitle')} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' } }}>
        {t('resume.pageTitle')}
      </Typography>
      <Suspense fallback={<CircularProgress aria-label={t('common:loading')} sx={{ color: 'primary.dark' }} />}>
        <ResumeExchange token={params.get('token') ?? ''} />
      </Suspense>
    </Stack>
  );
}
