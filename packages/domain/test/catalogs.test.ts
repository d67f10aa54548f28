import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every text exists in all three locales: fr-CA has every en key; en-CA may only override en. */
const root = join(import.meta.dirname, '..', 'locales');
const load = (locale: string, file: string) => JSON.parse(readFileSync(join(root, locale, file), 'utf8'));
const keys = (obj: unknown, prefix = ''): string[] =>
  obj && typeof obj === 'object' && !Array.isArray(obj)
    ? Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

const namespaces = readdirSync(join(root, 'en')).filter((f) => f.endsWith('.json'));

describe.each(namespaces)('catalog %s', (file) => {
  const en = keys(load('en', file));
  it('exists in fr-CA with every key of en and no extra key', () => {
    expect(keys(load('fr-CA', file)).sort()).toEqual([...en].sort());
  });
  it('overrides in en-CA only keys that en has', () => {
    const enCa = keys(load('en-CA', file)).filter((k) => k !== '');
    expect(enCa.filter((k) => !en.includes(k))).toEqual([]);
  });
});
