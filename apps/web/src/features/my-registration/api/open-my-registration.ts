import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@portal/domain/locale/locales';
import { pageLinkApiPath, type PageLinkResult } from '@portal/domain/my-registration/links';
import { post } from '../../../lib/api-client';

/**
 * POST /api/confirmation/{id}/my-registration-link: a new link to the registration's own page,
 * made for this press: answered as the page's address (in the page's locale) to the browser that
 * just paid (its HttpOnly cookie goes with the request), mailed to the registrant otherwise. A
 * mutation: each call makes a link, so it is never cached or sent again by itself.
 */
export const openMyRegistration = (registrationId: string, locale: Locale) =>
  post<PageLinkResult>(`${pageLinkApiPath(registrationId)}?${new URLSearchParams({ locale })}`, {});

export const useOpenMyRegistration = (registrationId: string, locale: Locale) => useMutation({ mutationFn: () => openMyRegistration(registrationId, locale) });
