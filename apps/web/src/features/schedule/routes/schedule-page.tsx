import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageHandle } from '../../../app/page-handle';
import { PageHero } from '../../../components/brand/page-hero';
import { PageTitle } from '../../../components/page-title';
import { ScheduleLoading } from '../components/schedule-loading';
import * as css from './schedule-page.css';

// The filters, the table and the reading code load after the heading's first paint; while they
// load, the Suspense boundary keeps the server's markup of them on screen.
const ScheduleView = lazy(() => import('../components/schedule-view').then((m) => ({ default: m.ScheduleView })));

/**
 * The server renders the sessions (the URL's filters applied) through the page's own query
 * options; the reading code loads on demand, so this page's own chunk stays without it.
 */
export const handle: PageHandle = {
  prefetch: async (client, url, locale) => {
    const [{ eventsQueryOptions }, { filtersFromParams }] = await Promise.all([import('../api/get-events'), import('@portal/domain/schedule/filters')]);
    await client.prefetchQuery(eventsQueryOptions(filtersFromParams(url.searchParams), locale));
  },
};

/** The live training schedule (spec section 2): filters kept in the URL, a row per upcoming session. */
export function SchedulePage() {
  const { t } = useTranslation('schedule');
  return (
    <div className={css.page}>
      <PageTitle title={t('title')} />
      <PageHero title={t('title')} lead={t('intro')} art="classroom" artOnPhones={false} compact />
      <Suspense fallback={<ScheduleLoading />}>
        <ScheduleView loading={<ScheduleLoading />} />
      </Suspense>
    </div>
  );
}
