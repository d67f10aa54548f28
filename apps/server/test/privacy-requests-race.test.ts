import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitPrivacyRequest } from '../src/features/privacy-requests/request-service';
import { urlOf } from './helpers/database-dump';
import { until, waitingOnLocks } from './helpers/locks';
import { createTestApp, createTestAppOn, type TestApp } from './helpers/test-app';

/**
 * The same request sent twice at once, to two server instances on one database, is logged once:
 * each submission reads whether an open one exists only after taking the address's advisory lock.
 * Both submissions are held after their read until the other has read too, or is waiting on the
 * lock; the control run, without the lock, must log it twice (so the test can see a double).
 */
let a: TestApp;
let b: TestApp;
const settings = { officerEmail: 'officer@example.com', publicUrl: 'http://localhost', secret: 'race-test-secret-race-test-secret!' };

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestAppOn(urlOf(a.db.pool));
});
afterAll(async () => {
  await b.close();
  await a.close();
});

async function race(email: string, lock: boolean): Promise<number> {
  let reads = 0;
  const afterRead = async () => {
    reads++;
    await until(async () => reads === 2 || (await waitingOnLocks(a)) > 0);
  };
  const form = { kind: 'erasure' as const, email, details: '' };
  await Promise.all([a, b].map((t) => submitPrivacyRequest(t.db, settings, 'en', form, { lock, afterRead })));
  return Number((await a.db.pool.query('select count(*) from privacy_requests where email = $1', [email])).rows[0].count);
}

describe('two identical requests at once on two instances', () => {
  it('are logged once', async () => {
    expect(await race('race.locked@example.com', true)).toBe(1);
    expect(Number((await a.db.pool.query(`select count(*) from outbox where "to" = 'officer@example.com'`)).rows[0].count)).toBe(1);
  });

  it('control: without the lock the same race logs it twice', async () => {
    expect(await race('race.unlocked@example.com', false)).toBe(2);
  });
});
