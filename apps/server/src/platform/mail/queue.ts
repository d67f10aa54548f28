import { createRequire } from 'node:module';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { jobTraceContext, type JobTraceContext } from '../observability/trace-context';

/**
 * The mail queue: pg-boss (10) in the portal's own database, schema `pgboss`. One job per outbox
 * row ({ outboxId }); the job is inserted in the caller's transaction through pg-boss's `db`
 * option, so a mail is queued if and only if the data it reports is committed.
 */
export const BOSS_SCHEMA = 'pgboss';
export const MAIL_QUEUE = 'mail';

export interface MailJob extends JobTraceContext {
  outboxId: string;
}

/** Queue settings (retries with exponential backoff); the worker applies them when it starts. */
export interface MailQueueSettings {
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  expireInSeconds: number;
}

export const DEFAULT_QUEUE_SETTINGS: MailQueueSettings = { retryLimit: 10, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 300 };

/**
 * Creates (or migrates) pg-boss's tables and the mail queue, once, under an advisory lock: several
 * instances starting together on one database wait for each other instead of racing pg-boss's
 * own installer. Runs with the Drizzle migrations (db/migrate.ts), so test databases cloned from
 * the migrated template have it already. Mails left unsent in the outbox before the queue existed
 * get their job when the queue is first created.
 */
export async function installMailQueue(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('portal.install-mail-queue'))`);
    const db = { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
    const installed = (await client.query(`select to_regclass('${BOSS_SCHEMA}.version') as name`)).rows[0].name;
    if (!installed) {
      await client.query(PgBoss.getConstructionPlans(BOSS_SCHEMA));
    } else {
      const { rows } = await client.query(`select version from ${BOSS_SCHEMA}.version`);
      const current = Number(rows[0].version);
      const wanted = Number(createRequire(import.meta.url)('pg-boss/version.json').schema);
      if (current < wanted) await client.query(PgBoss.getMigrationPlans(BOSS_SCHEMA, String(current)));
    }
    const queue = (await client.query(`select 1 from ${BOSS_SCHEMA}.queue where name = $1`, [MAIL_QUEUE])).rowCount;
    if (!queue) {
      const s = DEFAULT_QUEUE_SETTINGS;
      await client.query(`select ${BOSS_SCHEMA}.create_queue($1, $2)`, [
        MAIL_QUEUE,
        JSON.stringify({ policy: 'standard', retryLimit: s.retryLimit, retryDelay: s.retryDelaySeconds, retryBackoff: s.retryBackoff, expireInSeconds: s.expireInSeconds }),
      ]);
      const pending = await client.query(`select id from outbox where sent_at is null and dead_at is null`);
      if (pending.rows.length) await sender.insert(pending.rows.map((r) => ({ name: MAIL_QUEUE, data: { outboxId: r.id } })), { db });
    }
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('portal.install-mail-queue'))`).catch(() => {});
    client.release();
  }
}

/**
 * Never started: it only builds pg-boss's SQL, which runs on the connection passed as `db` (the
 * caller's transaction). It holds no state, so every instance and every app in a process share it.
 */
const sender = new PgBoss({
  schema: BOSS_SCHEMA,
  db: {
    executeSql: () => {
      throw new Error('the mail queue sender needs a db option (the transaction)');
    },
  },
});

/** The pg connection a Drizzle database or transaction runs on (a pool, or the transaction's client). */
function connectionOf(db: NodePgDatabase): { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } {
  // Drizzle keeps it on the session; a transaction's session holds the client that runs it.
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client as pg.ClientBase | undefined;
  if (!client || typeof client.query !== 'function') throw new Error('mail queue: no PostgreSQL client behind this Drizzle database');
  return client as never;
}

/**
 * Inserts jobs of any installed queue (the webhook deliveries' too) on the connection of `tx`, so
 * they exist if and only if the caller's transaction commits: one mechanism for every queue.
 */
export async function queueJobsInTransaction(tx: NodePgDatabase, jobs: PgBoss.JobInsert[]): Promise<void> {
  const conn = connectionOf(tx);
  await sender.insert(jobs, { db: { executeSql: (text, values) => conn.query(text, values) as Promise<{ rows: unknown[] }> } });
}

/** Queues the job of one outbox row on the connection of `tx` (call it inside the transaction). */
export async function queueMailJob(tx: NodePgDatabase, outboxId: string): Promise<void> {
  const conn = connectionOf(tx);
  const id = await sender.send(MAIL_QUEUE, { outboxId, ...jobTraceContext() } satisfies MailJob, { db: { executeSql: (text, values) => conn.query(text, values) as Promise<{ rows: unknown[] }> } });
  if (!id) throw new Error(`mail queue: the job of ${outboxId} was not created (is the '${MAIL_QUEUE}' queue installed?)`);
}
