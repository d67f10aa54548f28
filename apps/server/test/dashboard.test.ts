import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerings } from '../src/db/schema/offerings';
import { seedOfferings } from '../src/features/offerings/seed';
import { newRegistration, paymentBody, tokenize } from './helpers/checkout-fixtures';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The dashboard: registrations, payments net of refunds per currency, and seats, by session, for a period. */
const SESSION = 'dashboardSessionA0000A';
let t: TestApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  await t.db.orm.insert(offerings).values({
    id: SESSION, kind: 'fundamentals', courseType: 'live', variant: 'standard', modality: 'in_person', titleEn: 'Dashboard session', titleFr: 'Séance',
    language: 'en', startsAt: new Date(Date.now() + 40 * 86_400_000), endsAt: new Date(Date.now() + 40 * 86_400_000 + 3_600_000), timeZone: 'America/Chicago',
    country: 'US', state: 'IL', city: 'Chicago', venue: 'Hall', seatsCapacity: 10, feeUsdCents: 149500, feeCadCents: 199500, status: 'published',
  });
  cookies = await signIn(t, await newStaff(t, 'viewer'));
  for (let i = 0; i < 3; i++) await newRegistration(t, { offeringId: SESSION, status: 'quiz' });
  const paid = await newRegistration(t, { offeringId: SESSION, status: 'cart' });
  expect((await t.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(paid.id, await tokenize(t)) })).statusCode).toBe(200);
  const ops = await signIn(t, await newStaff(t, 'operations'));
  const refund = await t.call({ method: 'POST', url: `/api/admin/registrations/${paid.id}/refund`, payload: { amountCents: 49500, reason: 'partial', idempotencyKey: randomBytes(16).toString('base64url') }, cookies: ops });
  expect(refund.statusCode, refund.body).toBe(200);
  await t.db.pool.query(`update offerings set seats_taken = 4 where id = $1`, [SESSION]);
});
afterAll(() => t.close());

const get = (query: Record<string, string> = {}) => t.call({ method: 'GET', url: '/api/admin/dashboard', query, cookies });

describe('dashboard', () => {
  it('counts registrations, payments and refunds of the last 30 days by session, money per currency', async () => {
    const res = await get();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const row = body.sessions.find((s: { id: string }) => s.id === SESSION);
    expect(row).toMatchObject({ registrations: 4, paid: 1, seatsTaken: 4, seatsCapacity: 10, revenueCents: { USD: 100000, CAD: 0 }, refundedCents: { USD: 49500, CAD: 0 } });
    expect(body.totals.registrations).toBeGreaterThanOrEqual(4);
    expect(body.totals.revenueCents.USD).toBe(100000);
  });

  it('a period in the past holds none of it; a reversed period is refused', async () => {
    const past = (await get({ from: '2020-01-01', to: '2020-01-31' })).json();
    expect(past.sessions.find((s: { id: string }) => s.id === SESSION)).toBeUndefined();
    expect(past.totals).toEqual({ registrations: 0, paid: 0, refundedRegistrations: 0, revenueCents: { USD: 0, CAD: 0 }, refundedCents: { USD: 0, CAD: 0 } });
    const reversed = await get({ from: '2026-05-02', to: '2026-05-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error).toBe('The period must end after it starts');
  });
});
