import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type Resource, type TFunction } from 'i18next';
import { CATALOG_OPTIONS } from '@portal/domain/locale/catalog-options';
import { FALLBACK_LOCALE, LOCALES, type Locale } from '@portal/domain/locale/locales';
import { LOCALES_DIR } from '../paths';

/** The catalogs of packages/domain/locales (LOCALES_DIR), one namespace per file, shared with the web app. */

function loadResources() {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const locale of LOCALES) {
    resources[locale] = {};
    for (const file of readdirSync(join(LOCALES_DIR, locale)).filter((f) => f.endsWith('.json'))) {
      resources[locale][file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(LOCALES_DIR, locale, file), 'utf8'));
    }
  }
  return resources;
}

const resources = loadResources();
const instance = i18next.createInstance();
await instance.init({
  resources: resources as Resource,
  ...CATALOG_OPTIONS,
  supportedLngs: [...CATALOG_OPTIONS.supportedLngs],
  lng: FALLBACK_LOCALE,
  ns: Object.keys(resources.en),
  initAsync: false,
});

const fixed = new Map<Locale, TFunction>();

/** A translator fixed to one locale, made once per locale: for requests, e-mails and PDFs. */
export function translator(locale: Locale): TFunction {
  let t = fixed.get(locale);
  if (!t) {
    t = instance.getFixedT(locale);
    fixed.set(locale, t);
  }
  return t;
}

export function hasKey(key: string): boolean {
  return instance.exists(key);
}

/** A translator that answers `fallback` for a key no catalog has: for texts looked up by stored codes. */
export function translatorOr(locale: Locale): (key: string, fallback: string) => string {
  const t = translator(locale);
  return (key, fallback) => t(key, { defaultValue: fallback });
}
