import type { Money } from '../locale/format';
import { divideHalfUp } from './tax';

type Currency = Money['currency'];

/** What a coupon takes off: a whole percent of the course fee, or an amount in one currency. */
export interface CouponTerms {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  /** The currency of `amountOffCents`; null for percent coupons (valid in any currency). */
  currency: Currency | null;
}

export interface CouponRecord extends CouponTerms {
  active: boolean;
  singleUse: boolean;
  maxUses: number | null;
  timesUsed: number;
  validFrom: Date | null;
  validUntil: Date | null;
}

/**
 * Whether uses of the coupon are limited (single use, or a maximum): such a use must be claimed
 * before the charge, under the coupon's row, since the last one goes to one payer. An unlimited
 * coupon's use is only counted, when the order commits (the server's trigger
 * orders_count_coupon_at_commit, which restates this rule in SQL), so its payers do not queue on its row.
 */
export function couponHasLimit(c: Pick<CouponRecord, 'singleUse' | 'maxUses'>): boolean {
  return c.singleUse || c.maxUses !== null;
}

export const COUPON_CODE_MAX = 40;

/** Codes are compared upper-case without surrounding spaces: "welcome10 " is WELCOME10. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** A single-use code can be claimed once; otherwise `maxUses` (null: unlimited) caps it. */
export function usesAllowed(c: Pick<CouponRecord, 'singleUse' | 'maxUses'>): number | null {
  return c.singleUse ? 1 : c.maxUses;
}

/**
 * Whether the coupon can be applied to an order in `currency` at `at`. The server decides; the
 * answer to the user is the same 'Invalid coupon code' whatever the reason, so codes cannot be probed.
 */
export function isCouponUsable(c: CouponRecord, order: { currency: Currency; at: Date }): boolean {
  if (!c.active) return false;
  if (c.validFrom && order.at < c.validFrom) return false;
  if (c.validUntil && order.at > c.validUntil) return false;
  const allowed = usesAllowed(c);
  if (allowed !== null && c.timesUsed >= allowed) return false;
  if (c.amountOffCents !== null && c.currency !== order.currency) return false;
  return c.percentOff !== null || c.amountOffCents !== null;
}

/** The discount on a fee: percent rounded half-up to the cent, never more than the fee. */
export function discountCents(feeCents: number, c: CouponTerms): number {
  if (c.percentOff !== null) {
    const percent = Math.min(100, Math.max(0, c.percentOff));
    return Math.min(feeCents, divideHalfUp(feeCents * percent, 100));
  }
  return Math.min(feeCents, Math.max(0, c.amountOffCents ?? 0));
}
