import { afterEach, describe, expect, it } from 'vitest';
import PgBoss10 from 'pg-boss-10';
import type pg from 'pg';
import { connect, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { enqueueMail, type MailMessage } from '../src/platform/mail/outbox';
import { LEGACY_BOSS_SCHEMA, moveLegacyJobs } from '../src/platform/mail/queue';
import { until } from './helpers/locks';
import { deliveryReport, testSmtp } from './helpers/smtp';
import { createTestAppOn, createTestDatabase } from './helpers/test-app';

/**
 * The upgrade from pg-boss 10 to 12 (issue 51) on a database that already has mail queued: pg-boss
 * 12 cannot migrate pg-boss 10's schema, so it installs its own and the migrations move the
 * waiting jobs over (platform/mail/queue.ts, moveLegacyJobs). pg-boss 10 itself (the `pg-boss-10`
 * alias, a dev dependency used only here) installs the old schema and queues the old jobs.
 */
const FAST = { MAIL_FROM: 'Portal Tests <portal@example.org>', MAIL_POLL_SECONDS: '0.5', MAIL_RETRY_DELAY_SECONDS: '1' };

const opened: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (opened.length) await opened.pop()!();
});

let n = 0;
const message = (): MailMessage => ({ to: `upgrade.${++n}@example.com`, subject: `Queued before the upgrade ${n}`, text: `Plain ${n}` });

/** pg-boss 10's sender as the previous release used it: never started, running its SQL on the connection given. */
const oldSender = (conn: { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> }) =>
  new PgBoss10({ schema: LEGACY_BOSS_SCHEMA, db: { executeSql: (text: string, values?: unknown[]) => conn.query(text, values) as Promise<{ rows: unknown[] }> } });

/**
 * A database as the previous release left it: the portal's tables, pg-boss 10's schema with its
 * mail queue, and `count` mails in the outbox whose jobs wait in pg-boss 10's queue (no pg-boss 12).
 */
async function databaseBeforeTheUpgrade(count: number): Promise<{ url: string; db: Database; ids: string[]; subjects: string[] }> {
  const database = await createTestDatabase();
  const db = connect(database.url, 4);
  opened.push(async () => { await db.close(); await database.drop(); });
  const messages = Array.from({ length: count }, message);
  // The outbox rows as the feature writes them (their pg-boss 12 jobs go with the schema below).
  const ids: string[] = [];
  for (const m of messages) ids.push(await enqueueMail(db.orm, m));
  await db.pool.query('drop schema pgboss_v12 cascade');
  await db.pool.query(PgBoss10.getConstructionPlans(LEGACY_BOSS_SCHEMA));
  await db.pool.query(`select ${LEGACY_BOSS_SCHEMA}.create_queue('mail', $1)`, [JSON.stringify({ policy: 'standard', retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 })]);
  const old = oldSender(db.pool);
  for (const outboxId of ids) expect(await old.send('mail', { outboxId })).toBeTruthy();
  return { url: database.url, db, ids, subjects: messages.map((m) => m.subject) };
}

const legacyJobs = async (pool: pg.Pool) => (await pool.query(`select state from ${LEGACY_BOSS_SCHEMA}.job where name = 'mail'`)).rows.map((r) => r.state as string);
const newJobs = async (pool: pg.Pool, outboxId: string) =>
  (await pool.query(`select state from pgboss_v12.job where name = 'mail' and data->>'outboxId' = $1`, [outboxId])).rows.map((r) => r.state as string);

describe('pg-boss 10 to 12 on a database with mail queued', () => {
  it('migrates, and a mail queued before the upgrade is sent once; one queued by an old instance during the deploy too', async () => {
    const before = await databaseBeforeTheUpgrade(3);
    expect(await legacyJobs(before.db.pool)).toEqual(['created', 'created', 'created']);

    await runMigrations(before.db);
    expect(await legacyJobs(before.db.pool)).toEqual([]);
    for (const id of before.ids) expect(await newJobs(before.db.pool, id)).toEqual(['created']);

    const smtp = await testSmtp();
    opened.push(() => smtp.stop());
    const t = await createTestAppOn(before.url, { ...FAST, SMTP_URL: smtp.url });
    opened.push(() => t.close());
    await until(async () => smtp.received.length === 3, 15_000);
    for (const id of before.ids) await until(async () => (await newJobs(before.db.pool, id))[0] === 'completed', 10_000);
    const rows = (await before.db.pool.query('select attempts, sent_at from outbox where id = any($1)', [before.ids])).rows;
    expect(rows.every((r) => r.attempts === 1 && r.sent_at !== null)).toBe(true);

    // An instance of the previous release, still up during a rolling deploy, queues a mail in the
    // old schema (its outbox row and pg-boss 10 job in one transaction, as that release did): the every-minute scheduled move (called here) hands it to pg-boss 12's worker.
    const late = message();
    const lateId = await before.db.orm.transaction(async (tx) => {
      const id = await enqueueMail(tx, late);
      const conn = (tx as unknown as { session: { client: pg.PoolClient } }).session.client;
      await conn.query(`delete from pgboss_v12.job where data->>'outboxId' = $1`, [id]);
      await oldSender(conn).send('mail', { outboxId: id });
      return id;
    });
    expect(await legacyJobs(before.db.pool)).toEqual(['created']);
    expect(await moveLegacyJobs(before.db.pool)).toBe(1);
    await until(async () => (await newJobs(before.db.pool, lateId))[0] === 'completed', 15_000);

    // Nothing left anywhere that could send one again: every job completed, none waiting in either schema.
    expect(await moveLegacyJobs(before.db.pool)).toBe(0);
    expect(await legacyJobs(before.db.pool)).toEqual([]);
    expect(deliveryReport([...before.subjects, late.subject], smtp.received)).toEqual({ missing: [], duplicates: [], arrived: 4 });
  });

  it('control: without the move, the mail queued before the upgrade has no job pg-boss 12 works (it would never be sent)', async () => {
    const before = await databaseBeforeTheUpgrade(1);
    await runMigrations(before.db, { moveLegacyJobs: false });
    expect(await newJobs(before.db.pool, before.ids[0])).toEqual([]);
    expect(await legacyJobs(before.db.pool)).toEqual(['created']);
    // The same database, moved: the job is there.
    expect(await moveLegacyJobs(before.db.pool)).toBe(1);
    expect(await newJobs(before.db.pool, before.ids[0])).toEqual(['created']);
  });
});
