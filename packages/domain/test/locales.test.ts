import { describe, expect, it } from 'vitest';
import { normalizeLocale, resolveLocale, siteRegion, languageOf } from '../src/locale/locales';

describe('resolveLocale', () => {
  it.each([
    [undefined, undefined, 'en'],
    ['fr-CA', undefined, 'fr-CA'],
    ['fr-ca', 'en', 'fr-CA'],
    ['FR_CA', undefined, 'fr-CA'],
    [undefined, 'en-CA', 'en-CA'],
    ['en', 'fr-CA', 'en'],
    ['de-DE', 'fr-CA', 'fr-CA'],
    ['de-DE', 'xx', 'en'],
    [['fr-CA'], undefined, 'en'],
    ['', '', 'en'],
  ])('param %j, cookie %j -> %s', (param, cookie, expected) => {
    expect(resolveLocale(param, cookie)).toBe(expected);
  });

  it('normalizes only known locales', () => {
    expect(normalizeLocale('en-ca')).toBe('en-CA');
    expect(normalizeLocale('en-US')).toBeNull();
    expect(normalizeLocale(42)).toBeNull();
  });

  it.each([
    ['en', 'com', 'en'],
    ['en-CA', 'ca', 'en'],
    ['fr-CA', 'ca/fr', 'fr'],
  ] as const)('%s maps to region %s and language %s', (locale, region, lang) => {
    expect(siteRegion(locale)).toBe(region);
    expect(languageOf(locale)).toBe(lang);
  });
});
