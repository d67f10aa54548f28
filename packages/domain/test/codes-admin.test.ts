import { describe, expect, it } from 'vitest';
import {
  CODES_MSG,
  codeState,
  CouponCreateSchema,
  couponIssues,
  rateOfPercentText,
  ratePercentText,
  TAX_REGIONS,
  TaxRateParamsSchema,
  usesAllowedAfter,
} from '../src/checkout/admin-schemas';
import { isWithinValidity } from '../src/registration/dso';

/** Codes and prices in the back office: the rules the server enforces and the forms explain. */
const at = new Date('2027-01-15T12:00:00Z');
const d = (s: string) => new Date(s);

describe('coupon rules', () => {
  it.each([
    [{ percentOff: 10 }, []],
    [{ amountOffCents: 500, currency: 'USD' as const }, []],
    [{}, [CODES_MSG.percentOrAmount]],
    [{ percentOff: 10, amountOffCents: 500, currency: 'USD' as const }, [CODES_MSG.percentOrAmount]],
    [{ amountOffCents: 500 }, [CODES_MSG.currencyRequired]],
    [{ percentOff: 10, currency: 'CAD' as const }, [CODES_MSG.currencyWithPercent]],
    [{ percentOff: 10, singleUse: true, maxUses: 5 }, [CODES_MSG.singleUseMaxUses]],
    [{ percentOff: 10, singleUse: true, maxUses: 1 }, []],
    // Instants compare as instants: 23:59:59 in New York on the 31st is after midnight UTC on the 1st.
    [{ percentOff: 10, validFrom: '2027-02-01T00:00:00Z', validUntil: '2027-01-31T23:59:59-05:00' }, []],
    [{ percentOff: 10, validFrom: '2027-02-01T00:00:00Z', validUntil: '2027-01-31T19:00:00-05:00' }, [CODES_MSG.validUntilBeforeFrom]],
    [{ percentOff: 10, validFrom: '2027-02-01T00:00:00Z', validUntil: null }, []],
  ])('%j -> %j', (coupon, keys) => {
    expect(couponIssues(coupon).map((i) => i.key)).toEqual(keys);
  });

  it('never lets the usage limit go below the uses claimed', () => {
    expect(usesAllowedAfter({ singleUse: false, maxUses: 3 }, 3)).toBe(true);
    expect(usesAllowedAfter({ singleUse: false, maxUses: 2 }, 3)).toBe(false);
    expect(usesAllowedAfter({ singleUse: false, maxUses: null }, 300)).toBe(true);
    expect(usesAllowedAfter({ singleUse: true, maxUses: null }, 1)).toBe(true);
    expect(usesAllowedAfter({ singleUse: true, maxUses: null }, 2)).toBe(false);
  });

  it('upper-cases the code and defaults to active and not single-use', () => {
    expect(CouponCreateSchema.parse({ code: ' spring-25 ', percentOff: 25 })).toMatchObject({ code: 'SPRING-25', singleUse: false, active: true });
    expect(CouponCreateSchema.safeParse({ code: 'two words', percentOff: 25 }).success).toBe(false);
  });

  it.each([
    [{ active: false, validFrom: null, validUntil: null }, 'inactive'],
    [{ active: true, validFrom: d('2027-02-01T00:00:00Z'), validUntil: null }, 'scheduled'],
    [{ active: true, validFrom: null, validUntil: d('2027-01-15T11:59:59Z') }, 'expired'],
    [{ active: true, validFrom: null, validUntil: null, usesLeft: 0 }, 'usedUp'],
    [{ active: true, validFrom: d('2027-01-15T12:00:00Z'), validUntil: d('2027-01-15T12:00:00Z'), usesLeft: null }, 'active'],
  ])('state of %j is %s', (c, state) => {
    expect(codeState(c, at)).toBe(state);
  });
});

describe('DSO code validity', () => {
  it.each([
    [null, null, true],
    ['2027-01-15T12:00:00Z', null, true],
    [null, '2027-01-15T12:00:00Z', true],
    ['2027-01-15T12:00:01Z', null, false],
    [null, '2027-01-15T11:59:59Z', false],
  ])('from %s until %s: %s', (from, until, ok) => {
    expect(isWithinValidity({ validFrom: from ? d(from) : null, validUntil: until ? d(until) : null }, at)).toBe(ok);
  });
});

describe('tax rates', () => {
  it.each([
    ['6.25', 6250], ['6,25', 6250], ['9.975', 9975], ['0', 0], ['100', 100_000], ['11.5', 11_500],
    ['100.001', null], ['6.2525', null], ['-1', null], ['abc', null], ['', null],
  ])('percent %s is rate %s', (text, rate) => {
    expect(rateOfPercentText(text)).toBe(rate);
    if (rate !== null) expect(rateOfPercentText(ratePercentText(rate))).toBe(rate);
  });

  it('knows every US state, DC and Puerto Rico, with the tax each one has', () => {
    expect(TAX_REGIONS.US).toHaveLength(51);
    expect(TAX_REGIONS.PR).toEqual(['PR']);
    expect(ratePercentText(6250)).toBe('6.25');
    expect(TaxRateParamsSchema.parse({ country: 'us', region: 'il', code: 'sales_tax' })).toEqual({ country: 'US', region: 'IL', code: 'SALES_TAX' });
    expect(TaxRateParamsSchema.safeParse({ country: 'US', region: 'PR', code: 'SALES_TAX' }).success).toBe(false);
    expect(TaxRateParamsSchema.safeParse({ country: 'PR', region: 'PR', code: 'SALES_TAX' }).success).toBe(false);
    expect(TaxRateParamsSchema.safeParse({ country: 'CA', region: 'ON', code: 'HST' }).success).toBe(false);
  });
});
