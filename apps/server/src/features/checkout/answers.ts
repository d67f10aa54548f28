import { z } from 'zod';
import { CODE_STATES, TAX_COUNTRIES } from '@portal/domain/checkout/admin-schemas';
import { TAX_CODES } from '@portal/domain/checkout/tax';
import { courseViewSchema, orderSummarySchema } from '@portal/domain/checkout/answers';
import { REGISTRATION_COUNTRIES, TEAM_MEMBER_TYPES } from '@portal/domain/registration/lists';
import { statusSchema } from '@portal/domain/registration/answers';
import { isoInstant, listAnswer, whole } from '@portal/domain/staff/answers';
import type { EventOutcome } from './settle';

/** What the back office's coupon and tax-rate routes answer (admin-routes.ts), as admin-coupons.ts and admin-tax-rates.ts build it. */
const CouponRow = z.object({
  id: z.string(),
  code: z.string(),
  percentOff: whole().nullable(),
  amountOffCents: whole().nullable(),
  currency: z.enum(['USD', 'CAD']).nullable(),
  validFrom: isoInstant().nullable(),
  validUntil: isoInstant().nullable(),
  maxUses: whole().nullable(),
  singleUse: z.boolean(),
  active: z.boolean(),
  timesUsed: whole(),
  usesLeft: whole().nullable(),
  state: z.enum(CODE_STATES),
  createdAt: isoInstant(),
});

export const CouponAnswer = CouponRow.describe('The coupon, `id` being its code');
export const CouponListAnswer = listAnswer(CouponRow, 'One page of coupons, newest first, and how many match');

const TaxRateRow = z.object({
  id: z.string(),
  country: z.enum(TAX_COUNTRIES),
  region: z.string(),
  code: z.enum(TAX_CODES),
  rate: whole().nullable(),
  percent: z.string().nullable(),
});

export const TaxRateAnswer = TaxRateRow.describe("The region's tax as it now stands (`rate` null: no tax)");
export const TaxRateListAnswer = listAnswer(TaxRateRow, 'One page of US states, DC and Puerto Rico with their rates, and how many match');

/** A cart as GET /api/cart/{id} answers it (the document's example). */
const CART_EXAMPLE = {
  id: 'q3Vb8XkR2mTz9LwYp0aF4g',
  registration: {
    firstName: 'Jane', lastName: 'Doe', email: 'jane.doe@example.com', phone: '215-555-0143', practiceName: 'Doe Family Dentistry',
    address: { address1: '1200 Market Street', address2: 'Suite 400', city: 'Philadelphia', state: 'PA', postalCode: '19107', country: 'US' },
    teamMembers: [{ type: 'hygienist', firstName: 'Sam', lastName: 'Lee', email: 'sam.lee@example.com' }],
  },
  course: {
    title: 'Clear-Aligner Fundamentals', courseType: 'live', variant: 'standard', modality: 'in_person',
    startsAt: '2027-03-13T14:00:00.000Z', endsAt: '2027-03-13T22:00:00.000Z', timeZone: 'America/New_York', days: 1,
    venue: 'Pennsylvania Convention Center', address: '1101 Arch Street, Philadelphia, PA 19107', city: 'Philadelphia', state: 'PA', ceHours: 7,
  },
  scannerTrialChosen: true,
  coupon: { code: 'SPRING10', status: 'applied' },
  summary: {
    currency: 'USD', courseFeeCents: 99900, couponCode: 'SPRING10', discountCents: 9990, taxableCents: 89910,
    taxes: [{ code: 'SALES_TAX', rate: 6000, cents: 5395 }], taxCents: 5395, courseTotalCents: 95305,
    scannerTrial: true, scannerTrialCents: 0, orderTotalCents: 95305,
  },
};

/** The checkout's public answers (routes.ts, webhook-routes.ts), as cart-service.ts, payment-service.ts and settle.ts build them. */
const cartRegistration = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  practiceName: z.string(),
  address: z.object({ address1: z.string(), address2: z.string(), city: z.string(), state: z.string(), postalCode: z.string(), country: z.enum(REGISTRATION_COUNTRIES) }),
  teamMembers: z.array(z.object({ type: z.enum(TEAM_MEMBER_TYPES), firstName: z.string(), lastName: z.string(), email: z.string() })),
});

export const CartAnswer = z
  .object({
    id: z.string(),
    registration: cartRegistration,
    course: courseViewSchema,
    scannerTrialChosen: z.boolean().nullable().describe('The scanner-trial choice made at the offer: true (accepted), false (declined), null (never offered).'),
    coupon: z.object({ code: z.string(), status: z.enum(['applied', 'invalid']) }).nullable().describe('The coupon given in the query and whether it applies; null without one.'),
    summary: orderSummarySchema,
  })
  .describe('The registration to review and the order summary the server computed (prices, tax and total).')
  .meta({ examples: [CART_EXAMPLE] });

export const CouponAppliedAnswer = z
  .object({ coupon: z.object({ code: z.string(), status: z.literal('applied') }), summary: orderSummarySchema })
  .describe('The coupon applies: the order summary with its discount (an invalid code is refused with 400).');

export const PaidAnswer = z
  .object({ orderId: z.string(), clinId: z.string().describe('The user ID (ClinID).'), status: statusSchema, step: z.literal('complete') })
  .describe('Paid: the order, the user ID and the record\'s new status (the same answer when the same request is sent again).')
  .meta({ examples: [{ orderId: 'bX8rT2qLm5VzN0cYw3JkHg', clinId: 'CLN-04829137', status: 'confirmation', step: 'complete' }] });

export const NeedsAuthenticationAnswer = z
  .object({ next: z.literal('authenticate'), orderId: z.string(), clientSecret: z.string().describe('For the provider\'s script that runs the bank\'s check.') })
  .describe('The bank asks the cardholder to authenticate (3-D Secure): the browser completes it, then sends the same request again.')
  .meta({ examples: [{ next: 'authenticate', orderId: 'bX8rT2qLm5VzN0cYw3JkHg', clientSecret: 'pi_3PqR8sLkT2_secret_Xy7Zq' }] });

export const PaymentConfigAnswer = z
  .union([z.object({ provider: z.literal('sandbox') }), z.object({ provider: z.literal('stripe'), publishableKey: z.string() })])
  .describe('The payment provider the browser talks to, and its public key when it needs one.');

export const WebhookReceivedAnswer = z
  .object({
    received: z.boolean().describe('Always true (a refused event answers 400).'),
    outcome: z.enum(['applied', 'duplicate', 'no_pending_order', 'ignored'] satisfies EventOutcome[]).describe('What the event did: applied once, a duplicate delivery, no order waiting for it, or a kind the portal ignores.'),
  })
  .describe('The signed event was received (and applied at most once).');
