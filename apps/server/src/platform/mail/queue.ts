import { createRequire } from 'node:module';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgBoss, getConstructionPlans, type JobInsert } from 'pg-boss';
// The statement pg-boss's own send() and insert() run (the queue's defaults joined in SQL). send()
// needs a started instance since pg-boss 11 (its queue cache), and a mail is queued on the
// caller's transaction, not on a pool of pg-boss's: we run that statement there ourselves.
import { COMMON_JOB_TABLE, insertJobs } from 'pg-boss/dist/plans.js';
import type pg from 'pg';
import { jobTraceContext, type JobTraceContext } from '../observability/trace-context';

/**
 * The mail queue: pg-boss (12) in the portal's own database, schema `pgboss_v12`. One job per
 * outbox row ({ outboxId }); the job is inserted in the caller's transaction, so a mail is queued
 * if and only if the data it reports is committed.
 *
 * pg-boss 11 rewrote its schema and cannot migrate pg-boss 10's (schema version 24) in place, so
 * pg-boss 12 lives in a schema of its own and the jobs still waiting in pg-boss 10's (`pgboss`)
 * are moved over (moveLegacyJobs): at the migrations, then every minute while instances of the
 * previous release may still be queueing there (a rolling deploy). docs/deploy.md says when the
 * old schema can be dropped.
 */
export const BOSS_SCHEMA = 'pgboss_v12';
/** pg-boss 10's schema, read only to move its waiting jobs (see moveLegacyJobs). */
export const LEGACY_BOSS_SCHEMA = 'pgboss';
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
 * pg-boss's options for every instance of the portal: the schema, and no spans or metrics of its
 * own (jobs carry the request's trace context themselves: observability/trace-context.ts; pg-boss
 * 12 would otherwise trace every fetch once an SDK is registered, the preload's cost issue 51 measures).
 */
export const BOSS_DEFAULTS = { schema: BOSS_SCHEMA, openTelemetry: { enabled: false } } as const;

/**
 * Creates (or migrates) pg-boss's tables and the mail queue, once, under an advisory lock: several
 * instances starting together on one database wait for each other instead of racing pg-boss's
 * own installer. Runs with the Drizzle migrations (db/migrate.ts), so test databases cloned from
 * the migrated template have it already. Mails left unsent in the outbox before the queue existed
 * get their job when the queue is first created, unless pg-boss 10's schema holds them (its
 * waiting jobs are moved instead: moveLegacyJobs, which runs last).
 */
export async function installMailQueue(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('portal.install-mail-queue'))`);
    const installed = (await client.query(`select to_regclass('${BOSS_SCHEMA}.version') as name`)).rows[0].name;
    if (!installed) {
      await client.query(getConstructionPlans(BOSS_SCHEMA));
    } else {
      const current = Number((await client.query(`select version from ${BOSS_SCHEMA}.version`)).rows[0].version);
      if (current < BOSS_SCHEMA_VERSION) await migrateBossSchema(pool);
    }
    const queue = (await client.query(`select 1 from ${BOSS_SCHEMA}.queue where name = $1`, [MAIL_QUEUE])).rowCount;
    if (!queue) {
      const s = DEFAULT_QUEUE_SETTINGS;
      await client.query(`select ${BOSS_SCHEMA}.create_queue($1, $2)`, [
        MAIL_QUEUE,
        JSON.stringify({ policy: 'standard', retryLimit: s.retryLimit, retryDelay: s.retryDelaySeconds, retryBackoff: s.retryBackoff, expireInSeconds: s.expireInSeconds }),
      ]);
      const legacy = (await client.query(`select to_regclass('${LEGACY_BOSS_SCHEMA}.job') as name`)).rows[0].name;
      const pending = legacy ? { rows: [] } : await client.query(`select id from outbox where sent_at is null and dead_at is null`);
      if (pending.rows.length) await insertJobsOn(client, MAIL_QUEUE, pending.rows.map((r) => ({ data: { outboxId: r.id } })));
    }
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('portal.install-mail-queue'))`).catch(() => {});
    client.release();
  }
}

/** The schema version this pg-boss release installs and runs on. */
const BOSS_SCHEMA_VERSION = Number((createRequire(import.meta.url)('pg-boss/package.json') as { pgboss: { schema: number } }).pgboss.schema);

/**
 * A newer pg-boss 12 release's schema changes (within the major): pg-boss applies them itself on
 * start with `migrate: true`, under its own transaction lock, and builds new indexes afterwards
 * (CONCURRENTLY, from its `bam` table) in the instance that runs the scheduled jobs
 * (platform/jobs/scheduler.ts, also `migrate: true`). Every other instance of ours starts with
 * `migrate: false`, which refuses a schema of another version.
 */
async function migrateBossSchema(pool: pg.Pool): Promise<void> {
  const boss = new PgBoss({ ...BOSS_DEFAULTS, connectionString: pool.options.connectionString, max: 1, migrate: true, supervise: false, schedule: false, registerInstance: false, application_name: 'portal-migrate' });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false });
}

/** Every minute: a mail an instance of the previous release queued during a rolling deploy waits at most that long once its own workers are gone. */
export const LEGACY_JOBS_CRON = '* * * * *';

/** Queues that may still hold waiting jobs in pg-boss 10's schema (the scheduled jobs' ticks are made again by the new cron). */
const LEGACY_MOVED_QUEUES = [MAIL_QUEUE, 'webhook-delivery', 'find-registrations'];

/**
 * Moves the jobs still waiting in pg-boss 10's schema (created, retry, or active past their expiry:
 * their worker stopped) into pg-boss 12's, in one transaction: each is deleted there and inserted
 * here together, so it is worked once, by one side (a pg-boss 10 worker fetches with SKIP LOCKED
 * and never sees a row this transaction holds). Its data and start time are kept; its retry count
 * starts again. Returns how many moved; nothing to do (the usual case) costs one catalog lookup.
 */
export async function moveLegacyJobs(pool: pg.Pool): Promise<number> {
  const present = (await pool.query(`select to_regclass('${LEGACY_BOSS_SCHEMA}.job') as job, to_regclass('${BOSS_SCHEMA}.queue') as queue`)).rows[0];
  if (!present.job || !present.queue) return 0;
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ name: string; data: object | null; start_after: Date; priority: number; singleton_key: string | null }>(
      `delete from ${LEGACY_BOSS_SCHEMA}.job
        where id in (select id from ${LEGACY_BOSS_SCHEMA}.job
                      where name = any($1) and name in (select name from ${BOSS_SCHEMA}.queue)
                        and (state in ('created', 'retry') or (state = 'active' and started_on + expire_in < now()))
                      for update skip locked)
        returning name, data, start_after, priority, singleton_key`,
      [LEGACY_MOVED_QUEUES],
    );
    for (const name of new Set(rows.map((r) => r.name))) {
      const jobs = rows.filter((r) => r.name === name).map((r) => ({ data: r.data ?? undefined, startAfter: r.start_after, priority: r.priority, ...(r.singleton_key ? { singletonKey: r.singleton_key } : {}) }));
      await insertJobsOn(client, name, jobs);
    }
    await client.query('commit');
    return rows.length;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/** The pg connection a Drizzle database or transaction runs on (a pool, or the transaction's client). */
function connectionOf(db: NodePgDatabase): Queryable {
  // Drizzle keeps it on the session; a transaction's session holds the client that runs it.
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client as pg.ClientBase | undefined;
  if (!client || typeof client.query !== 'function') throw new Error('mail queue: no PostgreSQL client behind this Drizzle database');
  return client as never;
}

interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss's insert of jobs into one queue, on `conn`: the queue's retry, expiry and retention
 * settings are joined in SQL from its row. Every queue of the portal keeps its jobs in pg-boss's
 * shared table (none is created with `partition: true`), so the statement names it rather than
 * reading the queue's table first: one statement per queued job, not two (a payment's
 * statements are counted: payment-statements.test). A queue that is not installed is refused by
 * the table's foreign key to pg-boss's queues (deferred: when the transaction commits). Returns
 * the ids of the jobs made.
 */
async function insertJobsOn(conn: Queryable, name: string, jobs: JobInsert[]): Promise<string[]> {
  const sql = insertJobs(BOSS_SCHEMA, { table: COMMON_JOB_TABLE, name, returnId: true });
  const rows = (await conn.query(sql, [JSON.stringify(jobs.map((j) => ({ ...j, startAfter: j.startAfter instanceof Date ? j.startAfter.toISOString() : j.startAfter })))])).rows as { id: string }[];
  return rows.map((r) => r.id);
}

/**
 * Inserts jobs of any installed queue (the webhook deliveries' too) on the connection of `tx`, so
 * they exist if and only if the caller's transaction commits: one mechanism for every queue.
 */
export async function queueJobsInTransaction(tx: NodePgDatabase, jobs: (JobInsert & { name: string })[]): Promise<void> {
  const conn = connectionOf(tx);
  for (const name of new Set(jobs.map((j) => j.name))) {
    await insertJobsOn(conn, name, jobs.filter((j) => j.name === name).map(({ name: _, ...job }) => job));
  }
}

/** Queues the job of one outbox row on the connection of `tx` (call it inside the transaction). */
export async function queueMailJob(tx: NodePgDatabase, outboxId: string): Promise<void> {
  const [id] = await insertJobsOn(connectionOf(tx), MAIL_QUEUE, [{ data: { outboxId, ...jobTraceContext() } satisfies MailJob }]);
  if (!id) throw new Error(`mail queue: the job of ${outboxId} was not created (is the '${MAIL_QUEUE}' queue installed?)`);
}
