import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@portal/domain/locale/locales';
import { FILTER_KEYS, type ScheduleFilters } from '@portal/domain/schedule/filters';
import type { ScheduleResponse } from '@portal/domain/schedule/schedule';
import { get } from '../../../lib/api-client';
import { SEATS_STALE_TIME } from '../../../lib/stale-times';

/** GET /api/events/?locale=…: upcoming live sessions, filtered by the server. */
export function getEvents(filters: ScheduleFilters, locale: Locale) {
  const params = new URLSearchParams({ locale });
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key]!);
  return get<ScheduleResponse>(`/api/events/?${params}`);
}

export const eventsQueryOptions = (filters: ScheduleFilters, locale: Locale) =>
  queryOptions({
    queryKey: ['events', locale, filters],
    queryFn: () => getEvents(filters, locale),
    staleTime: SEATS_STALE_TIME,
    // A new filter keeps the current rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useEvents = (filters: ScheduleFilters, locale: Locale) => useQuery(eventsQueryOptions(filters, locale));
