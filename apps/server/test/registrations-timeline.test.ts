import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerings } from '../src/db/schema/offerings';
import { seedOfferings } from '../src/features/offerings/seed';
import { newPublicId } from '../src/platform/security/ids';
import { paymentBody, tokenize } from './helpers/checkout-fixtures';
import { newStaff, signIn, type TestStaff } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * A registration's timeline in the back office (issue 28, defect 6) shows what staff did, not only
 * what the registrant did: a move (from which session to which), a resent confirmation, a refund
 * (its amount), a full refund's end, a cancellation; each in the staff member's language.
 */
let t: TestApp;
let ops: TestStaff;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  ops = await newStaff(t, 'operations');
  cookies = await signIn(t, ops);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const api = (method: 'GET' | 'POST', url: string, payload?: object, query?: Record<string, string>) => t.call({ method, url, payload, query, cookies });
type Event = { kind: string; summary: string; at: string };
const timeline = async (id: string, locale = 'en'): Promise<Event[]> => (await api('GET', `/api/admin/registrations/${id}`, undefined, { locale })).json().timeline;

async function session(city: string, days: number) {
  const id = newPublicId();
  const startsAt = new Date(Date.UTC(2031, 4, days, 14));
  await t.db.orm.insert(offerings).values({
    id, kind: 'fundamentals', courseType: 'live', variant: 'standard', modality: 'in_person', titleEn: 'Timeline course', titleFr: 'Cours de la chronologie',
    language: 'en', startsAt, endsAt: new Date(startsAt.getTime() + 8 * HOUR), timeZone: 'America/Chicago', country: 'US', state: 'IL', city, venue: 'Hall',
    seatsCapacity: 10, teamSeatAmount: 2, feeUsdCents: 149500, feeCadCents: 199500, status: 'published',
  });
  return id;
}

async function paidRegistration(offeringId: string) {
  const res = await t.call({ method: 'POST', url: '/api/dev/registrations', payload: { offeringId, status: 'cart' } });
  const { id } = res.json() as { id: string };
  // A registration made by the fixture holds no seat; the move claims and releases one like any other.
  await t.db.pool.query('update offerings set seats_taken = seats_taken + 1 where id = $1', [offeringId]);
  const paid = await t.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(id, await tokenize(t)) });
  expect(paid.statusCode, paid.body).toBe(200);
  return id;
}

describe('the registration timeline', () => {
  it('shows a move from which session to which, a resent confirmation, a refund with its amount and a cancellation, in order', async () => {
    const [chicago, denver] = [await session('Chicago', 7), await session('Denver', 21)];
    const id = await paidRegistration(chicago);
    expect((await api('POST', `/api/admin/registrations/${id}/move`, { offeringId: denver })).statusCode).toBe(200);
    expect((await api('POST', `/api/admin/registrations/${id}/resend-confirmation`)).statusCode).toBe(200);
    expect((await api('POST', `/api/admin/registrations/${id}/refund`, { amountCents: 1000, reason: 'parking', idempotencyKey: randomBytes(16).toString('base64url') })).statusCode).toBe(200);
    expect((await api('POST', `/api/admin/registrations/${id}/cancel`, { reason: 'cannot travel' })).statusCode).toBe(200);

    const events = await timeline(id);
    const staffKinds = events.map((e) => e.kind).filter((k) => ['moved', 'resent', 'refund', 'cancelled'].includes(k));
    expect(staffKinds).toEqual(['moved', 'resent', 'refund', 'cancelled']);
    const of = (kind: string) => events.find((e) => e.kind === kind)!.summary;
    expect(of('moved')).toBe(`from Timeline course · Chicago · May 7, 2031 to Timeline course · Denver · May 21, 2031 · by ${ops.email}`);
    expect(of('resent')).toBe(`by ${ops.email}`);
    expect(of('refund')).toBe('$10.00 · parking');
    expect(of('cancelled')).toBe('cannot travel');

    const fr = await timeline(id, 'fr-CA');
    expect(fr.find((e) => e.kind === 'moved')!.summary).toBe(`de Cours de la chronologie · Chicago · 7 mai 2031 à Cours de la chronologie · Denver · 21 mai 2031 · par ${ops.email}`);
  });

  it('shows the end of a full refund, with its seats released or kept', async () => {
    const id = await paidRegistration(await session('Chicago', 9));
    await api('POST', `/api/admin/registrations/${id}/refund`, { reason: 'changed plans', idempotencyKey: randomBytes(16).toString('base64url') });
    const events = await timeline(id);
    expect(events.find((e) => e.kind === 'refunded')?.summary).toBe('its seats went back to the session');
    expect((await timeline(id, 'fr-CA')).find((e) => e.kind === 'refunded')?.summary).toBe('ses places sont retournées à la séance');
  });
});
