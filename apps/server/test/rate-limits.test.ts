import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppOn, createTestDatabase, type TestApp } from './helpers/test-app';
import { fakeWebDist } from './helpers/web-dist';

/**
 * Limits count per client address, in PostgreSQL (shared by every instance), for the API only.
 * The client address is the socket's unless TRUSTED_PROXIES names the proxy in front.
 */
const LIMIT = 5;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dist: ReturnType<typeof fakeWebDist>;
const apps: TestApp[] = [];

async function instance(env: Record<string, string> = {}, inMemory = false): Promise<TestApp> {
  const t = await createTestAppOn(database.url, { RATE_LIMIT_PER_MINUTE: String(LIMIT), WEB_DIST: dist.dir, ...env }, { inMemoryRateLimits: inMemory });
  apps.push(t);
  return t;
}

/** A read of the API from `address` (as the socket sees it), optionally naming a client in X-Forwarded-For. */
const read = (t: TestApp, address: string, forwardedFor?: string) =>
  t.app.inject({ method: 'GET', url: '/api/tc/', remoteAddress: address, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });

async function statuses(send: () => Promise<{ statusCode: number }>, n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await send()).statusCode);
  return out;
}

beforeAll(async () => {
  database = await createTestDatabase();
  dist = fakeWebDist();
});
afterAll(async () => {
  for (const t of apps) await t.close();
  await database.drop();
  dist.remove();
});

describe('the client address', () => {
  it('ignores X-Forwarded-For when no proxy is trusted: a client cannot pick a new address per request', async () => {
    const t = await instance();
    const codes = await statuses(() => read(t, '198.51.100.1', `203.0.113.${Math.floor(Math.random() * 250)}`), LIMIT + 1);
    expect(codes).toEqual([...Array(LIMIT).fill(200), 429]);
  });

  it('uses X-Forwarded-For only from a trusted proxy', async () => {
    const t = await instance({ TRUSTED_PROXIES: '10.0.0.0/8' });
    // Through the trusted proxy, each client has its own allowance.
    expect(await statuses(() => read(t, '10.1.2.3', '203.0.113.7'), LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect((await read(t, '10.1.2.3', '203.0.113.8')).statusCode).toBe(200);
    expect((await read(t, '10.1.2.3', '203.0.113.7')).statusCode).toBe(429);
    // From an untrusted address the header is ignored.
    expect(await statuses(() => read(t, '192.0.2.50', `203.0.113.${Math.floor(Math.random() * 250)}`), LIMIT + 1)).toEqual([...Array(LIMIT).fill(200), 429]);
  });

  it('counts an IPv6 client by its /64 network: rotating the address inside it gains nothing (@fastify/rate-limit 11.2)', async () => {
    const t = await instance();
    const codes = await statuses(() => read(t, `2001:db8:1:2::${Math.floor(Math.random() * 0xffff).toString(16)}`), LIMIT + 1);
    expect(codes).toEqual([...Array(LIMIT).fill(200), 429]);
    // Another /64 has its own allowance.
    expect((await read(t, '2001:db8:1:3::1')).statusCode).toBe(200);
  });
});

describe('across server instances', () => {
  it('counts one limit on two instances of one database', async () => {
    const [a, b] = [await instance(), await instance()];
    const codes = await statuses(async () => read(Math.random() < 0.5 ? a : b, '198.51.100.20'), LIMIT);
    expect(codes).toEqual(Array(LIMIT).fill(200));
    expect((await read(a, '198.51.100.20')).statusCode).toBe(429);
    expect((await read(b, '198.51.100.20')).statusCode).toBe(429);
  });

  it('control run: counters in each process memory give every instance its own allowance', async () => {
    const [a, b] = [await instance({}, true), await instance({}, true)];
    expect(await statuses(() => read(a, '198.51.100.30'), LIMIT)).toEqual(Array(LIMIT).fill(200));
    // The second instance never saw the first one's requests: the limit is doubled.
    expect(await statuses(() => read(b, '198.51.100.30'), LIMIT)).toEqual(Array(LIMIT).fill(200));
  });
});

describe('what is limited', () => {
  it('never limits static files, pages or SCORM course content', async () => {
    const t = await instance();
    const urls = [dist.asset, '/scorm/fundamentals/index.html', '/scorm/fundamentals/common/runtime.js', '/'];
    for (const url of urls) {
      const codes = await statuses(() => t.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.40' }), LIMIT * 3);
      expect(new Set(codes), url).toEqual(new Set([200]));
    }
    // The same address still has its whole API allowance.
    expect(await statuses(() => read(t, '198.51.100.40'), LIMIT)).toEqual(Array(LIMIT).fill(200));
  });

  it('keeps the tighter limit of a route (e-mail look-ups) across instances', async () => {
    const [a, b] = [await instance({ RATE_LIMIT_PER_MINUTE: '1000' }), await instance({ RATE_LIMIT_PER_MINUTE: '1000' })];
    const lookup = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/provider/email/nobody%40example.com', remoteAddress: '198.51.100.50' });
    const codes = await statuses(async () => lookup(Math.random() < 0.5 ? a : b), 12);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
    expect(codes.indexOf(429)).toBeLessThanOrEqual(10);
  });
});
