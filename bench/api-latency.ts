import { fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';

/**
 * Guide section 6: reads at a fixed 500 requests/s must keep p99 under 25 ms on this machine, and
 * throughput is reported as a ratio to a bare Fastify route in the same run. Starts
 * bench/api-server.ts (the portal on a fresh embedded database, plus the bare route) on loopback,
 * measures each read at 500 req/s for DURATION seconds, then every route at its maximum rate.
 * Bounded: a fixed number of seconds per route, 10 connections, loopback only.
 */
const RATE = 500;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const MAX_DURATION = 5;
const WARM_UP = 2;
const CONNECTIONS = 10;
const P99_TARGET_MS = 25;
/** The reads served from the offerings cache must reach half the bare route's throughput. */
const RATIO_TARGET = 0.5;
const LIVE_OFFERING = 'Cn9DwAy62m_-VXgk9y6L5Q';
const dataDir = join('data', 'bench-api');

rmSync(dataDir, { recursive: true, force: true });
const server = fork(join(import.meta.dirname, 'api-server.ts'), {
  // BENCH_CPU_PROF=1 writes a V8 CPU profile of the server to data/bench-api-profile/ (open it in Chrome DevTools).
  execArgv: ['--import', 'tsx', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=data/bench-api-profile'] : [])],
  // Rate limiting is per client address and every request here comes from one: lift it.
  env: { ...process.env, DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000000', WEB_DIST: 'apps/web/dist', BENCH_OFFERING: LIVE_OFFERING },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const ports = await new Promise<{ app: number; bare: number; registration: string }>((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('the server did not start within 120 s')), 120_000);
  server.once('message', (m) => { clearTimeout(timer); resolve(m as { app: number; bare: number; registration: string }); });
  server.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
});
const base = `http://127.0.0.1:${ports.app}`;

const run = (url: string, opts: { rate?: number; duration: number }) =>
  autocannon({ url, connections: CONNECTIONS, duration: opts.duration, overallRate: opts.rate });

interface Row { route: string; p50: number; p99: number; rps: number; maxRps: number; errors: number }

try {
  const id = ports.registration;
  const routes = [`/api/events/`, `/api/availability/${LIVE_OFFERING}`, `/api/provider/id/${id}`, '/healthz'];
  for (const r of routes) if (!(await fetch(base + r)).ok) throw new Error(`GET ${r} does not answer 2xx`);

  const rows: Row[] = [];
  for (const route of routes) {
    // Warm-up, not counted: the first requests compile the route's code and fill its cache.
    await run(base + route, { rate: RATE, duration: WARM_UP });
    const fixed = await run(base + route, { rate: RATE, duration: DURATION });
    const max = await run(base + route, { duration: MAX_DURATION });
    rows.push({
      route, p50: fixed.latency.p50, p99: fixed.latency.p99, rps: fixed.requests.average, maxRps: max.requests.average,
      errors: fixed.errors + fixed.non2xx + max.errors + max.non2xx,
    });
  }
  const bare = await run(`http://127.0.0.1:${ports.bare}/bare`, { duration: MAX_DURATION });
  const bareRps = bare.requests.average;

  console.log(`\nReads at a fixed ${RATE} req/s for ${DURATION} s, then at max rate for ${MAX_DURATION} s (${CONNECTIONS} connections, loopback)`);
  console.table(rows.map((r) => ({
    route: r.route.replace(id, '<id>').replace(LIVE_OFFERING, '<campaign_id>'),
    'p50 ms': r.p50, 'p99 ms': r.p99, [`req/s @${RATE}`]: r.rps, 'max req/s': r.maxRps,
    'ratio to bare': Number((r.maxRps / bareRps).toFixed(3)), errors: r.errors,
    [`p99 < ${P99_TARGET_MS} ms`]: r.p99 < P99_TARGET_MS ? 'yes' : 'NO',
  })));
  console.log(`Bare Fastify route (return { ok: true }), max rate: ${bareRps} req/s, p50 ${bare.latency.p50} ms, p99 ${bare.latency.p99} ms`);
  const cached = rows.filter((r) => r.route === '/api/events/' || r.route.startsWith('/api/availability/'));
  const ratiosOk = cached.every((r) => r.maxRps / bareRps >= RATIO_TARGET);
  if (!ratiosOk) console.log(`The schedule and availability must reach ${RATIO_TARGET} of the bare route.`);
  process.exitCode = rows.every((r) => r.p99 < P99_TARGET_MS && r.errors === 0) && ratiosOk ? 0 : 1;
} finally {
  server.disconnect();
}
