import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connect, type PoolSettings } from '../src/db/client';
import { seedOfferings } from '../src/features/offerings/seed';
import { SandboxPaymentProvider } from '../src/platform/payments/sandbox-provider';
import { CSRF_COOKIE, signCsrfToken } from '../src/platform/security/csrf';
import { translator } from '../src/platform/i18n';
import { newRegistration, paymentBody, tokenize } from './helpers/checkout-fixtures';
import { watchSecondConnections } from './helpers/second-connection-guard';
import { createTestDatabase, TEST_COMPANY_ENV, type TestApp } from './helpers/test-app';

/**
 * Issue 28, defect 14: a burst of sandbox payments larger than the pool wedged an instance for
 * good. Each checkout's transaction held a connection and the sandbox provider wrote its books
 * through the same pool: past the pool's size every connection was held by a transaction waiting
 * for another. Here the instances run with the production pool (config.ts defaults): 50, then 200
 * payments at once over two instances all answer, paid or 503 (retried with the same key until
 * paid), and the receipts stay gap-free and unique. The controls put the sandbox back on the
 * portal's pool: with the old pool (no timeouts) the instance wedges; with the bounded wait it
 * answers 503 instead.
 */
const BASE_ENV = { NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', RATE_LIMIT_PER_MINUTE: '100000', ALLOW_SANDBOX_PAYMENTS: 'true', ...TEST_COMPANY_ENV };
const BUSY = translator('en')('errors:busy');

/** An instance as main.ts builds it, on the production pool unless `pool` says otherwise. */
async function instance(url: string, opts: { env?: Record<string, string>; pool?: number | PoolSettings; sandboxOnPortalPool?: boolean } = {}): Promise<TestApp> {
  const config = loadConfig({ ...BASE_ENV, ...opts.env });
  const db = connect(url, opts.pool ?? config.database);
  const app = await buildApp(config, db);
  await app.ready();
  // The old code path: the provider's books through the same pool the checkout's transaction holds.
  if (opts.sandboxOnPortalPool) app.payments = new SandboxPaymentProvider(db.orm, 'burst-test-secret');
  const token = signCsrfToken(config.secret);
  return {
    app,
    db,
    config,
    call: ({ headers, cookies, ...o }: InjectOptions) =>
      app.inject({ ...o, headers: { 'x-xsrf-token': token, ...headers }, cookies: { [CSRF_COOKIE]: token, ...cookies } }),
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/** The answer's status, or 'no answer' when none came within `ms`. */
const within = <T extends { statusCode: number }>(ms: number, work: Promise<T>) =>
  Promise.race([work.then((r) => r.statusCode), new Promise<'no answer'>((ok) => setTimeout(() => ok('no answer'), ms).unref())]);

/**
 * A setup call answered 503 (busy) is sent again, as a person would: the control instance allows a
 * connection 1 s, and on a loaded runner 20 new connections at once can take longer than that.
 */
async function untilNotBusy<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= 5 || !/: 503 /.test((err as Error).message)) throw err;
    }
  }
}

/** Registrations in the cart, each with its own card token, made a few at a time. */
async function preparePayments(apps: TestApp[], count: number) {
  const bodies: { via: TestApp; body: ReturnType<typeof paymentBody> }[] = [];
  for (let i = 0; i < count; i += 20) {
    const batch = Array.from({ length: Math.min(20, count - i) }, async (_, j) => {
      const via = apps[(i + j) % apps.length];
      const { id } = await untilNotBusy(() => newRegistration(via, { status: 'cart' }));
      return { via, body: paymentBody(id, await untilNotBusy(() => tokenize(via))) };
    });
    bodies.push(...(await Promise.all(batch)));
  }
  return bodies;
}

describe('a burst of payments on the production pool', () => {
  let url: string;
  let drop: () => Promise<void>;
  let a: TestApp;
  let b: TestApp;
  let guard: ReturnType<typeof watchSecondConnections>;
  beforeAll(async () => {
    ({ url, drop } = await createTestDatabase());
    [a, b] = await Promise.all([instance(url), instance(url)]);
    await seedOfferings(a.db);
    guard = watchSecondConnections([a.db.pool, b.db.pool]);
  });
  afterAll(async () => {
    guard?.stop();
    await Promise.all([a?.close(), b?.close()]);
    await drop?.();
  });

  const receiptNumbers = async () =>
    (await a.db.pool.query<{ number: string }>(`select number from receipts where kind = 'payment' order by number`)).rows.map((r) => Number(r.number.split('-')[2]));

  it.each([50, 200])('answers %i simultaneous payments over two instances (paid, or 503 to retry), with gap-free receipts', async (count) => {
    expect(a.db.pool.options.max).toBe(20);
    const before = (await receiptNumbers()).length;
    let pending = await preparePayments([a, b], count);
    const seen = new Set<number | string>();
    for (let round = 0; pending.length && round < 8; round++) {
      const answers = await Promise.all(pending.map(({ via, body }) => within(30_000, via.call({ method: 'POST', url: '/api/payment/', payload: body }).then((res) => {
        if (res.statusCode === 503) expect(res.json()).toEqual({ error: BUSY });
        return res;
      }))));
      answers.forEach((s) => seen.add(s));
      // A 503 is sent again with the same idempotency key, as the checkout page does.
      pending = pending.filter((_, i) => answers[i] === 503);
    }
    expect([...seen].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(pending).toHaveLength(0);
    const numbers = await receiptNumbers();
    expect(numbers).toHaveLength(before + count);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    const { rows } = await a.db.pool.query(`select count(*)::int as n from sandbox_charges group by reference having count(*) > 1`);
    expect(rows).toEqual([]);
    expect((await a.call({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    // The cause itself, not only its symptom: no transaction asked its own pool for a second connection.
    expect(guard.violations.slice(0, 1)).toEqual([]);
  }, 90_000);
});

describe('control runs: the sandbox on the portal\'s own pool', () => {
  it('wedges an instance on the old pool (no timeouts): every connection idle in a transaction, /readyz says not ready', async () => {
    const { url, drop } = await createTestDatabase();
    const t = await instance(url, { pool: 20, sandboxOnPortalPool: true });
    const guard = watchSecondConnections([t.db.pool]);
    try {
      await seedOfferings(t.db);
      const bodies = await preparePayments([t], 25);
      const answered: number[] = [];
      const calls = bodies.map(({ body }) => t.call({ method: 'POST', url: '/api/payment/', payload: body }).then((r) => answered.push(r.statusCode)));
      // The wedge: all 20 connections held, each by a transaction waiting for a 21st.
      await expect.poll(() => t.db.pool.idleCount === 0 && t.db.pool.totalCount === 20 && t.db.pool.waitingCount >= 20, { timeout: 10_000 }).toBe(true);
      const admin = connect(url, 1);
      try {
        await expect
          .poll(async () => (await admin.pool.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'idle in transaction'`)).rows[0].n, { timeout: 10_000 })
          .toBe(20);
      } finally {
        await admin.close();
      }
      // Readiness cannot reach the database through the wedged pool: the balancer takes the instance out.
      expect(await within(5000, t.call({ method: 'GET', url: '/readyz' }))).toBe(503);
      expect(answered).toEqual([]);
      // The guard of the burst test sees the cause here.
      expect(guard.violations.length).toBeGreaterThanOrEqual(20);
      // Nothing inside the instance ever frees it (ending the sessions would not either: their
      // clients stay checked out). The test fails the waiters by hand so that the pool can close.
      for (const waiter of (t.db.pool as unknown as { _pendingQueue: { callback(err: Error): void }[] })._pendingQueue.splice(0)) waiter.callback(new Error('control run over'));
      await Promise.allSettled(calls);
    } finally {
      guard.stop();
      await t.close();
      await drop();
    }
  }, 60_000);

  it('answers 503 within the bounded wait instead, and is ready again after', async () => {
    const { url, drop } = await createTestDatabase();
    const env = { DATABASE_CONNECTION_TIMEOUT_MS: '1000' };
    const t = await instance(url, { env, sandboxOnPortalPool: true });
    try {
      expect(t.db.pool.options.max).toBe(20);
      await seedOfferings(t.db);
      const bodies = await preparePayments([t], 25);
      const started = Date.now();
      const answers = await Promise.all(bodies.map(({ body }) => within(15_000, t.call({ method: 'POST', url: '/api/payment/', payload: body }))));
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(answers.filter((s) => s !== 200 && s !== 503)).toEqual([]);
      expect(answers.filter((s) => s === 503).length).toBeGreaterThan(0);
      expect(await within(5000, t.call({ method: 'GET', url: '/readyz' }))).toBe(200);
    } finally {
      await t.close();
      await drop();
    }
  }, 60_000);
});
