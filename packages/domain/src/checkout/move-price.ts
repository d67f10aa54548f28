import type { Money } from '../locale/format';
import type { CouponTerms } from './coupon';
import { computeOrder, feeIn, type OrderSummary } from './pricing';
import type { Billing, ConfiguredRates, TaxLine } from './tax';

type Currency = Money['currency'];

/** The fee rule lives with the checkout's pricing (a session not priced in a currency is no move target either). */
export { feeIn };

/**
 * What a move costs (issue 50, "money follows the seat"): the registration's price at the target
 * session, with the terms of what it paid (the currency, the coupon's terms, the billing region for
 * tax), against what it holds (paid minus refunded). Every door (staff, the registrant's page)
 * asks this one rule; the server decides and the page only shows its answer.
 */

/** The terms a registration bought with: its paid order's currency, coupon and billing region. */
export interface PricingTerms {
  currency: Currency;
  coupon: CouponTerms | null;
  billing: Billing;
  configuredRates?: ConfiguredRates;
}

/** The registration's price at a session (its order summary, as checkout would compute it with the same terms), or null when the session is not priced in its currency. */
export function priceAt(session: { feeUsdCents: number; feeCadCents: number }, terms: PricingTerms, at: Date): OrderSummary | null {
  const fee = feeIn(session, terms.currency);
  if (fee === null) return null;
  return computeOrder({ courseFeeCents: fee, currency: terms.currency, coupon: terms.coupon, scannerTrial: false, billing: terms.billing, at, configuredRates: terms.configuredRates });
}

/** What a move settles: nothing, a difference to pay first, or a difference refunded. */
export type MoveDifference = { kind: 'none'; cents: 0 } | { kind: 'due'; cents: number } | { kind: 'refund'; cents: number };

/** The difference between the price at the target and what the registration holds (paid minus refunded), in cents. */
export function moveDifference(priceCents: number, heldCents: number): MoveDifference {
  if (!Number.isSafeInteger(priceCents) || !Number.isSafeInteger(heldCents) || priceCents < 0 || heldCents < 0) throw new RangeError('cents must be whole and not negative');
  if (priceCents > heldCents) return { kind: 'due', cents: priceCents - heldCents };
  if (priceCents < heldCents) return { kind: 'refund', cents: heldCents - priceCents };
  return { kind: 'none', cents: 0 };
}

/**
 * The tax lines of a difference paid, for its receipt: the target's lines less those of the price
 * held before, line by line (never below 0). When they do not fit in the difference (a staff
 * refund lowered what is held, say), the difference is shown as one amount, taxes included.
 */
export function differenceTaxes(target: readonly TaxLine[], before: readonly TaxLine[], dueCents: number): TaxLine[] {
  const lines = target.map((line) => ({ ...line, cents: Math.max(0, line.cents - (before.find((b) => b.code === line.code)?.cents ?? 0)) }));
  return lines.reduce((sum, l) => sum + l.cents, 0) <= dueCents ? lines : [];
}

/** How long the seat of a dearer move is held while the difference is paid (3-D Secure included). */
export const MOVE_HOLD_MINUTES = 20;
