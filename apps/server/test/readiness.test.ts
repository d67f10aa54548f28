import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/client';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { MIGRATIONS_DIR, pendingMigrations, runMigrations } from '../src/db/migrate';
import { createTestApp, createTestAppOn, createTestDatabase, type TestApp } from './helpers/test-app';

/**
 * /readyz tells the load balancer whether to send an instance traffic: every check named, 503
 * while starting, draining, behind on migrations, off the database or with a worker stopped.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const readyz = async (app = t) => {
  const res = await app.call({ method: 'GET', url: '/readyz' });
  return { status: res.statusCode, body: res.json() as { status: string; checks: Record<string, string> }, headers: res.headers };
};

describe('readiness', () => {
  it('is ready with every check named', async () => {
    await expect.poll(async () => (await readyz()).status, { timeout: 10_000 }).toBe(200);
    const { body, headers } = await readyz();
    expect(body).toEqual({ status: 'ready', checks: { instance: 'ready', database: 'ok', migrations: 'ok', findWorker: 'ok', webhookWorker: 'ok' } });
    expect(headers['cache-control']).toBe('no-store');
  });

  it('is not ready while draining, and asks direct clients to close their connection', async () => {
    t.app.lifecycle.state = 'draining';
    try {
      const { status, body, headers } = await readyz();
      expect(status).toBe(503);
      expect(body.checks.instance).toBe('draining');
      expect(headers.connection).toBe('close');
      // It still serves what reaches it meanwhile.
      expect((await t.call({ method: 'GET', url: '/api/events/' })).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.state = 'ready';
    }
  });

  it('is not ready while a worker is stopped', async () => {
    t.app.lifecycle.workers.set('probeWorker', () => false);
    try {
      const { status, body } = await readyz();
      expect(status).toBe(503);
      expect(body.checks.probeWorker).toBe('stopped');
    } finally {
      t.app.lifecycle.workers.delete('probeWorker');
    }
    expect((await readyz()).status).toBe(200);
  });

  it('is not ready while a migration this code knows is not applied', async () => {
    const database = await createTestDatabase();
    const admin = connect(database.url, 1);
    try {
      await admin.pool.query('delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)');
      expect(await pendingMigrations(admin.pool)).toBe(1);
      const late = await createTestAppOn(database.url);
      try {
        const { status, body } = await readyz(late);
        expect(status).toBe(503);
        expect(body.checks.migrations).toBe('pending');
      } finally {
        await late.close();
      }
    } finally {
      await admin.close();
      await database.drop();
    }
  });
});

/** Two pools on a fresh, empty database (the template's schema removed). */
async function emptyDatabase() {
  const database = await createTestDatabase();
  const a = connect(database.url, 2);
  const b = connect(database.url, 2);
  await a.pool.query('drop schema public cascade; create schema public; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; drop schema if exists pgboss_v12 cascade');
  return { a, b, close: async () => { await Promise.all([a.close(), b.close()]); await database.drop(); } };
}

describe('migrations at start', () => {
  it('control run: without the lock, two instances migrating at once collide', async () => {
    const { a, b, close } = await emptyDatabase();
    try {
      const outcomes = await Promise.allSettled([migrate(a.orm, { migrationsFolder: MIGRATIONS_DIR }), migrate(b.orm, { migrationsFolder: MIGRATIONS_DIR })]);
      expect(outcomes.map((o) => o.status)).toContain('rejected');
    } finally {
      await close();
    }
  }, 60_000);

  it('two instances starting at once on an empty database: one migrates, the other waits, both find it up to date', async () => {
    const { a, b, close } = await emptyDatabase();
    try {
      expect(await pendingMigrations(a.pool)).toBeGreaterThan(25);
      await Promise.all([runMigrations(a), runMigrations(b)]);
      expect(await pendingMigrations(b.pool)).toBe(0);
      const { rows } = await a.pool.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      const { rows: distinct } = await a.pool.query<{ n: number }>('select count(distinct hash)::int as n from drizzle.__drizzle_migrations');
      expect(rows[0].n).toBe(distinct[0].n);
    } finally {
      await close();
    }
  }, 60_000);
});
