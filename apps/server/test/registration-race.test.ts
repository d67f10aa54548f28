import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@portal/domain/errors/app-error';
import { offerings } from '../src/db/schema/offerings';
import { retryTransaction } from '../src/db/retry-transaction';
import { register } from '../src/features/registration/service';
import { translator } from '../src/platform/i18n';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * 50 concurrent registrations for the last seats, on real PostgreSQL, through the same service
 * function as POST /api/register/. With the seat row lock exactly the capacity wins; the control
 * run turns the lock off (a test-only option of the service) and must oversell, which proves the
 * test really runs the claims concurrently and would see a broken lock.
 */
const CAPACITY = 5;
const CONCURRENT = 50;
const LOCKED = 'raceLockedOffering000A';
const UNLOCKED = 'raceUnlockedOffering0A';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const base = {
    kind: 'fundamentals', courseType: 'on_demand', variant: 'standard', modality: 'virtual', titleEn: 'Race', titleFr: 'Course',
    language: 'en', seatsCapacity: CAPACITY, teamSeatAmount: 0, feeUsdCents: 1, feeCadCents: 1,
  } as const;
  await t.db.orm.insert(offerings).values([{ ...base, id: LOCKED }, { ...base, id: UNLOCKED }]);
});
afterAll(() => t.close());

const payload = (campaignId: string, i: number) => ({
  campaignId, firstName: 'Race', lastName: `Runner ${i}`, email: `race.${campaignId}.${i}@example.com`, phone: '(312) 555-0123',
  practiceName: 'Race Dental', role: 'doctor_owner', specialty: 'gp', address1: '1 Main St', city: 'Chicago', country: 'US',
  state: 'IL', postalCode: '60601', licenseNumber: 'IL-1', licenseState: 'IL', npiNumber: '1234567893',
});

async function stampede(offeringId: string, lockSeats: boolean) {
  const results = await Promise.allSettled(
    Array.from({ length: CONCURRENT }, (_, i) => register(t.db.orm, payload(offeringId, i), 'en', { lockSeats })),
  );
  const won = results.filter((r) => r.status === 'fulfilled').length;
  const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
  const [row] = (await t.db.pool.query('select seats_taken, (select count(*)::int from registrations where offering_id = $1) as records from offerings where id = $1', [offeringId])).rows;
  return { won, refusals, seatsTaken: row.seats_taken as number, records: row.records as number };
}

describe('the last seats under concurrent registrations', () => {
  it(`with the row lock: exactly ${CAPACITY} of ${CONCURRENT} win, the rest are told the course is sold out`, async () => {
    const r = await stampede(LOCKED, true);
    expect(r.won).toBe(CAPACITY);
    expect(r.records).toBe(CAPACITY);
    expect(r.seatsTaken).toBe(CAPACITY);
    expect(r.refusals).toHaveLength(CONCURRENT - CAPACITY);
    for (const err of r.refusals) {
      expect(err).toBeInstanceOf(AppError);
      expect(translator('en')((err as AppError).key)).toBe('This course is sold out.');
    }
  });

  it('control run without the lock oversells, so the test can see a race', async () => {
    const r = await stampede(UNLOCKED, false);
    expect(r.won).toBeGreaterThan(CAPACITY);
    expect(r.records).toBe(r.won);
    // Lost updates: the counter no longer matches the records.
    expect(r.seatsTaken).toBeLessThan(r.records);
  });
});

describe('retrying a transaction that lost a conflict', () => {
  const failing = (codes: (string | undefined)[]) => {
    let calls = 0;
    const run = async () => {
      const code = codes[calls++];
      // drizzle wraps the driver's error: the code may sit on the cause.
      if (code) throw Object.assign(new Error('query failed'), calls % 2 ? { code } : { cause: { code } });
      return calls;
    };
    return { run, calls: () => calls };
  };

  it('runs again after serialization failures and deadlocks', async () => {
    const f = failing(['40001', '40P01', '40001', undefined]);
    expect(await retryTransaction(f.run)).toBe(4);
  });

  it('gives up after the last attempt and never retries other errors', async () => {
    const always = failing(Array(10).fill('40001'));
    await expect(retryTransaction(always.run, 3)).rejects.toThrow('query failed');
    expect(always.calls()).toBe(3);
    const unique = failing(['23505', undefined]);
    await expect(retryTransaction(unique.run)).rejects.toThrow('query failed');
    expect(unique.calls()).toBe(1);
  });
});
