import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Availability } from '@portal/domain/registration/availability';
import type { Locale } from '@portal/domain/locale/locales';
import { get } from '../../../lib/api-client';

/** GET /api/availability/{campaign_id}: seats, team seats and the title in the user's locale. */
export const getAvailability = (campaignId: string) => get<Availability>(`/api/availability/${encodeURIComponent(campaignId)}`);

// The locale is part of the key: the title changes with the language. Seats change, so no cache.
export const availabilityQueryOptions = (campaignId: string, locale: Locale) =>
  queryOptions({ queryKey: ['availability', campaignId, locale], queryFn: () => getAvailability(campaignId), staleTime: 0 });

export const useAvailability = (campaignId: string, locale: Locale) => useQuery(availabilityQueryOptions(campaignId, locale));
