import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Currency, PaymentResult, RefundRequest, RefundResult } from '../../platform/payments/provider';

/**
 * The sandbox payment provider's own books (what a real provider keeps on its side): card tokens
 * (brand, last 4, expiry and the test outcome, never the number or the CVV), payment intents,
 * executions by idempotency key, charges and refunds. In PostgreSQL, so that a token made through
 * one server instance can be charged through another, and a retried request on any instance
 * gets the first answer. Tokens, intents and executions older than a day are pruned; charges
 * and refunds stay, as a provider's ledger does.
 */
export const sandboxTokens = pgTable('sandbox_tokens', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  outcome: text('outcome').$type<'success' | 'declined' | 'insufficient_funds' | 'authenticate'>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [index('sandbox_tokens_created_idx').on(t.createdAt)]);

/**
 * A payment intent and where it stands: `requires_action` while the cardholder authenticates
 * (the browser holds its client secret), then `succeeded` (with its charge) or `failed`.
 */
export const sandboxIntents = pgTable('sandbox_intents', {
  id: text('id').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  reference: text('reference').notNull(),
  status: text('status').$type<'created' | 'requires_action' | 'succeeded' | 'failed'>().notNull().default('created'),
  clientSecret: text('client_secret'),
  token: text('token'),
  chargeId: text('charge_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [index('sandbox_intents_reference_idx').on(t.reference), index('sandbox_intents_created_idx').on(t.createdAt)]);

export const sandboxExecutions = pgTable('sandbox_executions', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  intentAmountCents: integer('intent_amount_cents').notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  token: text('token').notNull(),
  result: jsonb('result').$type<PaymentResult>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [index('sandbox_executions_created_idx').on(t.createdAt)]);

export const sandboxCharges = pgTable('sandbox_charges', {
  id: text('id').primaryKey(),
  intentId: text('intent_id').notNull(),
  /** The merchant's reference of the intent (our registration id). */
  reference: text('reference').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [index('sandbox_charges_reference_idx').on(t.reference)]);

export const sandboxRefunds = pgTable('sandbox_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  request: jsonb('request').$type<RefundRequest>().notNull(),
  result: jsonb('result').$type<RefundResult>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
