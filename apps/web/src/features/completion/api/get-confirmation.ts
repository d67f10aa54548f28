import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfirmationView } from '@portal/domain/completion/views';
import type { Locale } from '@portal/domain/locale/locales';
import { get } from '../../../lib/api-client';

/**
 * GET /api/confirmation/{id}?locale=…: the paid registration's user ID and course (also used by
 * campaign pages). The locale goes in the address: the server's render reads it in-process, with
 * no visitor's cookie, and the session's date and times come formatted in it.
 */
export const getConfirmation = (id: string, locale: Locale) => get<ConfirmationView>(`/api/confirmation/${encodeURIComponent(id)}?${new URLSearchParams({ locale })}`);

export const confirmationQueryOptions = (id: string, locale: Locale) => queryOptions({ queryKey: ['confirmation', id, locale], queryFn: () => getConfirmation(id, locale) });

export const useConfirmation = (id: string, locale: Locale) => useQuery(confirmationQueryOptions(id, locale));
