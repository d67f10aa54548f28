import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfirmationDetails, ConfirmationView } from '@portal/domain/completion/views';
import type { Locale } from '@portal/domain/locale/locales';
import { get } from '../../../lib/api-client';

/**
 * GET /api/confirmation/{id}?locale=…: the complete registration's user ID and course (also used by
 * campaign pages). The locale goes in the address: the server's render reads it in-process, with
 * no visitor's cookie, and the session's date and times come formatted in it.
 */
export const getConfirmation = (id: string, locale: Locale) => get<ConfirmationView>(`/api/confirmation/${encodeURIComponent(id)}?${new URLSearchParams({ locale })}`);

export const confirmationQueryOptions = (id: string, locale: Locale) => queryOptions({ queryKey: ['confirmation', id, locale], queryFn: () => getConfirmation(id, locale) });

export const useConfirmation = (id: string, locale: Locale) => useQuery(confirmationQueryOptions(id, locale));

/**
 * GET /api/confirmation/{id}/details: the registrant's name, e-mail address, receipt and tickets,
 * answered only to the browser that just paid (its HttpOnly cookie, issue 50): read by the browser
 * only, never by the server's render (which has no visitor's cookie), nor kept beyond the page.
 * Anywhere else it answers 403 with what to do instead, which the page shows.
 */
export const getConfirmationDetails = (id: string, locale: Locale) =>
  get<ConfirmationDetails>(`/api/confirmation/${encodeURIComponent(id)}/details?${new URLSearchParams({ locale })}`);

export const useConfirmationDetails = (id: string, locale: Locale) =>
  useQuery({ queryKey: ['confirmation-details', id, locale], queryFn: () => getConfirmationDetails(id, locale), gcTime: 0 });
