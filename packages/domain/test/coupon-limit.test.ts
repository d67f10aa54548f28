import { describe, expect, it } from 'vitest';
import { couponHasLimit } from '../src/checkout/coupon';

/** Which coupon uses are claimed before the charge (limited) and which are only counted (payment-service.ts). */
describe('couponHasLimit', () => {
  it.each([
    [{ singleUse: true, maxUses: null }, true],
    [{ singleUse: false, maxUses: 100 }, true],
    [{ singleUse: false, maxUses: 0 }, true],
    [{ singleUse: true, maxUses: 5 }, true],
    [{ singleUse: false, maxUses: null }, false],
  ])('%o -> %s', (coupon, limited) => {
    expect(couponHasLimit(coupon)).toBe(limited);
  });
});
