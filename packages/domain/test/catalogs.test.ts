import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every text exists in all three locales: fr-CA has every en key; en-CA falls back to en and has a
 * file only where it overrides some of en's texts (an empty one would be a download for nothing).
 */
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
    if (!existsSync(join(root, 'en-CA', file))) return;
    const enCa = keys(load('en-CA', file)).filter((k) => k !== '');
    expect(enCa.filter((k) => !en.includes(k))).toEqual([]);
  });
});

describe('en-CA', () => {
  it('has a file only for a namespace of en, and only with overrides in it', () => {
    const files = readdirSync(join(root, 'en-CA'));
    expect(files.filter((f) => !namespaces.includes(f))).toEqual([]);
    expect(files.filter((f) => keys(load('en-CA', f)).filter((k) => k !== '').length === 0)).toEqual([]);
  });
});
