import { describe, expect, it } from 'vitest';
import { formatMoneyWithCode, formatPercent } from '../src/locale/format';

/** Issue 28 defect 8: a coupon's discount as each locale writes it (Intl spaces are non-breaking). */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPercent', () => {
  it.each([
    [10, 'en', '10%'],
    [10, 'en-CA', '10%'],
    [10, 'fr-CA', '10 %'],
    [12.5, 'en', '12.5%'],
    [12.5, 'fr-CA', '12,5 %'],
    [100, 'en', '100%'],
  ] as const)('%d in %s -> %s', (points, locale, expected) => {
    expect(plain(formatPercent(points, locale))).toBe(expected);
  });
});

describe('formatMoneyWithCode', () => {
  it.each([
    [10000, 'USD', 'en', '$100.00 USD'],
    [10000, 'CAD', 'en', '$100.00 CAD'],
    [10000, 'USD', 'en-CA', '$100.00 USD'],
    [10000, 'CAD', 'fr-CA', '100,00 $ CAD'],
    [123456, 'USD', 'fr-CA', '1 234,56 $ USD'],
  ] as const)('%d %s in %s -> %s', (cents, currency, locale, expected) => {
    expect(plain(formatMoneyWithCode({ cents, currency }, locale))).toBe(expected);
  });
});
