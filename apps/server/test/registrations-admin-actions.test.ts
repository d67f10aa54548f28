import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerings } from '../src/db/schema/offerings';
import { moveRegistration } from '../src/features/moves/staff-move';
import { seedOfferings } from '../src/features/offerings/seed';
import { newRegistration, OFFERING, paymentBody, tokenize } from './helpers/checkout-fixtures';
import { newStaff, signIn, type TestStaff } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * What staff do for a registrant: correct contact data (checked by the information step's own
 * rules), move to another session (seats claimed and released in one transaction, also under
 * concurrency), send a resume link, resend the confirmation; every change audited.
 */
let t: TestApp;
let ops: TestStaff;
let cookies: Record<string, string>;
const SPARE = 'spareChicagoSession00A';
const ONE_SEAT = 'oneSeatLeftSessionA00A';
const ONE_SEAT_CONTROL = 'oneSeatLeftControl000A';

beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  const live = {
    kind: 'fundamentals', courseType: 'live', variant: 'standard', modality: 'in_person', titleEn: 'Spare', titleFr: 'Libre', language: 'en',
    startsAt: new Date(Date.now() + 60 * 86_400_000), endsAt: new Date(Date.now() + 60 * 86_400_000 + 8 * 3_600_000), timeZone: 'America/Chicago',
    country: 'US', state: 'IL', city: 'Chicago', venue: 'Hall', teamSeatAmount: 2, feeUsdCents: 149500, feeCadCents: 199500, status: 'published',
  } as const;
  await t.db.orm.insert(offerings).values([
    { ...live, id: SPARE, seatsCapacity: 10 },
    { ...live, id: ONE_SEAT, seatsCapacity: 1 },
    { ...live, id: ONE_SEAT_CONTROL, seatsCapacity: 1 },
  ]);
  ops = await newStaff(t, 'operations');
  cookies = await signIn(t, ops);
});
afterAll(() => t.close());

const seats = async (id: string) => Number((await t.db.pool.query('select seats_taken from offerings where id = $1', [id])).rows[0].seats_taken);
const audit = async (id: string, action: string) => (await t.db.pool.query('select * from audit_log where entity_id = $1 and action = $2', [id, action])).rows;
const api = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) => t.call({ method, url, payload, cookies });

/** A registration made through POST /api/register/, so its seats are claimed like a registrant's. */
async function registered(offeringId: string, teamMembers: object[] = []) {
  const n = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const res = await t.call({
    method: 'POST',
    url: '/api/register/',
    payload: {
      campaignId: offeringId, firstName: 'Mo', lastName: 'Ve', email: `move.${n}@example.com`, phone: '(312) 555-0123', practiceName: 'Move Dental',
      role: 'doctor_owner', specialty: 'gp', address1: '1 Main St', city: 'Chicago', country: 'US', state: 'IL', postalCode: '60601',
      licenseNumber: 'IL-1', licenseState: 'IL', npiNumber: '1234567893', hotelNeeded: 'no', teamMembers,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
}

describe('correcting contact data', () => {
  it('applies the information step’s rules, changes only what was sent, and audits before and after', async () => {
    const { id } = await newRegistration(t, { status: 'quiz' });
    const bad = await api('PATCH', `/api/admin/registrations/${id}`, { phone: '12', postalCode: 'ABC' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['phone', 'postalCode']);
    const ok = await api('PATCH', `/api/admin/registrations/${id}`, { lastName: 'Okafor', phone: '312 555 0199' });
    expect(ok.statusCode, ok.body).toBe(200);
    const row = (await t.db.pool.query('select last_name, information from registrations where id = $1', [id])).rows[0];
    expect(row.last_name).toBe('Okafor');
    expect(row.information).toMatchObject({ lastName: 'Okafor', phone: '+13125550199', city: 'Chicago' });
    const [entry] = await audit(id, 'correct_contact');
    expect(entry).toMatchObject({ actor_id: ops.id, before: { lastName: 'Dentist', phone: '+13125550123' }, after: { lastName: 'Okafor', phone: '+13125550199' } });
  });
});

describe('moving to another session', () => {
  it('claims the doctor’s and the team’s seats in the new session and releases them in the old one', async () => {
    const id = await registered(OFFERING.live, [{ type: 'hygienist', firstName: 'Ana', lastName: 'Lopez', email: `ana.${Date.now()}@example.com` }]);
    const [fromBefore, toBefore] = [await seats(OFFERING.live), await seats(SPARE)];
    const res = await api('POST', `/api/admin/registrations/${id}/move`, { offeringId: SPARE });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ offeringId: SPARE, seats: 2 });
    expect([await seats(OFFERING.live), await seats(SPARE)]).toEqual([fromBefore - 2, toBefore + 2]);
    expect((await audit(id, 'move'))[0]).toMatchObject({ before: { offeringId: OFFERING.live }, after: { offeringId: SPARE, seats: 2 } });
    expect((await api('POST', `/api/admin/registrations/${id}/move`, { offeringId: SPARE })).statusCode).toBe(409);
    const onDemand = await api('POST', `/api/admin/registrations/${id}/move`, { offeringId: OFFERING.onDemand });
    expect(onDemand.statusCode).toBe(409);
    expect(onDemand.json().error).toBe('Choose another live session of the same course and variant');
  });

  it('gives the last seat to exactly one of two concurrent moves; the control run without locks oversells', async () => {
    const race = async (target: string, lockSeats: boolean) => {
      const ids = [await registered(SPARE), await registered(SPARE)];
      // The control run waits until both moves have read the seat count, so they certainly overlap.
      let arrived = 0;
      let release!: () => void;
      const bothRead = new Promise<void>((resolve) => (release = resolve));
      const afterSeatRead = lockSeats ? undefined : async () => (++arrived === 2 ? release() : bothRead);
      const results = await Promise.allSettled(ids.map((id) => moveRegistration(t.db.orm, { payments: t.app.payments, company: t.config.company }, { id: ops.id, label: ops.email }, id, { offeringId: target }, { lockSeats, afterSeatRead })));
      const moved = Number((await t.db.pool.query('select count(*) from registrations where offering_id = $1', [target])).rows[0].count);
      return { won: results.filter((r) => r.status === 'fulfilled').length, moved, taken: await seats(target) };
    };
    expect(await race(ONE_SEAT, true)).toEqual({ won: 1, moved: 1, taken: 1 });
    const control = await race(ONE_SEAT_CONTROL, false);
    expect(control.moved).toBeGreaterThan(control.taken);
  });
});

describe('e-mails sent again', () => {
  it('sends a resume link to an unpaid registration and the confirmation to a paid one', async () => {
    const open = await newRegistration(t, { status: 'quiz', email: `resume.${Date.now()}@example.com` });
    expect((await api('POST', `/api/admin/registrations/${open.id}/resume-link`)).statusCode).toBe(200);
    const link = (await t.db.pool.query('select subject, text from outbox where "to" = $1', [open.email])).rows;
    expect(link).toHaveLength(1);
    expect(link[0].text).toMatch(/\/registration\/resume\?token=/);
    expect((await api('POST', `/api/admin/registrations/${open.id}/resend-confirmation`)).statusCode).toBe(409);

    const reg = await newRegistration(t, { status: 'cart', email: `again.${Date.now()}@example.com` });
    expect((await t.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(reg.id, await tokenize(t)) })).statusCode).toBe(200);
    expect((await api('POST', `/api/admin/registrations/${reg.id}/resend-confirmation`)).statusCode).toBe(200);
    const mails = (await t.db.pool.query('select subject, attachments from outbox where "to" = $1 order by created_at', [reg.email])).rows;
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe(mails[0].subject);
    expect((await api('POST', `/api/admin/registrations/${reg.id}/resume-link`)).statusCode).toBe(409);
    expect(await audit(reg.id, 'resend_confirmation')).toHaveLength(1);
  });
});

describe('cancelling a registration', () => {
  it('releases its seats and its team’s, e-mails the registrant in their language, closes the funnel to it, and audits why', async () => {
    const id = await registered(SPARE, [{ type: 'hygienist', firstName: 'Ana', lastName: 'Lopez', email: `ana.cancel.${Date.now()}@example.com` }]);
    await t.db.pool.query(`update registrations set locale = 'fr-CA' where id = $1`, [id]);
    const email = (await t.db.pool.query('select email from registrations where id = $1', [id])).rows[0].email;
    const before = await seats(SPARE);
    expect((await api('POST', `/api/admin/registrations/${id}/cancel`, { reason: '' })).statusCode).toBe(400);

    const res = await api('POST', `/api/admin/registrations/${id}/cancel`, { reason: 'Asked by phone' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ seatsReleased: 2 });
    expect(await seats(SPARE)).toBe(before - 2);
    const mails = (await t.db.pool.query('select subject, text from outbox where "to" = $1', [email])).rows;
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Inscription annulée : Libre');
    expect(mails[0].text).toContain('Votre inscription a été annulée');
    expect(await audit(id, 'cancel')).toMatchObject([{ actor_id: ops.id, after: { reason: 'Asked by phone', seatsReleased: 2 } }]);

    // The registrant's pages answer that it is cancelled; a second cancel changes nothing.
    const page = await t.call({ method: 'GET', url: `/api/provider/id/${id}` });
    expect(page.statusCode).toBe(410);
    expect(page.json().error).toMatch(/cancelled/);
    const again = await api('POST', `/api/admin/registrations/${id}/cancel`, { reason: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(await seats(SPARE)).toBe(before - 2);
    expect((await t.db.pool.query('select count(*)::int as n from outbox where "to" = $1', [email])).rows[0].n).toBe(1);

    // The same e-mail may register again for the session, and the search finds the cancelled one by status.
    const found = (await api('GET', `/api/admin/registrations?status=cancelled&q=${encodeURIComponent(email)}`)).json();
    expect(found.data.map((r: { id: string }) => r.id)).toEqual([id]);
    const open = (await api('GET', `/api/admin/registrations?status=objectives&q=${encodeURIComponent(email)}`)).json();
    expect(open.data).toEqual([]);
  });
});
