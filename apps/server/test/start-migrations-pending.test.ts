import { afterAll, beforeAll, expect, it } from 'vitest';
import { connect, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { DEMO_OFFERINGS } from '../src/features/offerings/seed';
import { emptyDatabase, startProduction } from './helpers/production-start';
import type { ServerProcess } from './helpers/server-process';

/**
 * MIGRATE_ON_START=false (the Docker image's default) on a database the deploy has not migrated
 * yet: the instance stays up (/healthz 200) and says 'migrations: pending' on /readyz, touching no
 * table of the app (the demo seed used to run first, and the start crashed on "insert into
 * offerings"); once `npm run db:migrate` has run it sets itself up and becomes ready, without a
 * restart. DEMO_DATA=true, so the seed, too, waits for the migrations and then runs.
 */
let database: { url: string; drop(): Promise<void> };
let server: ServerProcess | undefined;
let db: Database;
beforeAll(async () => {
  database = await emptyDatabase();
  db = connect(database.url, 2);
});
afterAll(async () => {
  await server?.stop();
  await db.close();
  await database.drop();
});

const readyz = async () => {
  const res = await fetch(`http://127.0.0.1:${server!.port}/readyz`);
  return { status: res.status, body: (await res.json()) as { checks: Record<string, string> } };
};

it('serves, not ready, until the migrations are applied; then becomes ready without a restart', { timeout: 120_000 }, async () => {
  server = await startProduction(database.url, { MIGRATE_ON_START: 'false', DEMO_DATA: 'true' }, 'alive');
  expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status).toBe(200);
  const before = await readyz();
  expect(before.status).toBe(503);
  expect(before.body.checks).toMatchObject({ instance: 'ready', database: 'ok', migrations: 'pending' });
  // Still alive after the deferred set-up has looked a few times (every 2 s).
  await expect.poll(() => server!.output.join(''), { timeout: 10_000 }).toMatch(/migration\(s\) pending and MIGRATE_ON_START=false/);
  expect(server.child.exitCode).toBeNull();
  const tables = await db.pool.query<{ n: number }>("select count(*)::int as n from information_schema.tables where table_schema = 'public'");
  expect(tables.rows[0].n).toBe(0);

  // What `npm run db:migrate` runs.
  await runMigrations(db);

  await expect.poll(async () => (await readyz()).status, { timeout: 30_000 }).toBe(200);
  expect((await readyz()).body.checks).toMatchObject({ migrations: 'ok', mailWorker: 'ok', webhookWorker: 'ok', findWorker: 'ok', scheduledJobs: 'ok' });
  expect(server.child.exitCode).toBeNull();
  // The demo seed ran once the tables were there.
  const events = (await (await fetch(`http://127.0.0.1:${server.port}/api/events/`)).json()) as { events: { id: string }[] };
  expect(events.events.map((e) => e.id)).toContain(DEMO_OFFERINGS[2].id);
  expect(server.output.join('')).not.toMatch(/Failed query/);
});
