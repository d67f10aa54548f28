import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerings } from '../src/db/schema/offerings';
import { register } from '../src/features/registration/service';
import { createTestAppOn, createTestDatabase, type TestApp } from './helpers/test-app';

/**
 * Guide target: concurrent registrations for the last seats, split between TWO server instances
 * (two apps, each with its own connection pool) on one database. Only the database can keep the
 * count right here, so exactly the capacity wins. The control run sends the same split through a
 * test-only route on each instance that calls the same service with the seat lock off
 * (RegisterOptions.lockSeats, as in registration-race.test.ts): it must oversell, which proves the
 * claims really overlapped across the instances.
 */
const CAPACITY = 4;
const CONCURRENT = 40;
const LOCKED = 'twoInstLockedOffering0';
const UNLOCKED = 'twoInstUnlockedOfferin';

// The control route exists only in this test's apps, never in the product.
const unlockedRoute = async (app: FastifyInstance) => {
  app.post('/test/register-unlocked', async (req) => register(app.db.orm, req.body as { campaignId: string }, 'en', { lockSeats: false }));
};

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  [a, b] = await Promise.all([createTestAppOn(database.url, {}, { extend: unlockedRoute }), createTestAppOn(database.url, {}, { extend: unlockedRoute })]);
  const base = {
    kind: 'fundamentals', courseType: 'on_demand', variant: 'standard', modality: 'virtual', titleEn: 'Two', titleFr: 'Deux',
    language: 'en', seatsCapacity: CAPACITY, teamSeatAmount: 0, feeUsdCents: 1, feeCadCents: 1,
  } as const;
  await a.db.orm.insert(offerings).values([{ ...base, id: LOCKED }, { ...base, id: UNLOCKED }]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await database?.drop();
});

const payload = (campaignId: string, i: number) => ({
  campaignId, firstName: 'Split', lastName: `Runner ${i}`, email: `split.${campaignId}.${i}@example.com`, phone: '(312) 555-0123',
  practiceName: 'Split Dental', role: 'doctor_owner', specialty: 'gp', address1: '1 Main St', city: 'Chicago', country: 'US',
  state: 'IL', postalCode: '60601', licenseNumber: 'IL-1', licenseState: 'IL', npiNumber: '1234567893',
});

/** Even requests go to instance A, odd ones to B, all in flight at once. */
async function stampede(offeringId: string, url: string) {
  const responses = await Promise.all(
    Array.from({ length: CONCURRENT }, (_, i) => (i % 2 ? b : a).call({ method: 'POST', url, payload: payload(offeringId, i) })),
  );
  const winsBy = (t: TestApp) => responses.filter((r, i) => r.statusCode === 200 && (i % 2 ? b : a) === t).length;
  const [row] = (await a.db.pool.query('select seats_taken, (select count(*)::int from registrations where offering_id = $1) as records from offerings where id = $1', [offeringId])).rows;
  return { responses, winsA: winsBy(a), winsB: winsBy(b), seatsTaken: row.seats_taken as number, records: row.records as number };
}

describe('the last seats, registered through two server instances on one database', () => {
  it(`with the row lock: exactly ${CAPACITY} of ${CONCURRENT} succeed, the rest get the sold-out message`, async () => {
    const r = await stampede(LOCKED, '/api/register/');
    const ok = r.responses.filter((res) => res.statusCode === 200);
    expect(ok).toHaveLength(CAPACITY);
    expect(r.records).toBe(CAPACITY);
    expect(r.seatsTaken).toBe(CAPACITY);
    const refused = r.responses.filter((res) => res.statusCode !== 200);
    expect(refused).toHaveLength(CONCURRENT - CAPACITY);
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'This course is sold out.' });
    }
    // Both instances took part: each answered its half, with wins and refusals split between them.
    expect(r.winsA + r.winsB).toBe(CAPACITY);
    for (const half of [0, 1]) expect(r.responses.filter((res, i) => i % 2 === half && res.statusCode === 409).length).toBeGreaterThanOrEqual(CONCURRENT / 2 - CAPACITY);
  });

  it('control run without the lock oversells across the instances, so the test can see a race', async () => {
    const r = await stampede(UNLOCKED, '/test/register-unlocked');
    const won = r.winsA + r.winsB;
    expect(won).toBeGreaterThan(CAPACITY);
    expect(r.records).toBe(won);
    expect(r.seatsTaken).toBeLessThan(r.records);
  });
});
