import { normalizeLocale } from '@portal/domain/locale/locales';
import { factValues } from '@portal/domain/marketing/facts';
import { i18next } from '../../../lib/i18n';

/**
 * Loads catalog namespaces before a route renders (used as a route loader), so the page's first
 * render already has its text: no suspense flash over the server-rendered HTML. The router can
 * start loading before i18next has finished its own start, hence the wait.
 */
export async function loadNamespaces(namespaces: string[]): Promise<null> {
  if (!i18next.isInitialized) {
    await new Promise<void>((resolve) => i18next.on('initialized', () => resolve()));
  }
  await i18next.loadNamespaces(namespaces);
  // Format the figures now, outside the first render (creating Intl formatters takes a while).
  factValues(normalizeLocale(i18next.language) ?? 'en');
  return null;
}
