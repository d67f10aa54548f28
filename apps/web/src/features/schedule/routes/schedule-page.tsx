import { Stack } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../components/brand/page-hero';
import { PageTitle } from '../../../components/page-title';
import { ScheduleLoading } from '../components/schedule-loading';

// The filters, the table and the query code load after the heading's first paint.
const ScheduleView = lazy(() => import('../components/schedule-view').then((m) => ({ default: m.ScheduleView })));

/** The live training schedule (spec section 2): filters kept in the URL, a row per upcoming session. */
export function SchedulePage() {
  const { t } = useTranslation('schedule');
  return (
    <Stack spacing={3}>
      <PageTitle title={t('title')} />
      <PageHero title={t('title')} lead={t('intro')} art="classroom" artOnPhones={false} compact />
      <Suspense fallback={<ScheduleLoading />}>
        <ScheduleView loading={<ScheduleLoading />} />
      </Suspense>
    </Stack>
  );
}
