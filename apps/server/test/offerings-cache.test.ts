import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerings } from '../src/db/schema/offerings';
import { createTestAppOn, createTestDatabase, type TestApp } from './helpers/test-app';

/**
 * The schedule and availability are served from each instance's memory (features/offerings/cache.ts).
 * Two instances on one database: instance B has the schedule cached, the last seat is taken
 * through instance A, and B shows the session Sold Out as soon as the database's change
 * announcement reaches it (no timer). The control instance C ignores announcements: it still shows
 * the seat after the same announcement, so the test can see a stale copy when there is one.
 */
const SESSION = 'cacheTwoInstSession00';
/** A second one-seat session, taken through the instance that ignores announcements. */
const OWN = 'cacheOwnWriteSession0';
const STARTS = new Date(Date.now() + 30 * 86_400_000);

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let a: TestApp;
let b: TestApp;
let c: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  [a, b, c] = await Promise.all([
    createTestAppOn(database.url),
    createTestAppOn(database.url),
    createTestAppOn(database.url, {}, { offeringsCache: { ignoreChanges: true } }),
  ]);
  await a.db.orm.insert(offerings).values({
    id: SESSION, kind: 'fundamentals', courseType: 'live', variant: 'standard', modality: 'virtual', titleEn: 'Cached session', titleFr: 'Session en cache',
    language: 'en', seatsCapacity: 1, teamSeatAmount: 0, feeUsdCents: 1, feeCadCents: 1, status: 'published',
    startsAt: STARTS, endsAt: new Date(STARTS.getTime() + 8 * 3_600_000), timeZone: 'America/Chicago', days: 1, presenter: 'Dr. Cache',
  });
  await a.db.orm.insert(offerings).values({
    id: OWN, kind: 'fundamentals', courseType: 'live', variant: 'standard', modality: 'virtual', titleEn: 'Own write', titleFr: 'Écriture', language: 'en',
    seatsCapacity: 1, teamSeatAmount: 0, feeUsdCents: 1, feeCadCents: 1, status: 'published', startsAt: STARTS, endsAt: new Date(STARTS.getTime() + 8 * 3_600_000),
    timeZone: 'America/Chicago', days: 1, presenter: 'Dr. Own',
  });
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close(), c?.close()]);
  await database?.drop();
});

const registrant = {
  campaignId: SESSION, firstName: 'Last', lastName: 'Seat', email: 'last.seat@example.com', phone: '(312) 555-0123',
  practiceName: 'Cache Dental', role: 'doctor_owner', specialty: 'gp', address1: '1 Main St', city: 'Chicago', country: 'US',
  state: 'IL', postalCode: '60601', licenseNumber: 'IL-1', licenseState: 'IL', npiNumber: '1234567893',
};

const listed = async (t: TestApp) => {
  const res = await t.call({ method: 'GET', url: '/api/events/' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { events: { id: string; available: boolean }[] }).events.find((e) => e.id === SESSION);
};
const seatOpen = async (t: TestApp) => (await t.call({ method: 'GET', url: `/api/availability/${SESSION}` })).json().availability as boolean;

describe('the offerings cache across two server instances', () => {
  it('a seat taken on one instance shows Sold Out on the other at once; an instance ignoring announcements would not', async () => {
    for (const t of [b, c]) {
      expect(await listed(t)).toMatchObject({ available: true });
      expect(await seatOpen(t)).toBe(true);
    }
    const announced = Promise.all([b.app.offerings.nextChange(), c.app.offerings.nextChange()]);
    const res = await a.call({ method: 'POST', url: '/api/register/', payload: registrant });
    expect(res.statusCode).toBe(200);
    await announced;

    expect(await listed(b)).toMatchObject({ available: false });
    expect(await seatOpen(b)).toBe(false);
    // Control: the same announcement arrived, but this copy was kept.
    expect(await listed(c)).toMatchObject({ available: true });
    expect(await seatOpen(c)).toBe(true);
  });

  it('a session staff unpublish leaves the other instance\'s schedule when the change commits', async () => {
    const announced = b.app.offerings.nextChange();
    await a.db.pool.query(`update offerings set status = 'draft' where id = $1`, [SESSION]);
    await announced;
    expect(await listed(b)).toBeUndefined();
  });

  it('public reads hand out no cookie and are not rate-limited; the answer is the JSON the route always gave', async () => {
    const res = await b.app.inject({ method: 'GET', url: '/api/events/?locale=fr-CA' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    expect(res.json()).toMatchObject({ events: expect.any(Array), total: expect.any(Number) });
    expect(res.headers['content-encoding']).toBeUndefined();
    for (const [accepted, encoding, decode] of [['gzip, deflate, br', 'br', brotliDecompressSync], ['gzip', 'gzip', gunzipSync]] as const) {
      const zipped = await b.app.inject({ method: 'GET', url: '/api/events/?locale=fr-CA', headers: { 'accept-encoding': accepted } });
      expect(zipped.headers['content-encoding']).toBe(encoding);
      expect(zipped.headers.vary).toBe('Accept-Encoding');
      expect(JSON.parse(decode(zipped.rawPayload).toString())).toEqual(res.json());
    }
    const page = await b.app.inject({ method: 'GET', url: '/api/registration/courses' });
    expect(page.headers['x-ratelimit-limit']).toBeDefined();
  });

  // The writes drop the copy on their own route (not in a hook every read runs): the instance that
  // ignores announcements sees its own write at once, as the first test shows it does not see A's.
  it("a seat taken through an instance shows Sold Out on that instance's next read, without waiting for the announcement", async () => {
    const open = async () => (await c.call({ method: 'GET', url: `/api/availability/${OWN}` })).json().availability as boolean;
    expect(await open()).toBe(true);
    const res = await c.call({ method: 'POST', url: '/api/register/', payload: { ...registrant, campaignId: OWN, email: 'own.write@example.com' } });
    expect(res.statusCode).toBe(200);
    expect(await open()).toBe(false);
  });
});
