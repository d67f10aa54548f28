import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BillingAddress } from '@portal/domain/checkout/schema';
import type { TaxCode, TaxLine } from '@portal/domain/checkout/tax';
import { offerings } from './offerings';
import { registrations } from './registration';

type Currency = 'USD' | 'CAD';

/**
 * Coupon codes, stored upper-case. A code takes off a whole percent or an amount in one currency.
 * Uses are claimed at payment with a conditional update (single-use: once; else up to max_uses);
 * the checks are a second line of defence.
 */
export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    currency: text('currency').$type<Currency>(),
    singleUse: boolean('single_use').notNull().default(false),
    maxUses: integer('max_uses'),
    timesUsed: integer('times_used').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupons_kind_check', sql`(${t.percentOff} is null) <> (${t.amountOffCents} is null)`),
    check('coupons_percent_check', sql`${t.percentOff} is null or (${t.percentOff} between 1 and 100)`),
    check('coupons_amount_check', sql`${t.amountOffCents} is null or (${t.amountOffCents} > 0 and ${t.currency} is not null)`),
    check('coupons_uses_check', sql`${t.timesUsed} >= 0 and (${t.maxUses} is null or ${t.timesUsed} <= ${t.maxUses})`),
  ],
);
export type CouponRow = typeof coupons.$inferSelect;

/**
 * Sales tax of US states and Puerto Rico (IVU), set by operations: whether a training course is
 * taxable depends on the state, so a region without a row pays none. Canadian rates are law and
 * live in the domain (packages/domain/src/checkout/tax.ts). Rate in thousandths of a percent.
 */
export const salesTaxRates = pgTable(
  'sales_tax_rates',
  {
    country: text('country').notNull(),
    region: text('region').notNull(),
    code: text('code').$type<TaxCode>().notNull(),
    rate: integer('rate').notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.region, t.code] }), check('sales_tax_rates_rate_check', sql`${t.rate} between 0 and 100000`)],
);

/**
 * Every payment attempt that reached the payment provider, paid or declined, keyed by the
 * browser's idempotency key: a retried or doubled request finds the first result here.
 * Card data is limited to what the provider returns: brand and last 4 digits.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    registrationId: text('registration_id').notNull().references(() => registrations.id),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** SHA-256 of the request the key was first used with: a key belongs to one request body. */
    requestHash: text('request_hash'),
    /**
     * `purchase`: the registration's checkout; `move_difference`: the difference a dearer move
     * paid first (issue 50), for the move named by `move_id`. Only one purchase is ever paid.
     */
    kind: text('kind').$type<'purchase' | 'move_difference'>().notNull().default('purchase'),
    /** The session the order paid for (null on rows older than issue 50): the audit reads whether money followed the seat. */
    offeringId: text('offering_id').references(() => offerings.id),
    moveId: text('move_id'),
    /** `pending` while the cardholder authenticates with their bank (3-D Secure); then paid or declined. */
    status: text('status').$type<'paid' | 'declined' | 'pending'>().notNull(),
    declineReason: text('decline_reason'),
    currency: text('currency').$type<Currency>().notNull(),
    courseFeeCents: integer('course_fee_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    taxes: jsonb('taxes').$type<TaxLine[]>().notNull(),
    courseTotalCents: integer('course_total_cents').notNull(),
    scannerTrial: boolean('scanner_trial').notNull(),
    scannerTrialCents: integer('scanner_trial_cents').notNull(),
    orderTotalCents: integer('order_total_cents').notNull(),
    couponCode: text('coupon_code'),
    billing: jsonb('billing').$type<BillingAddress>().notNull(),
    termsVersion: text('terms_version').notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One successful purchase per registration, whatever happens above; one paid difference per move.
    uniqueIndex('orders_paid_registration_idx').on(t.registrationId).where(sql`${t.status} = 'paid' and ${t.kind} = 'purchase'`),
    uniqueIndex('orders_paid_move_idx').on(t.moveId).where(sql`${t.status} = 'paid' and ${t.kind} = 'move_difference'`),
    index('orders_registration_idx').on(t.registrationId),
    index('orders_provider_reference_idx').on(t.providerReference),
    check('orders_last4_check', sql`${t.cardLast4} is null or ${t.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/**
 * Refunds of a paid order, full or partial, made by staff through the payment provider. The
 * idempotency key makes a repeated click or retried request refund once; the order's row lock
 * keeps the refunds of one order from ever exceeding what was paid.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull().references(() => orders.id),
    registrationId: text('registration_id').notNull().references(() => registrations.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    reason: text('reason').notNull().default(''),
    /** The move whose cheaper price this refund settled (issue 50); null for a staff refund or a cancellation. */
    moveId: text('move_id'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refunds_order_idx').on(t.orderId), check('refunds_amount_check', sql`${t.amountCents} > 0`)],
);
export type RefundRow = typeof refunds.$inferSelect;

/**
 * Webhook events already applied, by provider and event id: a provider retries a delivery until
 * it is acknowledged and may send one event twice, or to two instances at once; the insert of
 * this row, in the transaction that applies the event, lets exactly one of them act.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    kind: text('kind').notNull(),
    providerReference: text('provider_reference'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
