import { CircularProgress, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import type { ProviderRecord } from '../../../components/funnel/use-provider';
import { PageTitle } from '../../../components/page-title';

// The module list is not part of the page's first download (bundle budget); its loading starts
// as soon as this module runs. The player and scorm-again load only when a module is opened.
const modulesList = import('../components/education-modules');
const EducationModules = lazy(() => modulesList.then((m) => ({ default: m.EducationModules })));

/** Funnel step 3 (/registration/:id/education): the three e-learning modules (SCORM). */
export function EducationPage() {
  const { t } = useTranslation('education');
  const record = useOutletContext<ProviderRecord>();
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <PageTitle title={t('title')} />
      <Typography variant="h1">{t('title')}</Typography>
      <Typography>{t('intro')}</Typography>
      <Suspense fallback={<CircularProgress aria-label={t('common:loading')} sx={{ color: 'primary.dark', alignSelf: 'center' }} />}>
        <EducationModules record={record} />
      </Suspense>
    </Stack>
  );
}
