import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Availability } from '@portal/domain/registration/availability';
import type { Locale } from '@portal/domain/locale/locales';
import { get } from '../../../lib/api-client';

/**
 * GET /api/availability/{campaign_id}?locale=…: seats, team seats and the title in the user's
 * locale (named in the URL: the server's render has no locale cookie to send).
 */
export function getAvailability(campaignId: string, locale: Locale, hold?: string) {
  const params = new URLSearchParams({ locale });
  if (hold) params.set('hold', hold);
  return get<Availability>(`/api/availability/${encodeURIComponent(campaignId)}?${params}`);
}

// The locale is part of the key: the title changes with the language. Seats change, so no cache.
// A waiting-list hold (?hold=) makes a sold-out session available to its holder.
export const availabilityQueryOptions = (campaignId: string, locale: Locale, hold?: string) =>
  queryOptions({ queryKey: ['availability', campaignId, locale, hold ?? null], queryFn: () => getAvailability(campaignId, locale, hold), staleTime: 0 });

export const useAvailability = (campaignId: string, locale: Locale, hold?: string) => useQuery(availabilityQueryOptions(campaignId, locale, hold));
