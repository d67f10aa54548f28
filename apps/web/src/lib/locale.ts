import { useTranslation } from 'react-i18next';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  LOCALE_PARAM,
  languageOf,
  normalizeLocale,
  resolveLocale,
  type Locale,
} from '@portal/domain/locale/locales';
import { readCookie, writeCookie } from './cookies';
import { i18next } from './i18n';

/** The locale of this visit: the `locale` parameter wins and is remembered in the cookie. */
export function initialLocale(): Locale {
  const param = new URLSearchParams(location.search).get(LOCALE_PARAM);
  const locale = resolveLocale(param, readCookie(LOCALE_COOKIE));
  if (normalizeLocale(param)) writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE);
  return locale;
}

/** Switches the language of the app and remembers it. */
export async function changeLocale(locale: Locale) {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE);
  document.documentElement.lang = languageOf(locale) === 'fr' ? 'fr-CA' : locale;
  await i18next.changeLanguage(locale);
}

export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return normalizeLocale(i18n.language) ?? 'en';
}
