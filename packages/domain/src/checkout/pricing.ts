import type { Money } from '../locale/format';
import { discountCents, type CouponTerms } from './coupon';
import { taxLines, taxRatesFor, type Billing, type ConfiguredRates, type TaxLine } from './tax';

type Currency = Money['currency'];

/** Spec section 9: the scanner trial is 3 months, risk free; in the cart it is a $0.00 line. */
export const SCANNER_TRIAL_MONTHS = 3;
export const SCANNER_TRIAL_CENTS = 0;

/** The scanner-trial add-on in the cart (spec section 4). */
export const SCANNER_TRIAL_STATES = ['added', 'removed', 'not_included'] as const;
export type ScannerTrialState = (typeof SCANNER_TRIAL_STATES)[number];

export interface OrderInput {
  courseFeeCents: number;
  currency: Currency;
  coupon: CouponTerms | null;
  scannerTrial: boolean;
  billing: Billing;
  at: Date;
  configuredRates?: ConfiguredRates;
}

/** The order summary the server computes and the browser only displays (house rule 4). */
export interface OrderSummary {
  currency: Currency;
  courseFeeCents: number;
  couponCode: string | null;
  discountCents: number;
  /** Course fee less the discount: the amount taxed. */
  taxableCents: number;
  taxes: TaxLine[];
  taxCents: number;
  /** Course fee less the discount, plus its taxes. */
  courseTotalCents: number;
  scannerTrial: boolean;
  scannerTrialCents: number;
  orderTotalCents: number;
}

export function computeOrder(input: OrderInput): OrderSummary {
  if (!Number.isSafeInteger(input.courseFeeCents) || input.courseFeeCents < 0) throw new RangeError('course fee must be whole cents');
  const discount = input.coupon ? discountCents(input.courseFeeCents, input.coupon) : 0;
  const taxable = input.courseFeeCents - discount;
  const taxes = taxLines(taxable, taxRatesFor(input.billing, input.at, input.configuredRates));
  const taxCents = taxes.reduce((sum, line) => sum + line.cents, 0);
  const courseTotal = taxable + taxCents;
  const trialCents = input.scannerTrial ? SCANNER_TRIAL_CENTS : 0;
  return {
    currency: input.currency,
    courseFeeCents: input.courseFeeCents,
    couponCode: input.coupon?.code ?? null,
    discountCents: discount,
    taxableCents: taxable,
    taxes,
    taxCents,
    courseTotalCents: courseTotal,
    scannerTrial: input.scannerTrial,
    scannerTrialCents: trialCents,
    orderTotalCents: courseTotal + trialCents,
  };
}

/**
 * A session's fee in a currency, or null when it is not priced there (issue 50): a session whose
 * fee is 0 in one currency while it costs something in the other is sold only in the other (a free
 * session is 0 in both, and free in both). The one rule for every door that sells a session to a
 * registration or lists one for it (registration, cart, payment, the registrant's moves): a session
 * not priced in the registration's currency is refused there (CHECKOUT_MSG.notPricedInCurrency),
 * never sold at a price staff never set.
 */
export function feeIn(session: { feeUsdCents: number; feeCadCents: number }, currency: Currency): number | null {
  const fee = currency === 'CAD' ? session.feeCadCents : session.feeUsdCents;
  const other = currency === 'CAD' ? session.feeUsdCents : session.feeCadCents;
  return fee === 0 && other > 0 ? null : fee;
}
