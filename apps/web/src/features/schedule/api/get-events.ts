import type { Locale } from '@portal/domain/locale/locales';
import { FILTER_KEYS, type ScheduleFilters } from '@portal/domain/schedule/filters';
import type { ScheduleResponse } from '@portal/domain/schedule/schedule';
import { get } from '../../../lib/api-client';
import { SEATS_STALE_TIME } from '../../../lib/stale-times';
import { useReadOf, type ReadSpec } from '../../../lib/use-read';

function eventsParams(filters: ScheduleFilters, locale: Locale) {
  const params = new URLSearchParams({ locale });
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key]!);
  return params;
}

/** GET /api/events/?locale=…: upcoming live sessions, filtered by the server. */
export const getEvents = (filters: ScheduleFilters, locale: Locale) => get<ScheduleResponse>(`/api/events/?${eventsParams(filters, locale)}`);

export const eventsRead = (filters: ScheduleFilters, locale: Locale): ReadSpec<ScheduleResponse> => ({
  key: `events ${eventsParams(filters, locale)}`,
  read: () => getEvents(filters, locale),
  staleTime: SEATS_STALE_TIME,
  // A new filter keeps the current rows on screen until the new ones arrive.
  keepPrevious: true,
});

export const useEvents = (filters: ScheduleFilters, locale: Locale) => useReadOf(eventsRead(filters, locale));
