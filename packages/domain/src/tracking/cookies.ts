/** Tracking cookies of spec section 7 and 9. */
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export const UTM_COOKIE = 'utmParams';
export const PROMO_PARAM = 'promo';
export const PROMO_COOKIE = 'promoParam';
export const CAMPAIGN_COOKIE_MAX_AGE = 15552000; // 180 days
export const PROVIDER_ID_COOKIE = '_provider_id';
export const PROVIDER_ID_PARAM = 'user_id';
export const PROVIDER_ID_MAX_AGE = 16070400; // about 186 days
export const PROVIDER_ID_LENGTH = 10;
export const PAGE_VIEW_EVENT = 'page_view';
export const NAVIGATION_EVENT = 'navigation_between_sites';
export const NAVIGATION_TYPE = 'provider_marketing_to_npj';

export type Params = Record<string, string>;

/** Reads a JSON cookie value; anything that is not a flat object of strings counts as empty. */
export function parseJsonCookie(raw: string | undefined | null): Params {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** New values win; values already kept stay. Returns null when there is nothing new to keep. */
export function mergeJsonCookie(raw: string | undefined | null, incoming: Params): string | null {
  const fresh = Object.fromEntries(Object.entries(incoming).filter(([, v]) => v !== ''));
  if (Object.keys(fresh).length === 0) return null;
  return JSON.stringify({ ...parseJsonCookie(raw), ...fresh });
}

/** The UTM parameters present in a query string. */
export function pickUtmParams(search: URLSearchParams): Params {
  const found: Params = {};
  for (const key of UTM_PARAMS) {
    const value = search.get(key);
    if (value) found[key] = value;
  }
  return found;
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random 10-character anonymous id, from the caller's random bytes (crypto in both runtimes). */
export function anonymousProviderId(randomBytes: Uint8Array): string {
  let id = '';
  for (let i = 0; i < PROVIDER_ID_LENGTH; i++) id += ID_ALPHABET[randomBytes[i] % ID_ALPHABET.length];
  return id;
}

/** True when the referrer's host is one of the listed domains or a subdomain of one. */
export function isListedReferrer(referrer: string, domains: readonly string[]): boolean {
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return false;
  }
  return domains.some((d) => {
    const domain = d.trim().toLowerCase();
    return domain !== '' && (host === domain || host.endsWith(`.${domain}`));
  });
}
