import { benchDatabase } from './bench-database';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { seedDemoData } from '../apps/server/src/db/seed/index';
import { CSRF_COOKIE, signCsrfToken } from '../apps/server/src/platform/security/csrf';

/**
 * Issue 50 item 5's measure: does "Find my registrations" (POST /api/my-registrations) answer in a
 * time that tells whether an address registered? Starts an embedded PostgreSQL (temporary
 * directory) and the portal in this process (demo data on), makes BENCH_ADDRESSES (20) known
 * addresses with two registrations each, then asks for each known address and as many unknown
 * ones, alternating, each once, from its own client address, after 10 warm-up requests. Prints
 * the medians and ranges of both, and how many of the 2 × N requests the best single threshold
 * sorts right (N of 2N is chance; the issue measured 18 of 20 before). Run: `npm run bench:find`.
 */
const N = Number(process.env.BENCH_ADDRESSES ?? 20);
const { db, stop } = await benchDatabase('find');
await seedDemoData(db);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', RATE_LIMIT_PER_MINUTE: '100000' });
const app = await buildApp(config, db);
await app.ready();
const token = signCsrfToken(config.secret);
let client = 0;
const send = (method: 'POST', url: string, payload: object) =>
  app.inject({ method, url, payload, headers: { 'x-xsrf-token': token }, cookies: { [CSRF_COOKIE]: token }, remoteAddress: `10.88.${Math.floor(++client / 250)}.${client % 250}` });

const run = Date.now();
const known = Array.from({ length: N }, (_, i) => `known.${run}.${i}@example.com`);
const unknown = Array.from({ length: N }, (_, i) => `unknown.${run}.${i}@example.com`);
for (const email of known) {
  for (const status of ['cart', 'confirmation']) {
    const res = await send('POST', '/api/dev/registrations', { offeringId: 'Cn9DwAy62m_-VXgk9y6L5Q', status, country: 'US', email });
    if (res.statusCode !== 200) throw new Error(`fixture: ${res.statusCode} ${res.body}`);
  }
}

const ask = async (email: string) => {
  const started = performance.now();
  const res = await send('POST', '/api/my-registrations', { email });
  const ms = performance.now() - started;
  if (res.statusCode !== 200 || res.body !== '{"sent":true}') throw new Error(`find: ${res.statusCode} ${res.body}`);
  return ms;
};
for (let i = 0; i < 10; i++) await ask(`warm.${run}.${i}@example.com`);
const times = { known: [] as number[], unknown: [] as number[] };
for (let i = 0; i < N; i++) {
  times.known.push(await ask(known[i]));
  times.unknown.push(await ask(unknown[i]));
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const range = (xs: number[]) => `${Math.min(...xs).toFixed(1)}-${Math.max(...xs).toFixed(1)} ms`;
// The best threshold either way round ("slower means known" or the reverse).
let best = 0;
for (const cut of [...times.known, ...times.unknown]) {
  const right = times.known.filter((t) => t >= cut).length + times.unknown.filter((t) => t < cut).length;
  best = Math.max(best, right, 2 * N - right);
}
console.log(`known   (${N}): median ${median(times.known).toFixed(1)} ms, range ${range(times.known)}`);
console.log(`unknown (${N}): median ${median(times.unknown).toFixed(1)} ms, range ${range(times.unknown)}`);
console.log(`best single threshold sorts ${best} of ${2 * N} right (${N} is chance)`);
await app.close();
await stop();
