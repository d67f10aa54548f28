import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { CartQuery, CouponRequest } from '@portal/domain/checkout/schema';
import { CHECKOUT_MSG } from '@portal/domain/checkout/messages';
import type { CartView, CouponApplied } from '@portal/domain/checkout/views';
import { AppError } from '@portal/domain/errors/app-error';
import type { Locale } from '@portal/domain/locale/locales';
import type { Billing } from '@portal/domain/checkout/tax';
import { findGoDigitalChoice } from '../scanner-trial/store';
import { courseView } from './course-view';
import { defaultBilling, loadCheckout, priceOrder, type CheckoutContext } from './pricing';
import { teamMembersOf } from './store';

type SummaryChoices = Pick<CartQuery, 'scannerTrial' | 'billingCountry' | 'billingState'>;

function billingFrom(ctx: CheckoutContext, q: SummaryChoices): Billing {
  return q.billingCountry ? { country: q.billingCountry, region: q.billingState ?? '' } : defaultBilling(ctx.row);
}

/** GET /api/cart/{id}: the registration to review and the server's price for the current choices. */
export async function getCart(db: NodePgDatabase, id: string, query: CartQuery, locale: Locale): Promise<CartView> {
  const ctx = await loadCheckout(db, id);
  const [team, choice] = await Promise.all([teamMembersOf(db, id), findGoDigitalChoice(db, id)]);
  const chosen = choice?.addedToCart ?? null;
  const priced = await priceOrder(db, ctx, {
    couponCode: query.coupon || undefined,
    scannerTrial: query.scannerTrial ?? chosen === true,
    billing: billingFrom(ctx, query),
  });
  const info = ctx.row.information;
  return {
    id: ctx.row.id,
    registration: {
      firstName: ctx.row.firstName,
      lastName: ctx.row.lastName,
      email: ctx.row.email,
      phone: info.phone,
      practiceName: info.practiceName,
      address: { address1: info.address1, address2: info.address2, city: info.city, state: info.state, postalCode: info.postalCode, country: info.country },
      teamMembers: team,
    },
    course: courseView(ctx.offering, locale),
    scannerTrialChosen: chosen,
    coupon: query.coupon && priced.couponStatus ? { code: query.coupon, status: priced.couponStatus } : null,
    summary: priced.summary,
  };
}

/** POST /api/coupon/: 'Invalid coupon code' whatever the reason, so codes cannot be probed. */
export async function applyCoupon(db: NodePgDatabase, req: CouponRequest): Promise<CouponApplied> {
  const ctx = await loadCheckout(db, req.registrationId);
  const choice = req.scannerTrial === undefined ? await findGoDigitalChoice(db, req.registrationId) : undefined;
  const priced = await priceOrder(db, ctx, {
    couponCode: req.code,
    scannerTrial: req.scannerTrial ?? choice?.addedToCart === true,
    billing: billingFrom(ctx, req),
  });
  if (priced.couponStatus !== 'applied') throw new AppError(400, CHECKOUT_MSG.invalidCoupon);
  return { coupon: { code: req.code, status: 'applied' }, summary: priced.summary };
}
