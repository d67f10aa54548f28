import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOfferings } from '../src/features/offerings/seed';
import { CA } from './helpers/lead-fixtures';
import { createTestAppOn, createTestDatabase, TEST_COMPANY_ENV, type TestApp } from './helpers/test-app';

/** /metrics in Prometheus' text format: what operators graph and alert on (docs/deploy.md). */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestAppOn(database.url, { LEADS_NOTIFY_EMAIL: 'leads@example.com' });
  await seedOfferings(t.db);
});
afterAll(async () => {
  await t.close();
  await database.drop();
});

/** The value of one series (`name{labels}`), or undefined when absent. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('times requests by route pattern and status, never by their ids', async () => {
    await t.call({ method: 'GET', url: '/api/events/' });
    await t.call({ method: 'GET', url: '/api/registration/AAAAAAAAAAAAAAAAAAAAAA' });
    const res = await t.call({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(value(res.body, 'portal_http_request_duration_seconds_count{method="GET",route="/api/events/",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(res.body).not.toContain('AAAAAAAAAAAAAAAAAAAAAA');
    expect(res.body).not.toContain('route="/metrics"');
  });

  it("shows the pool, the event loop and the heap (Node's own)", async () => {
    const { body } = await t.call({ method: 'GET', url: '/metrics' });
    expect(value(body, 'portal_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(value(body, 'portal_db_pool_connections{state="waiting"}')).toBe(0);
    expect(value(body, 'portal_ready')).toBe(1);
    expect(body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(body).toMatch(/^nodejs_heap_size_used_bytes \d/m);
  });

  it('reads the queues, mails, payments and seats from the database at each scrape', async () => {
    const before = value((await t.call({ method: 'GET', url: '/metrics' })).body, 'portal_mails{state="queued"}')!;
    expect((await t.call({ method: 'POST', url: '/api/contact-us/', payload: CA() })).statusCode).toBe(201);
    const { body } = await t.call({ method: 'GET', url: '/metrics' });
    // The lead's mails wait in the outbox (no SMTP in tests), and their jobs in the mail queue.
    expect(value(body, 'portal_mails{state="queued"}')).toBeGreaterThan(before);
    expect(body).toMatch(/^portal_queue_jobs\{queue="[^"]+",state="created"\} [1-9]/m);
    expect(body).toMatch(/^portal_queue_oldest_job_age_seconds\{queue="[^"]+",state="created"\} \d/m);
    expect(value(body, 'portal_payments{outcome="paid"}')).toBe(0);
    const { rows } = await t.db.pool.query<{ id: string; left: number }>(
      `select id, seats_capacity - seats_taken as left from offerings where status = 'published' and starts_at > now() order by starts_at limit 1`,
    );
    expect(rows).toHaveLength(1);
    expect(body).toMatch(new RegExp(`^portal_session_seats_left\\{offering="${rows[0].id}",course="[a-z_]+"\\} ${rows[0].left}$`, 'm'));
  });
});

describe('/metrics in production', () => {
  const PRODUCTION = {
    NODE_ENV: 'production', APP_SECRET: 'q7Vd2mK9xZ4pR1tL8wN3bF6hJ0cY5sGeUaTiOkMnBvQr', PUBLIC_URL: 'https://providers.example.org',
    SMTP_URL: 'smtp://127.0.0.1:9', ALLOW_SANDBOX_PAYMENTS: 'true', ...TEST_COMPANY_ENV,
  };

  it('is off without METRICS_TOKEN, and answers only the bearer of the token with it', async () => {
    for (const [env, auth, status] of [
      [{}, undefined, 404],
      [{ METRICS_TOKEN: 'scrape-token-0123456789' }, undefined, 404],
      [{ METRICS_TOKEN: 'scrape-token-0123456789' }, 'Bearer scrape-token-012345678X', 404],
      [{ METRICS_TOKEN: 'scrape-token-0123456789' }, 'Bearer scrape-token-0123456789', 200],
    ] as const) {
      const p = await createTestAppOn(database.url, { ...PRODUCTION, ...env });
      try {
        const res = await p.call({ method: 'GET', url: '/metrics', headers: auth ? { authorization: auth } : {} });
        expect(res.statusCode, `${JSON.stringify(env)} ${auth}`).toBe(status);
      } finally {
        await p.close();
      }
    }
  });
});
