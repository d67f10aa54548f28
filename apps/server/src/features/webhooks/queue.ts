import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { BOSS_SCHEMA, queueJobsInTransaction } from '../../platform/mail/queue';
import { jobTraceContext, type JobTraceContext } from '../../platform/observability/trace-context';

/**
 * The webhook deliveries' queue: pg-boss in the portal's database, like the mail queue (one
 * mechanism): one job per delivery attempt ({ deliveryId }), inserted in the caller's transaction.
 * The same transaction sends a NOTIFY, which PostgreSQL delivers only at commit: the workers wake
 * at once instead of waiting for their next poll (the poll still finds retries when they fall due).
 */
export const WEBHOOK_QUEUE = 'webhook-delivery';
export const WEBHOOK_CHANNEL = 'portal_webhooks';

export interface WebhookJob extends JobTraceContext {
  deliveryId: string;
}

/** A crashed worker's job comes back after this long (pg-boss expiry), longer than any send. */
export const WEBHOOK_JOB_EXPIRE_SECONDS = 60;

/** Creates the queue once (after the mail queue installed pg-boss, under the same advisory lock idea). */
export async function installWebhookQueue(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('portal.install-webhook-queue'))`);
    const exists = (await client.query(`select 1 from ${BOSS_SCHEMA}.queue where name = $1`, [WEBHOOK_QUEUE])).rowCount;
    if (!exists) {
      // pg-boss's own retries only cover a worker that crashed or a database error: HTTP failures
      // are scheduled by the delivery itself (backoff up to WEBHOOK_RETRY_HOURS).
      await client.query(`select ${BOSS_SCHEMA}.create_queue($1, $2)`, [
        WEBHOOK_QUEUE,
        JSON.stringify({ policy: 'standard', retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: WEBHOOK_JOB_EXPIRE_SECONDS }),
      ]);
    }
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('portal.install-webhook-queue'))`).catch(() => {});
    client.release();
  }
}

/** Queues one attempt of each delivery (at `startAfter`, or now) in the transaction `tx`. */
export async function queueDeliveries(tx: NodePgDatabase, deliveryIds: string[], startAfter?: Date): Promise<void> {
  if (deliveryIds.length === 0) return;
  await queueJobsInTransaction(
    tx,
    deliveryIds.map((deliveryId) => ({ name: WEBHOOK_QUEUE, data: { deliveryId, ...jobTraceContext() } satisfies WebhookJob, ...(startAfter ? { startAfter } : {}) })),
  );
  if (!startAfter) await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
}
