import { queryOptions } from '@tanstack/react-query';
import type { Availability } from '@portal/domain/registration/availability';
import type { Locale } from '@portal/domain/locale/locales';
import { get } from '../../../lib/api-client';
import { SEATS_STALE_TIME } from '../../../lib/stale-times';
import { usePrefetchedQuery } from '../../../lib/use-prefetched-query';

/**
 * GET /api/availability/{campaign_id}?locale=…: seats, team seats and the title in the user's
 * locale (named in the URL: the server's render has no locale cookie to send).
 */
export function getAvailability(campaignId: string, locale: Locale, hold?: string) {
  const params = new URLSearchParams({ locale });
  if (hold) params.set('hold', hold);
  return get<Availability>(`/api/availability/${encodeURIComponent(campaignId)}?${params}`);
}

// The locale is part of the key: the title changes with the language. Seats change, so an answer is
// read again sooner than others, as the schedule's is (the server's render hands over an answer it has
// just read: adopting the page does not ask again; a page a CDN kept longer does). The server checks
// the seats again when the form is sent. A waiting-list hold (?hold=) makes a sold-out session
// available to its holder.
export const availabilityQueryOptions = (campaignId: string, locale: Locale, hold?: string) =>
  queryOptions({ queryKey: ['availability', campaignId, locale, hold ?? null], queryFn: () => getAvailability(campaignId, locale, hold), staleTime: SEATS_STALE_TIME });

export const useAvailability = (campaignId: string, locale: Locale, hold?: string) => usePrefetchedQuery(availabilityQueryOptions(campaignId, locale, hold));
