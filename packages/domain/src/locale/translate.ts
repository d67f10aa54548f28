/**
 * The catalogs' lookup as i18next does it with the portal's options (catalog-options.ts:
 * `ns:key` names a namespace, `.` nests, `{{name}}` interpolates without
 * escaping, `_one` / `_other` by the language's plural rules, missing keys fall back to English),
 * for the browser, where i18next itself is about a seventh of a page's JavaScript (16 KB gzip).
 * The server, e-mails and the server's render keep i18next; test/translate.test.ts checks that
 * both give the same text for every key of every catalog.
 */
export type Catalog = { [key: string]: unknown };

export interface TranslateOptions {
  count?: number;
  defaultValue?: unknown;
  returnObjects?: boolean;
  lng?: string;
  ns?: string | readonly string[];
  [value: string]: unknown;
}

/** Where the catalogs are: one namespace of one language, or undefined when it is not loaded. */
export type CatalogOf = (language: string, namespace: string) => Catalog | undefined;

const NS_SEPARATOR = ':';
const plurals = new Map<string, Intl.PluralRules>();

function valueAt(catalog: Catalog | undefined, path: string): unknown {
  let node: unknown = catalog;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Catalog)[part];
  }
  return node;
}

export function interpolate(text: string, values: TranslateOptions): string {
  return text.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (whole, name: string) => {
    const value = valueAt(values as Catalog, name);
    if (value === undefined) return whole;
    return value === null ? '' : String(value);
  });
}

function interpolateAll(value: unknown, values: TranslateOptions): unknown {
  if (typeof value === 'string') return interpolate(value, values);
  if (Array.isArray(value)) return value.map((v) => interpolateAll(v, values));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateAll(v, values)]));
  return value;
}

/**
 * The raw entry for `key` (its namespace first, if it names one), or undefined: each namespace in
 * turn, in each language of `languages` (the language and its fallbacks) in turn; with a count,
 * its plural form first (`_zero` for 0, then the language's `_one`, `_other`...).
 */
export function lookUp(catalogOf: CatalogOf, languages: readonly string[], namespaces: readonly string[], key: string, options: TranslateOptions = {}): unknown {
  const at = key.indexOf(NS_SEPARATOR);
  const [spaces, path] = at > 0 ? [[key.slice(0, at)], key.slice(at + 1)] : [options.ns === undefined ? namespaces : typeof options.ns === 'string' ? [options.ns] : options.ns, key];
  for (const ns of spaces) {
    for (const language of languages) {
      const paths = typeof options.count === 'number' ? [...(options.count === 0 ? [`${path}_zero`] : []), `${path}_${pluralOf(language, options.count)}`, path] : [path];
      for (const p of paths) {
        const found = valueAt(catalogOf(language, ns), p);
        if (found !== undefined && found !== null) return found;
      }
    }
  }
  return undefined;
}

function pluralOf(language: string, count: number): string {
  const rules = plurals.get(language) ?? new Intl.PluralRules(language);
  plurals.set(language, rules);
  return rules.select(count);
}

/** The text for `key` (or the first of several keys found), as i18next's `t` gives it; `languages` is the language and its fallbacks. */
export function translate(catalogOf: CatalogOf, languages: readonly string[], namespaces: readonly string[], key: string | readonly string[], options: TranslateOptions = {}): unknown {
  const keys = typeof key === 'string' ? [key] : key;
  for (const k of keys) {
    const found = lookUp(catalogOf, languages, namespaces, k, options);
    if (found === undefined) continue;
    if (typeof found === 'string') return interpolate(found, options);
    if (options.returnObjects) return interpolateAll(found, options);
    return `key '${withoutNamespace(k)} (${languages[0]})' returned an object instead of string.`;
  }
  if (options.defaultValue !== undefined) return typeof options.defaultValue === 'string' ? interpolate(options.defaultValue, options) : options.defaultValue;
  return withoutNamespace(keys[keys.length - 1] ?? '');
}

const withoutNamespace = (key: string) => (key.indexOf(NS_SEPARATOR) > 0 ? key.slice(key.indexOf(NS_SEPARATOR) + 1) : key);
