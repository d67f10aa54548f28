import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ensureDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';

/**
 * Issue 31: the compiled server (apps/server/dist/main.js, plain node) against the sources run
 * through tsx, as `npm run serve` started them before. For each, RUNS cold starts: the time from
 * spawning the process to the first 200 of /readyz, its resident memory (RSS) then, and after
 * 10,000 schedule reads (autocannon, 10 connections). One embedded database for all runs, already
 * migrated by a first start that is not counted. Needs `npm run build` first.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const REQUESTS = 10_000;
const PORT = 3950;
const dataDir = join('data', 'bench-start');
rmSync(dataDir, { recursive: true, force: true });
const pg = await startEmbeddedPostgres(join(dataDir, 'postgres'), (m) => console.error(m));
const url = pg.url('portal');
await ensureDatabase(url);

const VARIANTS = {
  tsx: ['--import', 'tsx', 'apps/server/src/main.ts'],
  compiled: ['--enable-source-maps', 'apps/server/dist/main.js'],
} as const;

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function once_(args: readonly string[]) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, DATABASE_URL: url, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000', WEB_DIST: 'apps/web/dist' },
    stdio: 'ignore',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    if ((await fetch(`http://127.0.0.1:${PORT}/readyz`).then((r) => r.status, () => 0)) === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startMs = performance.now() - started;
  const rssStart = rssMb(child.pid!);
  const load = await autocannon({ url: `http://127.0.0.1:${PORT}/api/events/`, connections: 10, amount: REQUESTS });
  const rssAfter = rssMb(child.pid!);
  child.kill('SIGTERM');
  await once(child, 'exit');
  return { startMs, rssStart, rssAfter, errors: load.errors + load.non2xx };
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${s[Math.floor(s.length / 2)].toFixed(0)} (${s[0].toFixed(0)}-${s[s.length - 1].toFixed(0)})`;
};

try {
  await once_(VARIANTS.compiled); // migrates and seeds the database; not counted
  const rows: Record<string, string>[] = [];
  for (const [name, args] of Object.entries(VARIANTS)) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await once_(args));
    rows.push({
      server: name,
      'start to first 200 (ms)': stats(runs.map((r) => r.startMs)),
      'RSS after start (MB)': stats(runs.map((r) => r.rssStart)),
      [`RSS after ${REQUESTS} requests (MB)`]: stats(runs.map((r) => r.rssAfter)),
      errors: String(runs.reduce((n, r) => n + r.errors, 0)),
    });
  }
  console.log(`Median (min-max) of ${RUNS} cold starts each, on ${process.version}:`);
  console.table(rows);
} finally {
  await pg.stop();
}
