import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { assertFreshBuild, serveCommand } from '../deployed';
import { benchProductionEnv } from '../production-env';
import pg from 'pg';
import { connect, ensureDatabase, type Database } from '../../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { newPublicId } from '../../apps/server/src/platform/security/ids';
import { startHaproxy } from '../../apps/server/test/helpers/haproxy';
import { startServerProcess, type ServerProcess } from '../../apps/server/test/helpers/server-process';
import { freePort, testSmtp } from '../../apps/server/test/helpers/smtp';
import { COUPON } from './registrant';

/**
 * What bench:launch runs against: an embedded PostgreSQL under data/bench-launch (a fresh
 * database 'launch' each run), a loopback SMTP sink (the instances' SMTP_URL, so 'sent' means
 * received), `instances` compiled portals (apps/server/dist/main.js) started as `npm run serve`
 * starts them (its node flags and tracing preload, NODE_ENV=production, the default log level), and HAProxy in front as docs/deploy.md sets it up. The bench's own session and coupon are
 * written before the instances start (DEMO_DATA stays off, as in production).
 */
export const DATA_DIR = resolve('data/bench-launch');
const DATABASE = 'launch';

export interface Stack {
  base: string;
  db: Database;
  offeringId: string;
  smtp: Awaited<ReturnType<typeof testSmtp>>;
  instances: ServerProcess[];
  stop(): Promise<void>;
}

export async function startStack(opts: { instances: number; capacity: number; log: (m: string) => void }): Promise<Stack> {
  assertFreshBuild();
  mkdirSync(DATA_DIR, { recursive: true });
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch((err) => console.error(`bench:launch: stopping: ${(err as Error).message}`));
    stops.length = 0;
  };
  try {
    opts.log('starting PostgreSQL…');
    const embedded = await startEmbeddedPostgres(join(DATA_DIR, 'postgres'));
    stops.push(() => embedded.stop());
    const url = embedded.url(DATABASE);
    const admin = new pg.Client({ connectionString: embedded.url('postgres') });
    await admin.connect();
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.end();
    await ensureDatabase(url);
    const db = connect(url, 3);
    stops.push(() => db.close());
    await runMigrations(db);
    const offeringId = await createSession(db, opts.capacity);

    const smtp = await testSmtp();
    stops.push(() => smtp.stop());
    const env = {
      // Production's required settings; both instances share the secret (a token from one is good on the other).
      ...benchProductionEnv(smtp.url),
      // The default level, as deployed: a line per request on standard output.
      LOG_LEVEL: 'info',
      DATABASE_URL: url,
      DEMO_DATA: 'false',
      // HAProxy on loopback names the client (X-Forwarded-For), as deploy/haproxy.cfg's instances trust it.
      TRUSTED_PROXIES: '127.0.0.1',
      SHUTDOWN_DRAIN_MS: '0',
    };
    opts.log(`starting ${opts.instances} instance(s) of apps/server/dist/main.js…`);
    const ports = await Promise.all(Array.from({ length: opts.instances }, () => freePort()));
    const instances: ServerProcess[] = [];
    stops.push(() => Promise.all(instances.map((s) => s.stop())));
    // BENCH_CPU_PROF=1: each instance writes a V8 CPU profile to data/bench-launch/profile/ when it stops (open it in Chrome DevTools).
    const nodeArgs = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${resolve('data/bench-launch/profile')}`] : [];
    // As `npm run serve` starts it: its node flags and preload, read from package.json.
    const serve = serveCommand();
    for (const port of ports) instances.push(await startServerProcess(port, env, { serveFlags: serve.nodeArgs, nodeArgs, script: serve.script }));
    const balancer = await startHaproxy(await freePort(), ports);
    stops.push(() => balancer.stop());
    for (let i = 0; i < ports.length; i++) await balancer.waitUntilUp(i);
    return { base: balancer.url, db, offeringId, smtp, instances, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** A live session three days ahead with the bench's capacity and three team seats per registration, and a 10 % coupon. */
async function createSession(db: Database, capacity: number): Promise<string> {
  const id = newPublicId();
  const starts = new Date(Date.now() + 3 * 86_400_000);
  await db.pool.query(
    `insert into offerings (id, kind, course_type, variant, modality, title_en, title_fr, presenter, language, starts_at, ends_at, time_zone, country, state, city, venue,
       seats_capacity, team_seat_amount, fee_usd_cents, fee_cad_cents, status)
     values ($1, 'fundamentals', 'live', 'standard', 'in_person', 'Launch Fundamentals', 'Fondamentaux du lancement', 'Dr. Bench', 'en', $2, $3, 'America/Chicago', 'US', 'IL', 'Chicago', 'Navy Pier Hall B',
       $4, 3, 149500, 199500, 'published')`,
    [id, starts, new Date(starts.getTime() + 7 * 3_600_000), capacity],
  );
  await db.pool.query(`insert into coupons (code, percent_off) values ($1, 10)`, [COUPON]);
  return id;
}
