import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reads a text of the shared catalogs ("ns:a.b.c") the way the apps' i18next does: en-CA and fr-CA
 * fall back to en for a key they lack. Undefined when no catalog has it.
 */
const root = join(import.meta.dirname, '..', '..', 'locales');
const cache = new Map<string, unknown>();
const load = (locale: string, ns: string) => {
  const path = join(root, locale, `${ns}.json`);
  if (!cache.has(path)) cache.set(path, existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {});
  return cache.get(path);
};

function lookup(locale: string, key: string): string | undefined {
  const [ns, path] = key.split(':');
  const found = path.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), load(locale, ns));
  return typeof found === 'string' ? found : undefined;
}

export function catalogText(locale: string, key: string): string | undefined {
  return lookup(locale, key) ?? (locale === 'en' ? undefined : lookup('en', key));
}

/** A translator over the catalogs for code under test that takes one (key, fallback). */
export const translatorFor = (locale: string) => (key: string, fallback: string) => catalogText(locale, key) ?? fallback;
