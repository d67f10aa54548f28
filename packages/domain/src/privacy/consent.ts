import { PROMO_COOKIE, PROVIDER_ID_COOKIE, UTM_COOKIE } from '../tracking/cookies';

/**
 * Consent for tracking (Quebec's Law 25, PIPEDA): nothing of a category is set or sent until the
 * visitor agrees to it. The choice lives in one cookie the server writes when it has stored the
 * decision (POST /api/consents), so a granted cookie always has a record behind it.
 */
export const CONSENT_COOKIE = 'portal_consent';
/** 13 months, counted as 13 × 30 days so it never outlives 13 calendar months. */
export const CONSENT_MAX_AGE = 390 * 86400;
/**
 * The version of the banner's and the choices' texts (common catalog, `consent.*`). A visitor who
 * chose under another version is asked again: what they agreed to is not what is shown now.
 */
export const CONSENT_TEXT_VERSION = '2026-11-27';

/** measurement: the data layer's page views and events; marketing: the identifying campaign cookies. */
export const CONSENT_CATEGORIES = ['measurement', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentChoices = Record<ConsentCategory, boolean>;

/** The cookies each category sets in the browser; refusing or withdrawing it deletes them. */
export const CATEGORY_COOKIES: Record<ConsentCategory, readonly string[]> = {
  // Page views, the arrival event and the lead-submit event go to window.dataLayer only.
  measurement: [],
  marketing: [PROVIDER_ID_COOKIE, UTM_COOKIE, PROMO_COOKIE],
};

export const ALL_GRANTED: ConsentChoices = { measurement: true, marketing: true };
export const ALL_REFUSED: ConsentChoices = { measurement: false, marketing: false };

export interface ConsentCookie {
  version: string;
  consentId: string;
  choices: ConsentChoices;
}

const ID = /^[A-Za-z0-9_-]{22}$/;
const VERSION = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
const NONE = 'none';

/** `<text version>.<consent id>.<granted categories joined by '-', or none>`: URL-safe as is. */
export function formatConsentCookie({ version, consentId, choices }: ConsentCookie): string {
  const granted = CONSENT_CATEGORIES.filter((c) => choices[c]);
  return `${version}.${consentId}.${granted.length ? granted.join('-') : NONE}`;
}

/** The cookie's parts, or null when it is not one the server wrote (tampered, truncated, unknown category). */
export function parseConsentCookie(raw: string | undefined | null): ConsentCookie | null {
  if (!raw) return null;
  const parts = raw.split('.');
  if (parts.length !== 3) return null;
  const [version, consentId, list] = parts;
  if (!VERSION.test(version) || !ID.test(consentId)) return null;
  const names = list === NONE ? [] : list.split('-');
  if (names.some((n) => !(CONSENT_CATEGORIES as readonly string[]).includes(n))) return null;
  const choices = { ...ALL_REFUSED };
  for (const n of names) choices[n as ConsentCategory] = true;
  return { version, consentId, choices };
}

/** The visitor's choices under the current texts, or null when they have not chosen (or chose under older texts). */
export function currentChoices(raw: string | undefined | null, version = CONSENT_TEXT_VERSION): ConsentChoices | null {
  const cookie = parseConsentCookie(raw);
  return cookie && cookie.version === version ? cookie.choices : null;
}

/** Categories granted before and refused now: a withdrawal. */
export function withdrawnCategories(before: ConsentChoices | null, after: ConsentChoices): ConsentCategory[] {
  if (!before) return [];
  return CONSENT_CATEGORIES.filter((c) => before[c] && !after[c]);
}

/** Categories refused (or not yet chosen) before and granted now. */
export function grantedCategories(before: ConsentChoices | null, after: ConsentChoices): ConsentCategory[] {
  return CONSENT_CATEGORIES.filter((c) => after[c] && !before?.[c]);
}
