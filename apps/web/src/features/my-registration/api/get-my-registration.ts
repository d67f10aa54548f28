import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@portal/domain/locale/locales';
import type { MyRegistrationView } from '@portal/domain/my-registration/views';
import { get } from '../../../lib/api-client';
import { usePrefetchedQuery } from '../../../lib/use-prefetched-query';

/**
 * GET /api/my-registration/{token}?locale=…: the registration an e-mailed link opens (410 for an
 * unknown, revoked or expired link). The locale goes in the address: the server's render reads it
 * in-process, without the visitor's cookie, and formats the session's date and hours (and its
 * message) in it.
 */
export const getMyRegistration = (token: string, locale: Locale) =>
  get<MyRegistrationView>(`/api/my-registration/${encodeURIComponent(token)}?${new URLSearchParams({ locale })}`);

export const myRegistrationQueryOptions = (token: string, locale: Locale) =>
  queryOptions({ queryKey: ['my-registration', token, locale], queryFn: () => getMyRegistration(token, locale) });

export const useMyRegistration = (token: string, locale: Locale) => usePrefetchedQuery(myRegistrationQueryOptions(token, locale));
