import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { receiptNumber, receiptSeries, type ReceiptKind } from '@portal/domain/receipts/receipt';
import { receipts, type ReceiptRow } from '../../db/schema/receipts';

/**
 * How a number is taken. 'at-commit' is a payment receipt's: the row is written under a provisional
 * number and numbered by the deferred trigger `receipts_number_at_commit` (migration 0042) inside
 * the commit, so the series' row is held only there, never across a round trip to this process
 * (at a launch, payments queued on it while their holders' event loops were busy elsewhere:
 * bench:launch's waits). 'counter' is a credit note's, whose number its mail and audit row name in
 * the same transaction: the series' counter row is incremented in the caller's statement and held
 * to commit (and it is the control of the payment's mode). The two others exist only for the
 * concurrency test's control runs, which must be able to see what goes wrong without them:
 * 'outside' takes the number in its own committed statement (a rolled-back payment leaves a gap),
 * 'max' reads max()+1 (concurrent payments read the same value).
 */
export type NumberingMode = 'at-commit' | 'counter' | 'outside' | 'max';

/** Test-only switches of the concurrency tests: the control modes, and pauses around the number. */
export interface NumberingTest {
  mode?: NumberingMode;
  /** Where 'outside' takes its number: a connection of its own. */
  db?: NodePgDatabase;
  /** Runs in the transaction just before the number is taken, or just after (its row held). */
  pause?: { before?: (tx: NodePgDatabase) => Promise<void>; after?: (tx: NodePgDatabase) => Promise<void> };
}

/** A receipt's row before its number: `createdAt` is its issue date (the series' year and the PDF's dates). */
export type UnnumberedReceipt = Omit<typeof receipts.$inferInsert, 'number' | 'createdAt'> & { createdAt: Date };

/**
 * Numbers a receipt and stores it, last before the caller's commit. 'counter': in one statement,
 * the upsert on the series' row takes the number (that row stays locked until the caller's
 * transaction ends, so concurrent refunds take their numbers one after the other, and a rollback
 * undoes the increment: no gaps), and the same statement writes the receipt row with the number
 * set in its frozen document. 'at-commit': the row is written with its series and the trigger does
 * the same at commit; the row returned then carries its provisional number (no caller reads it).
 * The number's format is `receiptNumber`'s (domain), here in SQL.
 */
export async function numberAndStore(tx: NodePgDatabase, kind: ReceiptKind, values: UnnumberedReceipt, test: NumberingTest = {}, product: NumberingMode = 'counter'): Promise<ReceiptRow> {
  const at = values.createdAt;
  const series = receiptSeries(kind, at);
  await test.pause?.before?.(tx);
  const mode = test.mode ?? product;
  let row: ReceiptRow;
  if (mode === 'at-commit') {
    const number = `pending-${values.orderId ?? values.refundId}`;
    await tx.insert(receipts).values({ ...values, number, pendingSeries: series });
    row = { ...values, orderId: values.orderId ?? null, refundId: values.refundId ?? null, number, pendingSeries: series };
  } else if (mode === 'counter') {
    const { rows } = await tx.execute<{ number: string }>(sql`
      with taken as (
        insert into receipt_counters (series, last_value) values (${series}, 1)
        on conflict (series) do update set last_value = receipt_counters.last_value + 1
        returning ${series} || '-' || lpad(last_value::text, greatest(6, length(last_value::text)), '0') as number)
      insert into receipts (number, kind, order_id, refund_id, registration_id, locale, document, created_at)
      select taken.number, ${kind}::text, ${values.orderId ?? null}::text, ${values.refundId ?? null}::text, ${values.registrationId}::text, ${values.locale}::text,
        jsonb_set(${JSON.stringify(values.document)}::jsonb, '{number}', to_jsonb(taken.number)), ${at.toISOString()}::timestamptz
      from taken
      returning number`);
    const number = rows[0].number;
    row = { ...values, orderId: values.orderId ?? null, refundId: values.refundId ?? null, number, document: { ...values.document, number }, pendingSeries: null };
  } else {
    const number = await controlNumber(tx, series, mode, test.db);
    [row] = await tx.insert(receipts).values({ ...values, number, document: { ...values.document, number } }).returning();
  }
  await test.pause?.after?.(tx);
  return row;
}

/** The control runs' numbers: max()+1, or the counter incremented outside the transaction. */
async function controlNumber(tx: NodePgDatabase, series: string, mode: 'outside' | 'max', db?: NodePgDatabase): Promise<string> {
  if (mode === 'max') {
    const { rows } = await tx.execute<{ n: number }>(
      sql`select coalesce(max(substring(number from length(${series}) + 2)::int), 0) + 1 as n from receipts where number like ${series + '-%'}`,
    );
    return receiptNumber(series, Number(rows[0].n));
  }
  const { rows } = await (db ?? tx).execute<{ last_value: number }>(sql`
    insert into receipt_counters (series, last_value) values (${series}, 1)
    on conflict (series) do update set last_value = receipt_counters.last_value + 1
    returning last_value`);
  return receiptNumber(series, Number(rows[0].last_value));
}
