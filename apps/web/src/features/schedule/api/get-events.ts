import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@portal/domain/locale/locales';
import { FILTER_KEYS, type ScheduleFilters } from '@portal/domain/schedule/filters';
import type { ScheduleResponse } from '@portal/domain/schedule/schedule';
import { get } from '../../../lib/api-client';
import { SEATS_STALE_TIME } from '../../../lib/stale-times';
import { usePrefetchedQuery } from '../../../lib/use-prefetched-query';

function eventsParams(filters: ScheduleFilters, locale: Locale) {
  const params = new URLSearchParams({ locale });
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key]!);
  return params;
}

/** GET /api/events/?locale=…: upcoming live sessions, filtered by the server. */
export const getEvents = (filters: ScheduleFilters, locale: Locale) => get<ScheduleResponse>(`/api/events/?${eventsParams(filters, locale)}`);

// Keyed by the query string the request sends, so the server's render and the browser name the
// same filters alike.
export const eventsQueryOptions = (filters: ScheduleFilters, locale: Locale) =>
  queryOptions({
    queryKey: ['events', eventsParams(filters, locale).toString()],
    queryFn: () => getEvents(filters, locale),
    staleTime: SEATS_STALE_TIME,
    // A new filter keeps the current rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useEvents = (filters: ScheduleFilters, locale: Locale) => usePrefetchedQuery(eventsQueryOptions(filters, locale));
