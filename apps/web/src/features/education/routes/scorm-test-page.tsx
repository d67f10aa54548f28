import { Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';

const scormTest = import('../components/scorm-test');
const ScormTest = lazy(() => scormTest.then((m) => ({ default: m.ScormTest })));

/**
 * Development only (/dev/scorm-player; the server serves this path and the upload API only outside
 * production): checks any SCORM package with the server's validation and plays it in the course's
 * own player. The journeys play the shared sample packages here.
 */
export function ScormTestPage() {
  const { t } = useTranslation('education');
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <PageTitle title={t('dev.title')} />
      <Typography variant="h1">{t('dev.title')}</Typography>
      <Typography>{t('dev.intro')}</Typography>
      <Suspense fallback={null}>
        <ScormTest />
      </Suspense>
    </Stack>
  );
}
