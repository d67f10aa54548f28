import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { CATALOG_OPTIONS, languagesFor } from '../src/locale/catalog-options';
import { LOCALES } from '../src/locale/locales';
import { translate, type Catalog } from '../src/locale/translate';

/**
 * The browser's lookup (translate.ts) against i18next with the same options, for every key of
 * every catalog in every locale: the server renders pages with i18next and the browser adopts
 * them with translate, so any text that differs would be a page that changes as it is adopted.
 */
const DIR = join(import.meta.dirname, '..', 'locales');
const resources: Record<string, Record<string, Catalog>> = {};
for (const locale of LOCALES) {
  resources[locale] = {};
  for (const file of readdirSync(join(DIR, locale)).filter((f) => f.endsWith('.json'))) {
    resources[locale][file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(DIR, locale, file), 'utf8')) as Catalog;
  }
}
const namespaces = Object.keys(resources.en);
const reference = i18next.createInstance();
await reference.init({ ...CATALOG_OPTIONS, supportedLngs: [...CATALOG_OPTIONS.supportedLngs], resources, ns: namespaces, lng: 'en', initAsync: false });
const catalogOf = (language: string, ns: string) => resources[language]?.[ns];

/** Every key (leaves, objects and plural bases) of a catalog, with the names it interpolates. */
function keysOf(node: unknown, prefix = ''): string[] {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return [];
  return Object.entries(node).flatMap(([k, v]) => {
    const path = prefix ? `${prefix}.${k}` : k;
    const base = /_(zero|one|two|few|many|other)$/.test(k) ? [path.replace(/_(zero|one|two|few|many|other)$/, '')] : [];
    return [path, ...base, ...keysOf(v, path)];
  });
}
const NAMES = [...new Set(JSON.stringify(resources).match(/\{\{\s*[^{}\s]+\s*\}\}/g) ?? [])].map((m) => m.slice(2, -2).trim());
const values = Object.fromEntries(NAMES.map((n, i) => [n.split('.')[0], n.includes('.') ? { [n.split('.')[1]]: `v${i}` } : `v${i}`]));

describe('translate gives what i18next gives', () => {
  for (const locale of LOCALES) {
    it(`every key of every namespace in ${locale} (with and without values, counts, as objects)`, async () => {
      await reference.changeLanguage(locale);
      const keys = [...new Set(namespaces.flatMap((ns) => [...new Set([...keysOf(resources.en[ns]), ...keysOf(resources[locale][ns])])].map((k) => `${ns}:${k}`)))];
      expect(keys.length).toBeGreaterThan(1000);
      const languages = languagesFor(locale);
      for (const key of [...keys, 'common:no.such.key', 'no-such-key', 'toString', 'common:constructor', 'hasOwnProperty.x']) {
        for (const options of [{}, values, { ...values, count: 0 }, { ...values, count: 1 }, { ...values, count: 2 }, { ...values, returnObjects: true }, { defaultValue: 'Default {{v}}', v: 1 }]) {
          expect([key, options, translate(catalogOf, languages, ['common'], key, options)]).toEqual([key, options, reference.t(key, options as never)]);
        }
      }
    });
  }

  it('a screen with several namespaces looks in each, in order, and in English last', async () => {
    await reference.changeLanguage('fr-CA');
    const t = reference.getFixedT('fr-CA', ['registration', 'funnel', 'common']);
    for (const key of [...keysOf(resources.en.funnel), ...keysOf(resources.en.common)].slice(0, 400)) {
      expect(translate(catalogOf, languagesFor('fr-CA'), ['registration', 'funnel', 'common'], key, values)).toEqual(t(key, values as never));
    }
  });
});
