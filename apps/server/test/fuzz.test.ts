import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CSRF_COOKIE, signCsrfToken } from '../src/platform/security/csrf';
import { fuzzRequest, prng, type Route } from './helpers/fuzz-requests';
import { createTestApp, type TestApp } from './helpers/test-app';
import { fakeWebDist } from './helpers/web-dist';

/**
 * Thousands of malformed requests over every route: no 5xx, and no row of any table changes
 * (the rate-limit counters excepted: counting requests is their job).
 */
const REQUESTS = 5000;
const SEED = 20261122;
const routes: Route[] = [];
let t: TestApp;
const dist = fakeWebDist();

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: dist.dir }, {
    onRoute: (r: RouteOptions) => {
      for (const method of [r.method].flat()) if (method !== 'HEAD' && r.url !== '*') routes.push({ method, url: r.url });
    },
  });
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

async function fingerprint(): Promise<Record<string, string>> {
  const tables = await t.db.pool.query(`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('rate_limit_counters', '__drizzle_migrations') order by 1`);
  const out: Record<string, string> = {};
  for (const { table_name: name } of tables.rows) {
    const r = await t.db.pool.query(`select count(*)::text || ':' || coalesce(md5(string_agg(x::text, ',' order by x::text)), '') as f from "${name}" x`);
    out[name] = r.rows[0].f;
  }
  return out;
}

it(`answers ${REQUESTS} malformed requests over every route with no 5xx and no row changed`, { timeout: 180_000 }, async () => {
  expect(routes.length).toBeGreaterThan(30);
  const before = await fingerprint();
  const rnd = prng(SEED);
  const token = signCsrfToken(t.config.secret);
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  let nul = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const { hasNul, ...req } = fuzzRequest(routes, rnd);
    const withCsrf = rnd.next() < 0.9;
    const res = await t.app.inject({
      ...req,
      remoteAddress: `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`,
      headers: { ...(req.headers as Record<string, string>), ...(withCsrf ? { 'x-xsrf-token': token } : {}) },
      cookies: withCsrf ? { [CSRF_COOKIE]: token } : {},
    });
    if (hasNul) nul++;
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    if (res.statusCode >= 500 && failures.length < 10) failures.push(`${req.method} ${req.url} ${String(req.payload ?? '').slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  const summary = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ');
  console.log(`fuzz: ${REQUESTS} requests over ${routes.length} routes (${nul} with NUL bytes); statuses ${summary}`);
  expect(failures).toEqual([]);
  expect(nul).toBeGreaterThan(500);
  expect(await fingerprint()).toEqual(before);
});
