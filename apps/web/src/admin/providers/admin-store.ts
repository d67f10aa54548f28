import { localStorageStore } from 'react-admin';
import { i18nProvider } from './i18n-provider';

/**
 * React-admin's store (list settings, the side menu's state), kept in the browser as by default.
 * It also remembers the language last chosen in its menu and switches to it on start, which made
 * the back office ignore `?locale=` (the links in mails to staff) once a language had been chosen.
 * The visit's language is decided once, for the whole portal (lib/locale.ts: the parameter, else
 * the cookie the language menu writes): the store is told that language before the first screen.
 */
export const adminStore = localStorageStore();

export function adoptVisitLocale() {
  adminStore.setItem('locale', i18nProvider.getLocale());
}
