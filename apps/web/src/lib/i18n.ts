import i18next, { type BackendModule, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CATALOG_OPTIONS } from '@portal/domain/locale/catalog-options';
import type { Locale } from '@portal/domain/locale/locales';

/**
 * The shared catalogs (packages/domain/locales), one chunk per locale and namespace, loaded when a
 * screen first asks for its namespace: the home page never downloads the checkout's texts. The
 * back office's namespaces (admin*.json) are registered by the back office itself, so their file
 * names stay out of the public entry chunk (it adds them to `catalogs`).
 */
type Catalogs = Record<string, () => Promise<{ default: Record<string, unknown> }>>;
export const catalogs: Catalogs = import.meta.glob<{ default: Record<string, unknown> }>(['../../../../packages/domain/locales/*/*.json', '!../../../../packages/domain/locales/*/admin*.json', '!../../../../packages/domain/locales/*/mail.json']);

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = catalogs[`../../../../packages/domain/locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then((m) => callback(null, m.default), (err) => callback(err, null));
  },
};

/** The options of the server's render (entry-server.tsx) and of the browser: the same i18next on both. */
export const I18N_OPTIONS = {
  ...CATALOG_OPTIONS,
  supportedLngs: [...CATALOG_OPTIONS.supportedLngs],
  react: { useSuspense: true },
} satisfies InitOptions;

export async function initI18n(locale: Locale) {
  await i18next
    .use(backend)
    .use(initReactI18next)
    .init({ ...I18N_OPTIONS, lng: locale, ns: ['common', 'errors'] });
  return i18next;
}

export { i18next };
