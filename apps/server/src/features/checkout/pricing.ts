import { CHECKOUT_MSG } from '@portal/domain/checkout/messages';
import { opensForRegistration } from '@portal/domain/schedule/session';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { isCouponUsable, type CouponRecord } from '@portal/domain/checkout/coupon';
import { computeOrder, feeIn, type OrderSummary } from '@portal/domain/checkout/pricing';
import type { Billing } from '@portal/domain/checkout/tax';
import { AppError } from '@portal/domain/errors/app-error';
import { currencyFor, type RegistrationCountry } from '@portal/domain/registration/lists';
import type { Offering } from '../../db/schema/offerings';
import type { RegistrationRow } from '../../db/schema/registration';
import { findOffering } from '../offerings/store';
import { loadForStep } from '../registration/progress';
import { configuredRates, findCoupon } from './store';

/** A registration at the checkout step, with its offering and the currency it pays in. */
export interface CheckoutContext {
  row: RegistrationRow;
  offering: Offering;
  currency: 'USD' | 'CAD';
}

export async function loadCheckout(db: NodePgDatabase, id: string): Promise<CheckoutContext> {
  const row = await loadForStep(db, id, 'checkout');
  const offering = await findOffering(db, row.offeringId);
  if (!offering) throw new AppError(404, 'errors:notFound');
  // A cancelled session is refunded, never sold (a draft or unpublished one still is: its registrants keep their place).
  if (offering.status === 'cancelled') throw new AppError(409, CHECKOUT_MSG.sessionCancelled);
  // A live session that has started can no longer be sold (an imported cart record may point at one).
  if (!opensForRegistration(offering, new Date())) throw new AppError(409, CHECKOUT_MSG.sessionPassed);
  return { row, offering, currency: currencyFor(row.country as RegistrationCountry) };
}

/** The registration's practice address: the billing address until the user types another. */
export function defaultBilling(row: RegistrationRow): Billing {
  return { country: row.country, region: row.information.state };
}

export interface PricingChoices {
  couponCode?: string;
  scannerTrial: boolean;
  billing: Billing;
  at?: Date;
  /** Test only: the control run turns the currency rule off to show the hole it closes (a session priced only in the other currency sold at 0). */
  currencyCheck?: boolean;
}

export interface Priced {
  summary: OrderSummary;
  /** The usable coupon, if one was asked for and can be applied; null when none was asked for. */
  coupon: CouponRecord | null;
  couponStatus: 'applied' | 'invalid' | null;
}

/**
 * The one place the server prices an order: cart, coupon and payment (inside the transaction that
 * writes the order) all come here. A session not priced in the registration's currency is not sold
 * to it (feeIn, issue 50): 409, never an order at 0.
 */
export async function priceOrder(db: NodePgDatabase, ctx: CheckoutContext, choices: PricingChoices): Promise<Priced> {
  const at = choices.at ?? new Date();
  const fee = feeIn(ctx.offering, ctx.currency);
  if (fee === null && choices.currencyCheck !== false) throw new AppError(409, CHECKOUT_MSG.notPricedInCurrency);
  let coupon: CouponRecord | null = null;
  let couponStatus: Priced['couponStatus'] = null;
  if (choices.couponCode) {
    const found = await findCoupon(db, choices.couponCode);
    couponStatus = found && isCouponUsable(found, { currency: ctx.currency, at }) ? 'applied' : 'invalid';
    if (couponStatus === 'applied') coupon = found!;
  }
  const summary = computeOrder({
    courseFeeCents: fee ?? 0,
    currency: ctx.currency,
    coupon,
    scannerTrial: choices.scannerTrial,
    billing: choices.billing,
    at,
    configuredRates: await configuredRates(db),
  });
  return { summary, coupon, couponStatus };
}
