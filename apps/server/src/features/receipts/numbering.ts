import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { receiptNumber, receiptSeries, type ReceiptKind } from '@portal/domain/receipts/receipt';

/**
 * How a number is taken. 'counter' is the product's: the series' counter row is incremented in the
 * caller's transaction. The two others exist only for the concurrency test's control runs, which
 * must be able to see what goes wrong without it: 'outside' takes the number in its own committed
 * statement (a rolled-back payment leaves a gap), 'max' reads max()+1 (concurrent payments read
 * the same value).
 */
export type NumberingMode = 'counter' | 'outside' | 'max';

/**
 * The next number of the kind's series for this year. Inside the payment's or refund's
 * transaction the upsert locks the series' row until commit: concurrent payments take their
 * numbers one after the other, and a rollback undoes the increment, so numbers have no gaps.
 */
export async function nextReceiptNumber(
  tx: NodePgDatabase,
  kind: ReceiptKind,
  at: Date,
  opts: { mode?: NumberingMode; db?: NodePgDatabase } = {},
): Promise<string> {
  const series = receiptSeries(kind, at);
  const mode = opts.mode ?? 'counter';
  if (mode === 'max') {
    const { rows } = await tx.execute<{ n: number }>(
      sql`select coalesce(max(substring(number from length(${series}) + 2)::int), 0) + 1 as n from receipts where number like ${series + '-%'}`,
    );
    return receiptNumber(series, Number(rows[0].n));
  }
  const runner = mode === 'outside' ? (opts.db ?? tx) : tx;
  const { rows } = await runner.execute<{ last_value: number }>(sql`
    insert into receipt_counters (series, last_value) values (${series}, 1)
    on conflict (series) do update set last_value = receipt_counters.last_value + 1
    returning last_value`);
  return receiptNumber(series, Number(rows[0].last_value));
}
