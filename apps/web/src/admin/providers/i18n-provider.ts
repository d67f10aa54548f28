import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import type { I18nProvider } from 'react-admin';
import { languageOf, normalizeLocale, type Locale } from '@portal/domain/locale/locales';
import { catalogs, i18next } from '../../lib/i18n';
import { changeLocale } from '../../lib/locale';

/**
 * react-admin's own texts ('ra.*': buttons, pagination, notifications) come from its kept
 * catalogs in English or French; every other key is ours, from the shared catalogs
 * (packages/domain/locales/<locale>/admin.json) through the app's i18next, so the back office
 * speaks the same three locales as the rest of the portal.
 */
export const ADMIN_LOCALES = [
  { locale: 'en', name: 'English (US)' },
  { locale: 'en-CA', name: 'English (Canada)' },
  { locale: 'fr-CA', name: 'Français (Canada)' },
];

const current = (): Locale => normalizeLocale(i18next.language) ?? 'en';
const ra = polyglotI18nProvider((locale) => (languageOf(normalizeLocale(locale) ?? 'en') === 'fr' ? frenchMessages : englishMessages), current(), ADMIN_LOCALES, {
  allowMissing: true,
});

/**
 * react-admin's texts that name something the back office names itself: its user menu's 'Logout'
 * ('Déconnexion') beside our 'Sign out everywhere' read as two different actions, so signing out
 * has one name everywhere (issue 50), ours.
 */
const OURS: Record<string, string> = { 'ra.auth.logout': 'admin:menu.signOut' };

export const i18nProvider: I18nProvider = {
  translate: (key, options = {}) => {
    if (key in OURS) return i18next.t(OURS[key], options) as string;
    if (key.startsWith('ra.')) return ra.translate(key, options);
    // With the options: a plural's key exists only as its forms (`days_one`, `days_other`), found by `count`.
    if (i18next.exists(key, options)) return i18next.t(key, options) as string;
    return typeof options._ === 'string' ? options._ : key;
  },
  changeLocale: async (locale) => {
    const next = normalizeLocale(locale) ?? 'en';
    await i18next.loadNamespaces(ADMIN_NAMESPACES);
    await changeLocale(next);
    await ra.changeLocale(next);
  },
  getLocale: current,
  getLocales: () => ADMIN_LOCALES,
};

/**
 * The back office's catalogs (admin*.json: one namespace per file), registered under the same keys
 * as the public ones (paths as seen from src/lib: both folders sit four levels below the repository
 * root) and loaded before its first screen shows.
 */
const found = import.meta.glob<{ default: Record<string, unknown> }>('../../../../../packages/domain/locales/*/admin*.json');
export const ADMIN_NAMESPACES = [...new Set(Object.keys(found).map((path) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length)))];

export async function loadAdminCatalogs() {
  Object.assign(catalogs, Object.fromEntries(Object.entries(found).map(([path, load]) => [path.replace('../../../../../', '../../../../'), load])));
  // The registration step's field labels name the same fields in the back office's forms; the
  // webhook form's instant checks speak with the shared schema's messages (webhooks:errors.*).
  await i18next.loadNamespaces([...ADMIN_NAMESPACES, 'registration', 'webhooks']);
}
