import type { ReportNamespaces } from 'react-i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES } from '@portal/domain/locale/locales';
import { catalogs, I18N_OPTIONS, i18next } from '../lib/i18n';

/**
 * The server's i18next: the same instance and options as the browser's, with every public
 * catalog of every locale loaded once at start, so a render never waits for a text.
 */
export async function initServerI18n(): Promise<void> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  await Promise.all(
    Object.entries(catalogs).map(async ([file, load]) => {
      const [, locale, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
      if (!locale || !(LOCALES as readonly string[]).includes(locale)) return;
      (resources[locale] ??= {})[ns] = (await load()).default;
    }),
  );
  const ns = [...new Set(Object.values(resources).flatMap((r) => Object.keys(r)))];
  await i18next.use(initReactI18next).init({ ...I18N_OPTIONS, resources, ns, lng: 'en', initAsync: false });
}

/**
 * Switches to the request's language and starts a fresh record of the namespaces the render
 * uses (react-i18next reports each useTranslation's namespaces to it); the browser loads those
 * before it hydrates, so its first render has the same texts.
 */
export async function startRender(locale: string): Promise<() => string[]> {
  await i18next.changeLanguage(locale);
  const used = new Set<string>();
  const reporter: ReportNamespaces = {
    addUsedNamespaces: (namespaces) => [namespaces].flat().forEach((n) => used.add(String(n))),
    getUsedNamespaces: () => [...used],
  };
  i18next.reportNamespaces = reporter;
  return () => [...used];
}
