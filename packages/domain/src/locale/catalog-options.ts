import { FALLBACK_LOCALE, LOCALES } from './locales';

/**
 * How the catalogs are read, one set of options for every i18next (the server's, the server's
 * render of pages, the browser's): a missing text falls back to English; `ns:key` names a
 * namespace; values are put in as they are (React escapes them).
 */
export const CATALOG_OPTIONS = {
  fallbackLng: { 'en-CA': ['en'], 'fr-CA': ['en'], default: [FALLBACK_LOCALE] },
  supportedLngs: [...LOCALES],
  load: 'currentOnly',
  defaultNS: 'common',
  nsSeparator: ':',
  interpolation: { escapeValue: false },
} as const;
