import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale } from '@portal/domain/locale/locales';
import type { ReceiptDocument, ReceiptKind } from '@portal/domain/receipts/receipt';
import { orders, refunds } from './checkout';
import { registrations } from './registration';

/**
 * One row per receipt series ('R-2026', 'CN-2026'): `last_value` is the last number issued. It is
 * incremented with an upsert ... returning inside the transaction that records the payment or the
 * refund, so concurrent payments wait on this row and a rolled-back payment gives its number back.
 */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    series: text('series').primaryKey(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [check('receipt_counters_value_check', sql`${t.lastValue} > 0`)],
);

/**
 * The receipts issued: a payment receipt per paid order, a credit note per refund. `document`
 * holds every fact the PDF shows, frozen at issue (amounts, lines, the company's details), so the
 * PDF is the same whenever it is drawn again.
 */
export const receipts = pgTable(
  'receipts',
  {
    number: text('number').primaryKey(),
    kind: text('kind').$type<ReceiptKind>().notNull(),
    orderId: text('order_id').unique().references(() => orders.id),
    refundId: text('refund_id').unique().references(() => refunds.id),
    registrationId: text('registration_id').notNull().references(() => registrations.id),
    locale: text('locale').$type<Locale>().notNull(),
    document: jsonb('document').$type<ReceiptDocument>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A payment receipt's series while its transaction is open ('R-2026'): it is written under a
     * provisional number and numbered at commit, by the deferred trigger `receipts_number_at_commit`
     * (migration 0042, receipts/numbering.ts), which then clears this. Null on every committed row.
     */
    pendingSeries: text('pending_series'),
  },
  (t) => [
    index('receipts_registration_idx').on(t.registrationId),
    check('receipts_source_check', sql`(${t.kind} = 'payment' and ${t.orderId} is not null and ${t.refundId} is null) or (${t.kind} = 'refund' and ${t.refundId} is not null)`),
  ],
);
export type ReceiptRow = typeof receipts.$inferSelect;
