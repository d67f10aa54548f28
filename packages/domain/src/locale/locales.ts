/** The portal's locales. en-CA inherits every text from en unless its catalog overrides it. */
export const LOCALES = ['en', 'en-CA', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'locale';
export const LOCALE_PARAM = 'locale';
/** A year: the choice is a preference, not a session. */
export const LOCALE_COOKIE_MAX_AGE = 31536000;

/** Accepts any casing or separator ('fr_ca', 'FR-CA') and returns the canonical code, or null. */
export function normalizeLocale(value: unknown): Locale | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().replace('_', '-').toLowerCase();
  return LOCALES.find((l) => l.toLowerCase() === wanted) ?? null;
}

/** The parameter wins over the cookie; anything unknown falls back to en. */
export function resolveLocale(param: unknown, cookie: unknown): Locale {
  return normalizeLocale(param) ?? normalizeLocale(cookie) ?? FALLBACK_LOCALE;
}

/** The marketing site's region path for a locale: en -> com, en-ca -> ca, fr-ca -> ca/fr. */
export function siteRegion(locale: Locale): 'com' | 'ca' | 'ca/fr' {
  if (locale === 'en-CA') return 'ca';
  if (locale === 'fr-CA') return 'ca/fr';
  return 'com';
}

/** The language part, for documents and the html lang attribute. */
export function languageOf(locale: Locale): 'en' | 'fr' {
  return locale === 'fr-CA' ? 'fr' : 'en';
}
