import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '../locale/locales';
import { CAMPAIGN_COOKIE_MAX_AGE, PROMO_COOKIE, PROVIDER_ID_COOKIE, PROVIDER_ID_MAX_AGE, UTM_COOKIE } from '../tracking/cookies';
import { CONSENT_COOKIE, CONSENT_MAX_AGE, type ConsentCategory } from './consent';

/**
 * Every cookie the portal sets, as the privacy page lists it. Strictly necessary ones are never
 * gated: the site cannot work (language, protection against forged requests, the consent choice
 * itself, the back office's sign-in) without them. The registration funnel has no cookie of its
 * own: a registration is carried by its id in the address (`/registration/<id>/...`).
 * Purposes are catalog keys (privacy namespace); a lifetime of null lasts until the browser closes.
 */
export interface CookieInfo {
  name: string;
  purpose: string;
  maxAgeSeconds: number | null;
}

export const NECESSARY_COOKIES: readonly CookieInfo[] = [
  { name: LOCALE_COOKIE, purpose: 'privacy:cookies.purpose.locale', maxAgeSeconds: LOCALE_COOKIE_MAX_AGE },
  // Named by the server's CSRF protection (apps/server/src/platform/security/csrf.ts).
  { name: 'XSRF-TOKEN', purpose: 'privacy:cookies.purpose.xsrf', maxAgeSeconds: null },
  { name: CONSENT_COOKIE, purpose: 'privacy:cookies.purpose.consent', maxAgeSeconds: CONSENT_MAX_AGE },
  // The back office's sign-in (apps/server/src/features/staff/sessions.ts): staff only.
  { name: 'portal_staff', purpose: 'privacy:cookies.purpose.staffSession', maxAgeSeconds: null },
  { name: 'portal_staff_pending', purpose: 'privacy:cookies.purpose.staffPending', maxAgeSeconds: null },
];

/** The cookies behind each category the visitor chooses (the data layer's events set none). */
export const CATEGORY_COOKIE_INFO: Record<ConsentCategory, readonly CookieInfo[]> = {
  measurement: [],
  marketing: [
    { name: PROVIDER_ID_COOKIE, purpose: 'privacy:cookies.purpose.providerId', maxAgeSeconds: PROVIDER_ID_MAX_AGE },
    { name: UTM_COOKIE, purpose: 'privacy:cookies.purpose.utm', maxAgeSeconds: CAMPAIGN_COOKIE_MAX_AGE },
    { name: PROMO_COOKIE, purpose: 'privacy:cookies.purpose.promo', maxAgeSeconds: CAMPAIGN_COOKIE_MAX_AGE },
  ],
};
