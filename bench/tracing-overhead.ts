import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { startServerProcess, type ServerProcess } from '../apps/server/test/helpers/server-process';
import { freePort } from '../apps/server/test/helpers/smtp';
import { benchDatabase } from './bench-database';

/**
 * What tracing costs a cached read (`GET /api/events/`): two compiled portals as `npm run serve`
 * starts them, on one database, one with OTEL_EXPORTER_OTLP_ENDPOINT set (every request traced
 * and exported over OTLP/proto to a receiver on loopback that accepts and discards the batches),
 * one without, and one keeping one trace in ten. Measured in turns (off, on, sampled) ROUNDS times so a slow moment of the machine falls on
 * both: latency at a fixed RATE (p50, p99), then throughput at the maximum rate. Bounded: a few
 * seconds per turn, 10 connections, loopback only.
 */
const RATE = Number(process.env.BENCH_RATE ?? 500);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const MAX_DURATION = Number(process.env.BENCH_MAX_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 10;
const PATH = '/api/events/';
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

if (!existsSync('apps/server/dist/main.js') || !existsSync('apps/server/dist/tracing-preload.js')) {
  if (spawnSync('npm', ['run', 'build:server'], { stdio: 'inherit' }).status !== 0) throw new Error('npm run build:server failed');
}

// The collector: accepts every export and counts the bytes.
const exported = { posts: 0, bytes: 0 };
const collector = createServer((req, res) => {
  req.on('data', (c: Buffer) => { exported.bytes += c.length; });
  req.on('end', () => { exported.posts += 1; res.writeHead(200).end(); });
});
collector.listen(0, '127.0.0.1');
await once(collector, 'listening');
const collectorUrl = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;

const database = await benchDatabase('tracing');
const portals: { label: string; portal?: ServerProcess }[] = [{ label: 'tracing off' }, { label: 'tracing on' }, { label: 'on, 10 %' }];
const run = (url: string, opts: { rate?: number; duration: number }) =>
  autocannon({ url, connections: CONNECTIONS, duration: opts.duration, overallRate: opts.rate, headers: BROWSER });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  const env = { DATABASE_URL: database.db.pool.options.connectionString!, LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: '100000000' };
  const preload = { nodeArgs: ['--import', './apps/server/dist/tracing-preload.js'] };
  portals[0].portal = await startServerProcess(await freePort(), env, preload);
  portals[1].portal = await startServerProcess(await freePort(), { ...env, OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl }, preload);
  // What production would likely run: one trace in ten kept (the others' spans are made but not recorded).
  portals[2].portal = await startServerProcess(await freePort(), { ...env, OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl, OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' }, preload);
  // The log lines piped to this process are not kept (the helper would hold them all).
  for (const p of portals) p.portal!.output.push = () => 0;
  const url = (i: number) => `http://127.0.0.1:${portals[i].portal!.port}${PATH}`;
  for (let i = 0; i < portals.length; i++) {
    if (!(await fetch(url(i))).ok) throw new Error(`${portals[i].label}: GET ${PATH} does not answer 2xx`);
    await run(url(i), { rate: RATE, duration: 2 });
  }
  const results = portals.map(() => ({ p50: [] as number[], p99: [] as number[], rps: [] as number[], errors: 0 }));
  for (let round = 1; round <= ROUNDS; round++) {
    for (let i = 0; i < portals.length; i++) {
      const fixed = await run(url(i), { rate: RATE, duration: DURATION });
      const max = await run(url(i), { duration: MAX_DURATION });
      const r = results[i];
      r.p50.push(fixed.latency.p50);
      r.p99.push(fixed.latency.p99);
      r.rps.push(max.requests.average);
      r.errors += fixed.errors + fixed.non2xx + max.errors + max.non2xx;
      if (fixed.non2xx + fixed.errors > 0) console.log(`  ${portals[i].label}: ${fixed.errors} errors, ${fixed.non2xx} non-2xx (last answer: ${await fetch(url(i)).then((res) => res.status, (err: Error) => String(err.cause ?? err))})`);
      console.log(`round ${round} ${portals[i].label.padEnd(12)} p50 ${fixed.latency.p50} ms  p99 ${fixed.latency.p99} ms at ${RATE} req/s;  max ${Math.round(max.requests.average)} req/s`);
    }
  }
  console.log(`\nGET ${PATH}, compiled server, ${ROUNDS} rounds in turns (medians):`);
  console.log('                 p50 ms   p99 ms   max req/s   errors');
  for (let i = 0; i < portals.length; i++) {
    const r = results[i];
    console.log(`${portals[i].label.padEnd(15)}  ${String(median(r.p50)).padStart(6)}   ${String(median(r.p99)).padStart(6)}   ${String(Math.round(median(r.rps))).padStart(9)}   ${r.errors}`);
  }
  const [off, on, sampled] = results;
  const change = (r: typeof off) => `${((median(r.rps) / median(off.rps) - 1) * 100).toFixed(1)} %`;
  console.log(`\nthroughput with tracing: ${change(on)} (every request), ${change(sampled)} (10 % sampled); exported ${exported.posts} batches, ${(exported.bytes / 1024 / 1024).toFixed(1)} MB`);
  if (off.errors + on.errors > 0) process.exitCode = 1;
} finally {
  for (const p of portals) await p.portal?.stop();
  await database.stop();
  collector.close();
}
