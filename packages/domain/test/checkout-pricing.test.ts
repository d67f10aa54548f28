import { describe, expect, it } from 'vitest';
import { discountCents, isCouponUsable, normalizeCouponCode, type CouponRecord } from '../src/checkout/coupon';
import { computeOrder, feeIn, SCANNER_TRIAL_CENTS } from '../src/checkout/pricing';

const AT = new Date('2026-06-01T12:00:00Z');
const percent = (p: number, more: Partial<CouponRecord> = {}): CouponRecord => ({
  code: `P${p}`, percentOff: p, amountOffCents: null, currency: null, active: true, singleUse: false, maxUses: null, timesUsed: 0, validFrom: null, validUntil: null, ...more,
});
const amount = (cents: number, currency: 'USD' | 'CAD', more: Partial<CouponRecord> = {}): CouponRecord => ({
  ...percent(0), code: `A${cents}`, percentOff: null, amountOffCents: cents, currency, ...more,
});

describe('order summary', () => {
  it.each([
    // label, input, expected [fee, discount, tax, courseTotal, orderTotal]
    ['US, no tax, no coupon', { fee: 149500, currency: 'USD', country: 'US', region: 'IL' }, [149500, 0, 0, 149500, 149500]],
    ['Ontario 13%', { fee: 189500, currency: 'CAD', country: 'CA', region: 'ON' }, [189500, 0, 24635, 214135, 214135]],
    ['Quebec GST + QST', { fee: 189500, currency: 'CAD', country: 'CA', region: 'QC' }, [189500, 0, 9475 + 18903, 217878, 217878]],
    ['10% coupon taxed after the discount (ON)', { fee: 189500, currency: 'CAD', country: 'CA', region: 'ON', coupon: percent(10) }, [189500, 18950, 22172, 192722, 192722]],
    ['$100 coupon in USD', { fee: 149500, currency: 'USD', country: 'US', region: 'IL', coupon: amount(10000, 'USD') }, [149500, 10000, 0, 139500, 139500]],
    ['coupon larger than the fee', { fee: 5000, currency: 'USD', country: 'US', region: 'IL', coupon: amount(10000, 'USD') }, [5000, 5000, 0, 0, 0]],
    ['100% coupon', { fee: 99500, currency: 'CAD', country: 'CA', region: 'BC', coupon: percent(100) }, [99500, 99500, 0, 0, 0]],
    ['scanner trial is a $0.00 line', { fee: 99500, currency: 'USD', country: 'US', region: 'IL', trial: true }, [99500, 0, 0, 99500, 99500]],
  ] as const)('%s', (_label, input, expected) => {
    const s = computeOrder({
      courseFeeCents: input.fee,
      currency: input.currency,
      coupon: 'coupon' in input ? input.coupon : null,
      scannerTrial: 'trial' in input ? input.trial : false,
      billing: { country: input.country, region: input.region },
      at: AT,
    });
    expect([s.courseFeeCents, s.discountCents, s.taxCents, s.courseTotalCents, s.orderTotalCents]).toEqual(expected);
    expect(s.taxCents).toBe(s.taxes.reduce((sum, l) => sum + l.cents, 0));
    expect(s.currency).toBe(input.currency);
  });

  it('adds the scanner trial line only when it is in the cart', () => {
    const base = { courseFeeCents: 1000, currency: 'USD' as const, coupon: null, billing: { country: 'US', region: 'IL' }, at: AT };
    expect(computeOrder({ ...base, scannerTrial: true })).toMatchObject({ scannerTrial: true, scannerTrialCents: SCANNER_TRIAL_CENTS });
    expect(computeOrder({ ...base, scannerTrial: false })).toMatchObject({ scannerTrial: false, scannerTrialCents: 0 });
  });

  it('refuses a fee that is not whole cents', () => {
    expect(() => computeOrder({ courseFeeCents: 10.5, currency: 'USD', coupon: null, scannerTrial: false, billing: { country: 'US', region: 'IL' }, at: AT })).toThrow(RangeError);
  });

  it('takes the fee in the registration currency', () => {
    expect(feeIn({ feeUsdCents: 149500, feeCadCents: 189500 }, 'USD')).toBe(149500);
    expect(feeIn({ feeUsdCents: 149500, feeCadCents: 189500 }, 'CAD')).toBe(189500);
    // Priced only in CAD: not sold in USD (and the reverse); free in both stays free.
    expect(feeIn({ feeUsdCents: 0, feeCadCents: 189500 }, 'USD')).toBeNull();
    expect(feeIn({ feeUsdCents: 149500, feeCadCents: 0 }, 'CAD')).toBeNull();
    expect(feeIn({ feeUsdCents: 0, feeCadCents: 0 }, 'USD')).toBe(0);
  });
});

describe('coupon discount', () => {
  it.each([
    [149500, percent(10), 14950],
    [99999, percent(10), 10000], // 9,999.9 -> 10,000
    [99995, percent(10), 10000], // 9,999.5 -> 10,000 (half-up)
    [99994, percent(10), 9999], // 9,999.4 -> 9,999
    [149500, percent(100), 149500],
    [149500, amount(10000, 'USD'), 10000],
    [4000, amount(10000, 'USD'), 4000],
  ])('%i cents with %o', (fee, coupon, expected) => {
    expect(discountCents(fee, coupon)).toBe(expected);
  });
});

describe('coupon usability', () => {
  const order = { currency: 'USD' as const, at: AT };
  it.each([
    ['a valid percent coupon', percent(10), true],
    ['an inactive coupon', percent(10, { active: false }), false],
    ['before its start', percent(10, { validFrom: new Date('2026-07-01T00:00:00Z') }), false],
    ['after its end', percent(10, { validUntil: new Date('2026-05-31T23:59:59Z') }), false],
    ['on its last second', percent(10, { validUntil: AT }), true],
    ['a single-use coupon not used yet', percent(10, { singleUse: true }), true],
    ['a single-use coupon already used', percent(10, { singleUse: true, timesUsed: 1 }), false],
    ['a coupon under its maximum', percent(10, { maxUses: 3, timesUsed: 2 }), true],
    ['a coupon at its maximum', percent(10, { maxUses: 3, timesUsed: 3 }), false],
    ['an amount coupon in the order currency', amount(10000, 'USD'), true],
    ['an amount coupon in another currency', amount(10000, 'CAD'), false],
  ] as const)('%s', (_label, coupon, expected) => {
    expect(isCouponUsable(coupon, order)).toBe(expected);
  });

  it.each([
    [' welcome10 ', 'WELCOME10'],
    ['OneTime100', 'ONETIME100'],
  ])('normalizes %j to %s', (input, expected) => {
    expect(normalizeCouponCode(input)).toBe(expected);
  });
});
