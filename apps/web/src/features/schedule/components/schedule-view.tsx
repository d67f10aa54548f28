import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FILTER_KEYS, filtersFromParams, type ScheduleFilters as Filters } from '@portal/domain/schedule/filters';
import { Notice } from '../../../components/notice';
import { ProgressBar } from '../../../components/progress-bar';
import { useLocale } from '../../../lib/locale';
import { useEvents } from '../api/get-events';
import { ScheduleCards } from './schedule-cards';
import { ScheduleFilters } from './schedule-filters';
import { ScheduleTable } from './schedule-table';
import * as css from './schedule-view.css';

/**
 * The filters live in the URL (?course=…&city=…), so a filtered view can be shared and the back
 * button works; the server applies them. Other parameters (locale, campaign tracking) are kept.
 */
/** `loading` comes from the page, so that this lazy chunk and the page share no module. */
export function ScheduleView({ loading }: { loading: ReactNode }) {
  const { t } = useTranslation('schedule');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  // The filters are state first and the URL follows: a URL update is a router navigation that
  // lands a moment later, and a second choice made meanwhile must not be lost.
  const [filters, setFilterState] = useState<Filters>(() => filtersFromParams(params));
  const written = useRef(new Set<string>());
  const search = params.toString();
  useEffect(() => {
    // Our own URL updates are already in the state; anything else (a link to a filtered view) wins.
    if (written.current.delete(search)) return;
    setFilterState(filtersFromParams(new URLSearchParams(search)));
  }, [search]);
  const query = useEvents(filters, locale);

  const setFilters = (next: Filters) => {
    setFilterState(next);
    const p = new URLSearchParams(window.location.search);
    for (const key of FILTER_KEYS) {
      if (next[key]) p.set(key, next[key]!);
      else p.delete(key);
    }
    written.current.add(p.toString());
    setParams(p, { replace: true });
  };

  if (query.error) return <Notice severity="error">{query.error.message}</Notice>;
  if (!query.data) return loading;
  const { events, total, facets } = query.data;
  if (total === 0) {
    return (
      <Notice severity="info" role="status">
        {t('checkBackLater')}
      </Notice>
    );
  }
  const updating = query.isPlaceholderData;
  return (
    <div className={css.view}>
      <ScheduleFilters filters={filters} facets={facets} onChange={setFilters} />
      <div role="status" aria-live="polite" data-testid="schedule-count">
        {updating ? (
          <>
            <p className={css.updating}>{t('loading')}</p>
            <ProgressBar />
          </>
        ) : events.length === 0 ? (
          <Notice severity="info">{t('nothingFound')}</Notice>
        ) : (
          <p className={css.count}>{t('resultCount', { count: events.length })}</p>
        )}
      </div>
      {events.length > 0 && (
        <div aria-busy={updating} data-testid="schedule-results">
          {/* Both, the screen's width choosing by CSS: the server cannot know it, and a table the
              browser swapped for cards after adopting the page moved what was below (layout shift).
              Both are memo'd: the query's first notice after adoption re-rendered them, 130 ms on a phone. */}
          <div className={css.phones}>
            <ScheduleCards events={events} />
          </div>
          <div className={css.wide}>
            <ScheduleTable events={events} />
          </div>
        </div>
      )}
    </div>
  );
}
