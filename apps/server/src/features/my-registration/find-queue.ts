import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { BOSS_SCHEMA, queueJobsInTransaction } from '../../platform/mail/queue';

/**
 * "Find my registrations" works in the background (issue 50 item 5): the route only queues a job
 * with the address, the same work whatever the address, so its answer takes the same time for an
 * address that registered and one that did not; the job (find-worker.ts) looks the address up and
 * mails the links. pg-boss in the portal's database, like the mail and webhook queues.
 */
export const FIND_QUEUE = 'find-registrations';

export interface FindJob {
  email: string;
}

/** Creates the queue once (after the mail queue installed pg-boss), under an advisory lock. */
export async function installFindQueue(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('portal.install-find-queue'))`);
    const exists = (await client.query(`select 1 from ${BOSS_SCHEMA}.queue where name = $1`, [FIND_QUEUE])).rowCount;
    if (!exists) {
      await client.query(`select ${BOSS_SCHEMA}.create_queue($1, $2)`, [
        FIND_QUEUE,
        JSON.stringify({ policy: 'standard', retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 60 }),
      ]);
    }
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('portal.install-find-queue'))`).catch(() => {});
    client.release();
  }
}

/** Queues the look-up of one address in the transaction `tx`. */
export async function queueFind(tx: NodePgDatabase, email: string): Promise<void> {
  await queueJobsInTransaction(tx, [{ name: FIND_QUEUE, data: { email } satisfies FindJob }]);
}
