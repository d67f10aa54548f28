import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerings } from '../src/db/schema/offerings';
import { DEMO_OFFERINGS } from '../src/features/offerings/seed';
import { browserClient, emptyDatabase, startProduction } from './helpers/production-start';
import type { ServerProcess } from './helpers/server-process';
import { createTestAppOn, type TestApp } from './helpers/test-app';

/**
 * A production start adds no demo data (sessions, coupons such as WELCOME10, DSO codes: all
 * readable in the public source); DEMO_DATA=true loads it, the control that shows the test sees it.
 * Each start is a real portal process on an empty database, which it migrates.
 */
const OWN_SESSION = { ...DEMO_OFFERINGS[2], id: 'own-session-not-a-demo', titleEn: 'Our own session' };

async function startOnEmpty(env: Record<string, string>) {
  const database = await emptyDatabase();
  let server: ServerProcess | undefined;
  let helper: TestApp | undefined;
  try {
    server = await startProduction(database.url, env);
    // A second, test-mode instance on the same database makes a registration (its dev fixture) on
    // a session of the company's own, so the production instance can be asked about a coupon.
    helper = await createTestAppOn(database.url);
    await helper.db.orm.insert(offerings).values(OWN_SESSION);
    const res = await helper.call({ method: 'POST', url: '/api/dev/registrations', payload: { offeringId: OWN_SESSION.id, status: 'cart', country: 'US' } });
    expect(res.statusCode).toBe(200);
    const registrationId = (res.json() as { id: string }).id;
    const counts = async () => {
      const { rows } = await helper!.db.pool.query<{ offerings: number; coupons: number; codes: number }>(
        `select (select count(*)::int from offerings where id <> $1) as offerings, (select count(*)::int from coupons) as coupons, (select count(*)::int from dso_codes) as codes`,
        [OWN_SESSION.id],
      );
      return rows[0];
    };
    const close = async () => {
      await helper?.close();
      await server?.stop();
      await database.drop();
    };
    return { server, client: await browserClient(`http://127.0.0.1:${server.port}`), registrationId, counts, close };
  } catch (err) {
    await helper?.close();
    await server?.stop();
    await database.drop();
    throw err;
  }
}

describe('a production start on an empty database', () => {
  let started: Awaited<ReturnType<typeof startOnEmpty>>;
  beforeAll(async () => {
    started = await startOnEmpty({});
  }, 120_000);
  afterAll(async () => {
    await started?.close();
  });

  it('adds no session, coupon or DSO code', async () => {
    expect(await started.counts()).toEqual({ offerings: 0, coupons: 0, codes: 0 });
    const events = (await (await started.client.get('/api/events/')).json()) as { events: { id: string }[] };
    expect(events.events.map((e) => e.id)).toEqual([OWN_SESSION.id]);
  });

  it('refuses the demo coupon WELCOME10', async () => {
    const res = await started.client.post('/api/coupon/', { registrationId: started.registrationId, code: 'WELCOME10' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Invalid coupon code' });
  });
});

describe('control: DEMO_DATA=true in production', () => {
  let started: Awaited<ReturnType<typeof startOnEmpty>>;
  beforeAll(async () => {
    started = await startOnEmpty({ DEMO_DATA: 'true' });
  }, 120_000);
  afterAll(async () => {
    await started?.close();
  });

  it('loads the demo sessions, coupons and codes, and WELCOME10 applies', async () => {
    const counts = await started.counts();
    expect(counts.offerings).toBeGreaterThan(10);
    expect(counts.coupons).toBeGreaterThan(0);
    expect(counts.codes).toBeGreaterThan(0);
    const events = (await (await started.client.get('/api/events/')).json()) as { events: { id: string }[] };
    expect(events.events.map((e) => e.id)).toContain(DEMO_OFFERINGS[2].id);
    const res = await started.client.post('/api/coupon/', { registrationId: started.registrationId, code: 'WELCOME10' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ coupon: { code: 'WELCOME10', status: 'applied' } });
  });
});
