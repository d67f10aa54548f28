import { describe, expect, it } from 'vitest';
import { divideHalfUp, ratePercent, taxLines, taxOn, taxRatesFor, CANADA_TAX } from '../src/checkout/tax';
import { CA_PROVINCES, CA_TERRITORIES } from '../src/regions/regions';

const NOW = new Date('2026-06-01T12:00:00Z');
const FEE = 149500; // $1,495.00

describe('Canadian tax by province and territory (on $1,495.00)', () => {
  it.each([
    // region, expected lines [code, rate in thousandths of a percent, cents]
    ['AB', [['GST', 5000, 7475]]],
    ['NT', [['GST', 5000, 7475]]],
    ['NU', [['GST', 5000, 7475]]],
    ['YT', [['GST', 5000, 7475]]],
    ['ON', [['HST', 13000, 19435]]],
    ['NB', [['HST', 15000, 22425]]],
    ['NL', [['HST', 15000, 22425]]],
    ['PE', [['HST', 15000, 22425]]],
    ['NS', [['HST', 14000, 20930]]],
    ['BC', [['GST', 5000, 7475], ['PST', 7000, 10465]]],
    ['MB', [['GST', 5000, 7475], ['PST', 7000, 10465]]],
    ['SK', [['GST', 5000, 7475], ['PST', 6000, 8970]]],
    ['QC', [['GST', 5000, 7475], ['QST', 9975, 14913]]], // 149.12625 -> 149.13
  ] as const)('%s', (region, expected) => {
    const lines = taxLines(FEE, taxRatesFor({ country: 'CA', region }, NOW));
    expect(lines.map((l) => [l.code, l.rate, l.cents])).toEqual(expected);
  });

  it('has a rate for every province and territory of the region list', () => {
    for (const r of [...CA_PROVINCES, ...CA_TERRITORIES]) expect(CANADA_TAX[r.code], r.code).toBeDefined();
  });

  it.each([
    ['2025-03-31T23:00:00Z', 15000],
    ['2025-04-01T00:00:00Z', 14000],
    ['2030-01-01T00:00:00Z', 14000],
  ])('Nova Scotia HST on %s is %i', (at, rate) => {
    expect(taxRatesFor({ country: 'CA', region: 'NS' }, new Date(at))).toEqual([{ code: 'HST', rate }]);
  });

  it('has no tax for an unknown region', () => {
    expect(taxRatesFor({ country: 'CA', region: 'XX' }, NOW)).toEqual([]);
  });
});

describe('US and Puerto Rico tax is configured', () => {
  const configured = { NY: [{ code: 'SALES_TAX' as const, rate: 4000 }], PR: [{ code: 'IVU' as const, rate: 11500 }] };
  it.each([
    ['US', 'IL', {}, []],
    ['US', 'IL', configured, []],
    ['US', 'NY', configured, [['SALES_TAX', 4000, 5980]]],
    ['PR', 'PR', configured, [['IVU', 11500, 17193]]], // 171.925 -> 171.93
    ['PR', 'PR', {}, []],
  ] as const)('%s %s', (country, region, rates, expected) => {
    const lines = taxLines(FEE, taxRatesFor({ country, region }, NOW, rates));
    expect(lines.map((l) => [l.code, l.rate, l.cents])).toEqual(expected);
  });
});

describe('rounding half-up per line, in integer arithmetic', () => {
  it.each([
    // cents, rate, expected
    [10, 5000, 1], // 0.5 -> 1
    [9, 5000, 0], // 0.45 -> 0
    [30, 5000, 2], // 1.5 -> 2
    [50, 9975, 5], // 4.9875 -> 5
    [1000, 9975, 100], // 99.75 -> 100
    [4010, 9975, 400], // 399.9975 -> 400
    [1, 15000, 0], // 0.15 -> 0
    [100, 14000, 14],
    [0, 13000, 0],
    [99999999, 13000, 13000000], // 12,999,999.87 -> 13,000,000
  ])('%i cents at %i', (cents, rate, expected) => {
    expect(taxOn(cents, rate)).toBe(expected);
  });

  it.each([
    [5, 10, 1],
    [4, 10, 0],
    [15, 10, 2],
    [25, 10, 3],
    [0, 7, 0],
    [7, 7, 1],
  ])('divideHalfUp(%i, %i) = %i', (n, d, expected) => {
    expect(divideHalfUp(n, d)).toBe(expected);
  });

  it('refuses fractions and negatives instead of rounding them silently', () => {
    expect(() => divideHalfUp(1.5, 10)).toThrow(RangeError);
    expect(() => divideHalfUp(-1, 10)).toThrow(RangeError);
  });

  it('shows rates as percents', () => {
    expect([ratePercent(5000), ratePercent(9975), ratePercent(13000)]).toEqual([5, 9.975, 13]);
  });
});
