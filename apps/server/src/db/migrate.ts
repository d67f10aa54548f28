import { readFileSync } from 'node:fs';
import { MIGRATIONS_DIR } from '../paths';
import type pg from 'pg';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { installMailQueue, moveLegacyJobs } from '../platform/mail/queue';
import { installWebhookQueue } from '../features/webhooks/queue';
import { installFindQueue } from '../features/my-registration/find-queue';
import type { Database } from './client';

export { MIGRATIONS_DIR } from '../paths';

/** The session lock held while an instance migrates and sets itself up (any constant; the portal uses no other with this key). */
const STARTUP_LOCK = 727_000_001;

/**
 * Runs `work` while holding the startup lock, so instances starting at once set up one after the
 * other: the migrations, the demo seed and the job queues' creation are not safe to run side by
 * side (two pg-boss queue creations deadlock, and the loser's start failed).
 */
export async function withStartupLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  const client = await db.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * Applies the drizzle-kit SQL migrations that have not run yet, then installs (or migrates)
 * pg-boss's own tables, the mail queue, the webhook deliveries' queue and "Find my registrations"' queue. Call it inside
 * withStartupLock (runMigrations does): the first instance migrates, the others then find nothing
 * left to do. Each migration is additive for one release, so the old code keeps running beside
 * the new during a rolling deploy (docs/deploy.md).
 */
export async function applyMigrations(db: Database, options: { moveLegacyJobs?: boolean } = {}): Promise<void> {
  await migrate(db.orm, { migrationsFolder: MIGRATIONS_DIR });
  await installMailQueue(db.pool);
  await installWebhookQueue(db.pool);
  await installFindQueue(db.pool);
  // Last, once every queue exists: the jobs still waiting in pg-boss 10's schema (the upgrade to
  // pg-boss 12). Tests only: false is the control run (those jobs stay where no worker looks).
  if (options.moveLegacyJobs !== false) await moveLegacyJobs(db.pool);
}

/** The migrations under the startup lock (commands, tests). */
export const runMigrations = (db: Database, options: { moveLegacyJobs?: boolean } = {}) => withStartupLock(db, () => applyMigrations(db, options));

/** The migrations this code knows (drizzle-kit's journal), each by the time drizzle records when applying it. */
function knownMigrations(): number[] {
  const journal = JSON.parse(readFileSync(`${MIGRATIONS_DIR}/meta/_journal.json`, 'utf8')) as { entries: { when: number }[] };
  return journal.entries.map((e) => e.when);
}

/** How many of this code's migrations the database has not applied (0 = up to date). */
export async function pendingMigrations(pool: pg.Pool): Promise<number> {
  const res = await pool
    .query<{ last: string | null }>('select max(created_at)::text as last from drizzle.__drizzle_migrations')
    .catch((err: { code?: string }) => {
      if (err.code === '42P01' || err.code === '3F000') return { rows: [{ last: null }] }; // never migrated
      throw err;
    });
  const last = Number(res.rows[0]?.last ?? 0);
  return knownMigrations().filter((when) => when > last).length;
}
