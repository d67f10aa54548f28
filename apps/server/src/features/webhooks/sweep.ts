import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { queueDeliveries } from './queue';

/** A pending delivery this late past its time has lost its job (or its instance stopped mid-way). */
const OVERDUE_MINUTES = 10;
export const WEBHOOK_SWEEP_CRON = '*/10 * * * *';

/**
 * Queues a new job for each pending delivery well past its time and not claimed: a job that pg-boss
 * gave up on after a database error, for example. A job that was only late finds the row claimed
 * or done and does nothing (deliver.ts), so this can never make a second send.
 */
export async function sweepOverdueDeliveries(db: NodePgDatabase): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`
      select id from webhook_deliveries
      where status = 'pending'
        and coalesce(next_attempt_at, created_at) < now() - make_interval(mins => ${OVERDUE_MINUTES})
        and (claimed_until is null or claimed_until < now())
      order by coalesce(next_attempt_at, created_at)
      limit 500
      for update skip locked`);
    await queueDeliveries(tx, rows.map((r) => r.id));
    return rows.length;
  });
}
