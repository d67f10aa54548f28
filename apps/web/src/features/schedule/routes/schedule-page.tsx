import { Stack } from '@mui/material';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageHandle } from '../../../app/page-handle';
import { PageHero } from '../../../components/brand/page-hero';
import { PageTitle } from '../../../components/page-title';
import { ScheduleLoading } from '../components/schedule-loading';
import { lazyPart } from '../../../lib/hydration-steps';

// The filters, the table and the reading code load after the heading's first paint.
const ScheduleView = lazyPart(() => import('../components/schedule-view').then((m) => m.ScheduleView));

/**
 * The server renders the sessions (the URL's filters applied), read under the same key as the
 * page's own read; the reading code loads on demand, so this page's own chunk stays without it.
 */
export const handle: PageHandle = {
  prefetch: async (reads, url, locale) => {
    const [{ eventsRead }, { filtersFromParams }] = await Promise.all([import('../api/get-events'), import('@portal/domain/schedule/filters')]);
    const { key, read } = eventsRead(filtersFromParams(url.searchParams), locale);
    await reads.read(key, read);
  },
};

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
