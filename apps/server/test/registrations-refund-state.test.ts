import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerings } from '../src/db/schema/offerings';
import { markAttendance } from '../src/features/certificates/attendance';
import { seedOfferings } from '../src/features/offerings/seed';
import { sendFunnelReminders, sendSessionReminders } from '../src/features/reminders/service';
import { readCsv } from '../src/platform/cli/csv';
import { newPublicId } from '../src/platform/security/ids';
import { paymentBody, tokenize } from './helpers/checkout-fixtures';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * A full refund ends the registration everywhere (issue 28, defects 2 and 15): the payment reads
 * 'Refunded', the seats go back to the session unless staff keep them, nobody can mark it present
 * or get its certificate, no reminder goes out, and the search, the dashboard and the exports show
 * it refunded. A partial refund leaves the registration as it was.
 */
let t: TestApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  cookies = await signIn(t, await newStaff(t, 'operations'));
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const PUBLIC_URL = 'http://portal.test';
const key = () => randomBytes(16).toString('base64url');
const api = (method: 'GET' | 'POST', url: string, payload?: object, query?: Record<string, string>) => t.call({ method, url, payload, query, cookies });
const seats = async (id: string) => Number((await t.db.pool.query('select seats_taken from offerings where id = $1', [id])).rows[0].seats_taken);
const detail = async (id: string) => (await api('GET', `/api/admin/registrations/${id}`)).json();
const refund = (id: string, more: object = {}) => api('POST', `/api/admin/registrations/${id}/refund`, { reason: 'changed plans', idempotencyKey: key(), ...more });

/** A live session of its own for each test, so its seats, reminders and dashboard row are only that test's. */
async function newSession(city = 'Chicago') {
  const id = newPublicId();
  const startsAt = new Date(Date.now() + 30 * 86_400_000);
  await t.db.orm.insert(offerings).values({
    id, kind: 'fundamentals', courseType: 'live', variant: 'standard', modality: 'in_person', titleEn: `Refund state ${city}`, titleFr: `État du remboursement ${city}`,
    language: 'en', startsAt, endsAt: new Date(startsAt.getTime() + 8 * HOUR), timeZone: 'America/Chicago', country: 'US', state: 'IL', city, venue: 'Hall',
    seatsCapacity: 10, teamSeatAmount: 2, feeUsdCents: 149500, feeCadCents: 199500, status: 'published',
  });
  return { id, startsAt };
}

/** The session's day has come (the attendance writer judges by the server's clock: issue 50). */
const started = (id: string) => t.db.pool.query(`update offerings set starts_at = now() - interval '1 hour' where id = $1`, [id]);

/** Registered as a registrant does (the seats are claimed), then paid through the sandbox. */
async function paidRegistration(offeringId: string, teamMembers: object[] = []) {
  const email = `refund.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const res = await t.call({
    method: 'POST',
    url: '/api/register/',
    payload: {
      campaignId: offeringId, firstName: 'Re', lastName: 'Fund', email, phone: '(312) 555-0123', practiceName: 'Refund Dental', role: 'doctor_owner', specialty: 'gp',
      address1: '1 Main St', city: 'Chicago', country: 'US', state: 'IL', postalCode: '60601', licenseNumber: 'IL-1', licenseState: 'IL', npiNumber: '1234567893', hotelNeeded: 'no', teamMembers,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().id as string;
  // The funnel's steps before checkout are not what this file tests.
  await t.db.pool.query(`update registrations set status = 'cart' where id = $1`, [id]);
  const paid = await t.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(id, await tokenize(t)) });
  expect(paid.statusCode, paid.body).toBe(200);
  return { id, email };
}

async function remindersFor(registrationId: string) {
  return Number((await t.db.pool.query('select count(*) from reminders where registration_id = $1', [registrationId])).rows[0].count);
}

async function csvRow(kind: 'registrations' | 'payments', column: string, value: string) {
  const today = new Date().toISOString().slice(0, 10);
  const res = await api('GET', `/api/admin/exports/${kind}.csv`, undefined, { from: today, to: today });
  expect(res.statusCode, res.body).toBe(200);
  const [header, ...rows] = readCsv(res.body).map((r) => r.fields);
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]]))).find((r) => r[column] === value)!;
}

async function dashboardRow(offeringId: string) {
  return (await api('GET', '/api/admin/dashboard')).json().sessions.find((s: { id: string }) => s.id === offeringId);
}

async function found(status: string, id: string) {
  const res = await api('GET', '/api/admin/registrations', undefined, { status, perPage: '100' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.some((r: { id: string }) => r.id === id);
}

describe('a full refund', () => {
  it('ends the registration: Refunded, seats released, no attendance, certificate or reminder, and so in the search, dashboard and exports', async () => {
    const session = await newSession();
    const { id, email } = await paidRegistration(session.id, [{ type: 'hygienist', email: 'hy.refund@example.com', firstName: 'Hy', lastName: 'Gienist' }]);
    expect(await seats(session.id)).toBe(2);

    const res = await refund(id);
    expect(res.statusCode, res.body).toBe(200);
    const d = await detail(id);
    expect(d.payments.map((p: { status: string }) => p.status)).toEqual(['refunded']);
    expect(d).toMatchObject({ state: 'refunded', status: 'confirmation', refundableCents: 0, refundKeptSeats: false });
    expect(d.refundedAt).toBeTruthy();
    expect(await seats(session.id)).toBe(0);

    expect(await found('refunded', id)).toBe(true);
    expect(await found('confirmation', id)).toBe(false);

    await sendSessionReminders(t.db.orm, PUBLIC_URL, new Date(session.startsAt.getTime() - 12 * HOUR));
    await sendFunnelReminders(t.db.orm, PUBLIC_URL, new Date(Date.now() + 3 * 86_400_000));
    expect(await remindersFor(id)).toBe(0);

    await started(session.id);
    const [marked] = await markAttendance(t.db.orm, { offeringId: session.id, emails: [email], markedBy: 'test' });
    expect(marked.outcome).toBe('refunded');
    expect(Number((await t.db.pool.query('select count(*) from certificates where registration_id = $1', [id])).rows[0].count)).toBe(0);

    expect((await csvRow('registrations', 'registration_id', id)).state).toBe('refunded');
    expect((await csvRow('payments', 'registration_id', id)).status).toBe('refunded');
    expect(await dashboardRow(session.id)).toMatchObject({ registrations: 0, paid: 0, refundedRegistrations: 1, seatsTaken: 0 });

    // The registrant's funnel link says the registration was refunded.
    const provider = await t.call({ method: 'GET', url: `/api/provider/id/${id}` });
    expect(provider.statusCode).toBe(410);
    expect(provider.json().error).toBe('This registration was refunded. If you think this is a mistake, please contact us.');

    // On the roster, once the session has started: not listed, and marking present is refused.
    await t.db.pool.query(`update offerings set starts_at = now() - interval '2 hours', ends_at = now() + interval '6 hours' where id = $1`, [session.id]);
    expect((await api('GET', `/api/admin/sessions/${session.id}/roster`)).json().data).toEqual([]);
    const present = await api('POST', `/api/admin/sessions/${session.id}/attendance`, { registrationId: id, present: true });
    expect(present.statusCode).toBe(409);
    expect(present.json().error).toBe('This registration is refunded in full: it cannot attend');
  });

  it('keeps the seats when staff choose to, and a later cancellation gives them back once', async () => {
    const session = await newSession();
    const { id } = await paidRegistration(session.id);
    expect(await seats(session.id)).toBe(1);
    expect((await refund(id, { keepSeats: true })).statusCode).toBe(200);
    expect(await detail(id)).toMatchObject({ state: 'refunded', refundKeptSeats: true });
    expect(await seats(session.id)).toBe(1);
    expect((await api('POST', `/api/admin/registrations/${id}/cancel`, { reason: 'will not come' })).statusCode).toBe(200);
    expect(await seats(session.id)).toBe(0);
    expect((await detail(id)).state).toBe('cancelled');
  });

  it('refuses to move a refunded registration or resend its confirmation', async () => {
    const [from, to] = [await newSession(), await newSession('Denver')];
    const { id } = await paidRegistration(from.id);
    await refund(id);
    const move = await api('POST', `/api/admin/registrations/${id}/move`, { offeringId: to.id });
    expect(move.statusCode).toBe(409);
    expect(move.json().error).toBe('This registration is refunded in full: it has ended');
    expect((await api('POST', `/api/admin/registrations/${id}/resend-confirmation`)).statusCode).toBe(409);
    expect(await seats(to.id)).toBe(0);
  });
});

describe('a partial refund', () => {
  it('leaves the registration as it was: Paid, seat taken, attendance, certificate and reminders as before', async () => {
    const session = await newSession();
    const { id, email } = await paidRegistration(session.id);
    expect((await refund(id, { amountCents: 1000 })).statusCode).toBe(200);
    const d = await detail(id);
    expect(d.payments.map((p: { status: string }) => p.status)).toEqual(['paid']);
    expect(d).toMatchObject({ state: 'confirmation', refundedAt: null });
    expect(await seats(session.id)).toBe(1);
    expect(await found('confirmation', id)).toBe(true);
    expect(await found('refunded', id)).toBe(false);
    expect((await csvRow('registrations', 'registration_id', id)).state).toBe('confirmation');
    expect((await csvRow('payments', 'registration_id', id)).status).toBe('paid');
    expect(await dashboardRow(session.id)).toMatchObject({ registrations: 1, paid: 1, refundedRegistrations: 0 });

    await sendSessionReminders(t.db.orm, PUBLIC_URL, new Date(session.startsAt.getTime() - 12 * HOUR));
    expect(await remindersFor(id)).toBe(1);
    await started(session.id);
    const [marked] = await markAttendance(t.db.orm, { offeringId: session.id, emails: [email], markedBy: 'test' });
    expect(marked.outcome).toBe('marked');
  });

  it('ends the registration when a second partial refund makes it full', async () => {
    const session = await newSession();
    const { id } = await paidRegistration(session.id);
    await refund(id, { amountCents: 1000 });
    expect((await detail(id)).state).toBe('confirmation');
    await refund(id);
    expect(await detail(id)).toMatchObject({ state: 'refunded', payments: [expect.objectContaining({ status: 'refunded' })] });
    expect(await seats(session.id)).toBe(0);
  });
});
