import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchDatabase } from './bench-database';
import { benchRegistration, LIVE_OFFERING } from './bench-registration';
import { assertFreshBuild, serveCommand, startDeployed, type Deployed } from './deployed';
import { benchProductionEnv } from './production-env';
import { seedDemoData } from '../apps/server/src/db/seed/index';
import { freePort } from '../apps/server/test/helpers/smtp';

/**
 * Guide section 6: reads at a fixed 500 requests/s must keep p99 under 25 ms on this machine, and
 * throughput is reported as a ratio to a bare Fastify route in the same run. Starts the compiled
 * portal as `npm run serve` does on a fresh embedded database, and the bare route in a process
 * started the same way (`deployed` below), on loopback; measures each read at 500 req/s for DURATION seconds, then every route at its maximum rate in
 * turns with the bare route (both warmed up), so the ratio compares moments of the same machine.
 * Bounded: a fixed number of seconds per route, 10 connections, loopback only.
 */
const RATE = 500;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const MAX_DURATION = Number(process.env.BENCH_MAX_SECONDS ?? 3);
/** Turns of (bare route, route) at maximum rate per route; the ratio is their median. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP = 2;
const CONNECTIONS = 10;
const P99_TARGET_MS = 25;
/** The reads served from the offerings cache must reach half the bare route's throughput. */
const RATIO_TARGET = 0.5;
/** Every request comes from one address: rate limiting is lifted. The built web app is served, as in production. */
const LIFTED = { RATE_LIMIT_PER_MINUTE: '100000000', WEB_DIST: 'apps/web/dist' };
const dataDir = join('data', 'bench-api');

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// One run's profiles only (each process writes a file named after its pid).
if (process.env.BENCH_CPU_PROF) rmSync(join('data', 'bench-api-profile'), { recursive: true, force: true });
const profile = (name: string) => (process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${join('data', 'bench-api-profile', name)}`] : []);
const servers = await (process.env.BENCH_IN_PROCESS ? inProcess() : deployed());
const { ports } = servers;

/**
 * The portal as operators run it (bench/deployed.ts): the compiled build with `npm run serve`'s node
 * flags and preload, NODE_ENV=production, the default log level (standard output to
 * data/bench-api/server.log), on a fresh embedded PostgreSQL that this process starts, migrates and
 * seeds; the bare route in a process of its own started the same way.
 */
async function deployed() {
  assertFreshBuild();
  const { db, url, stop: stopDatabase } = await benchDatabase('api');
  await seedDemoData(db);
  const registration = await benchRegistration(db);
  const [app, bare] = [await freePort(), await freePort()];
  const started: Deployed[] = [];
  const stop = async () => {
    await Promise.all(started.map((s) => s.stop()));
    await stopDatabase();
  };
  try {
    started.push(await startDeployed({
      env: {
        ...benchProductionEnv('smtp://127.0.0.1:9'), ...LIFTED, DATABASE_URL: url, PORT: String(app), HOST: '127.0.0.1',
        // Nothing to drain for: the bench stops it when it is done.
        SHUTDOWN_DRAIN_MS: '0',
      },
      readyUrl: `http://127.0.0.1:${app}/readyz`, logFile: join(dataDir, 'server.log'), extraNodeArgs: profile('portal'),
    }));
    started.push(await startDeployed({
      env: { NODE_ENV: 'production', PORT: String(bare) }, script: 'bench/bare-server.mjs',
      readyUrl: `http://127.0.0.1:${bare}/bare`, logFile: join(dataDir, 'bare.log'), extraNodeArgs: profile('bare'),
    }));
  } catch (err) {
    await stop();
    throw err;
  }
  return { ports: { app, bare, registration }, stop };
}

/**
 * BENCH_IN_PROCESS=1: the former measure, kept to find what the deployed start pays for: the app
 * built in-process from the sources under tsx, the bare route in the same process (bench/api-server.ts).
 */
async function inProcess() {
  const server = fork(join(import.meta.dirname, 'api-server.ts'), {
    execArgv: ['--import', 'tsx', ...profile('in-process')],
    env: { ...process.env, ...LIFTED, DATA_DIR: dataDir, BENCH_OFFERING: LIVE_OFFERING },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const ports = await new Promise<{ app: number; bare: number; registration: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 120 s')), 120_000);
    server.once('message', (m) => { clearTimeout(timer); resolve(m as { app: number; bare: number; registration: string }); });
    server.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
  });
  const exited = once(server, 'exit');
  return { ports, stop: async () => { server.disconnect(); await exited; } };
}
const base = `http://127.0.0.1:${ports.app}`;

const run = (url: string, opts: { rate?: number; duration: number; headers?: Record<string, string> }) =>
  autocannon({ url, connections: CONNECTIONS, duration: opts.duration, overallRate: opts.rate, headers: opts.headers });

/** What a browser sends with every request: the schedule's JSON is answered compressed then. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

interface Route { path: string; label: string; headers?: Record<string, string>; target: boolean }
interface Row { route: string; target: boolean; p50: number; p99: number; rps: number; maxRps: number; bareRps: number; ratio: number; errors: number }

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  const id = ports.registration;
  // The reads the target applies to, as a browser asks for them; the schedule also without
  // compression (a client that does not accept it), shown beside them.
  const routes: Route[] = [
    { path: '/api/events/', label: '/api/events/', headers: BROWSER, target: true },
    { path: '/api/events/', label: '/api/events/ (no Accept-Encoding)', target: false },
    { path: `/api/availability/${LIVE_OFFERING}`, label: '/api/availability/<campaign_id>', headers: BROWSER, target: true },
    { path: `/api/provider/id/${id}`, label: '/api/provider/id/<id>', headers: BROWSER, target: false },
    { path: '/healthz', label: '/healthz', headers: BROWSER, target: false },
  ];
  for (const r of routes) if (!(await fetch(base + r.path)).ok) throw new Error(`GET ${r.path} does not answer 2xx`);
  const bareUrl = `http://127.0.0.1:${ports.bare}/bare`;
  // The bare route is warmed up like the others: measured cold, once, it read 15k req/s in one
  // run and 35k in another, and the ratio followed it.
  await run(bareUrl, { duration: WARM_UP });

  const rows: Row[] = [];
  for (const { path, label, headers, target } of routes) {
    // Warm-up, not counted: the first requests compile the route's code and fill its cache.
    await run(base + path, { rate: RATE, duration: WARM_UP, headers });
    const fixed = await run(base + path, { rate: RATE, duration: DURATION, headers });
    // Maximum rate: the route and the bare route in turns, ROUNDS times, so a slow moment of the
    // machine falls on both; the ratio is the median of the rounds' ratios.
    const pairs: { route: number; bare: number; errors: number }[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const bare = await run(bareUrl, { duration: MAX_DURATION, headers });
      const max = await run(base + path, { duration: MAX_DURATION, headers });
      pairs.push({ route: max.requests.average, bare: bare.requests.average, errors: max.errors + max.non2xx });
    }
    rows.push({
      route: label, target, p50: fixed.latency.p50, p99: fixed.latency.p99, rps: fixed.requests.average,
      maxRps: median(pairs.map((p) => p.route)), bareRps: median(pairs.map((p) => p.bare)),
      ratio: median(pairs.map((p) => p.route / p.bare)),
      errors: fixed.errors + fixed.non2xx + pairs.reduce((n, p) => n + p.errors, 0),
    });
  }

  console.log(`\nReads at a fixed ${RATE} req/s for ${DURATION} s, then at max rate for ${MAX_DURATION} s in ${ROUNDS} turns with the bare route (${CONNECTIONS} connections, loopback)`);
  console.table(rows.map((r) => ({
    route: r.route,
    'p50 ms': r.p50, 'p99 ms': r.p99, [`req/s @${RATE}`]: r.rps, 'max req/s': r.maxRps, 'bare req/s': r.bareRps,
    'ratio to bare': Number(r.ratio.toFixed(3)), errors: r.errors,
    [`p99 < ${P99_TARGET_MS} ms`]: r.p99 < P99_TARGET_MS ? 'yes' : 'NO',
  })));
  console.log(process.env.BENCH_IN_PROCESS
    ? 'In-process (BENCH_IN_PROCESS): the app built from the sources under tsx; the bare route (a Fastify app with one route that returns { ok: true }) in the same process.'
    : `As deployed: the compiled portal started as \`npm run serve\` starts it (node ${serveCommand().nodeArgs.join(' ')}, NODE_ENV=production, default log level); the bare route (bench/bare-server.mjs: one route that returns { ok: true }) in its own process started the same way, on the same node (${process.version}).`);
  console.log(`Requests carry a browser's Accept-Encoding (${BROWSER['accept-encoding']}) unless the route says otherwise.`);
  const cached = rows.filter((r) => r.target);
  const ratiosOk = cached.every((r) => r.ratio >= RATIO_TARGET);
  if (!ratiosOk) console.log(`The schedule and availability must reach ${RATIO_TARGET} of the bare route.`);
  process.exitCode = rows.every((r) => r.p99 < P99_TARGET_MS && r.errors === 0) && ratiosOk ? 0 : 1;
} finally {
  await servers.stop();
}
