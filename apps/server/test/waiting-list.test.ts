import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerings } from '../src/db/schema/offerings';
import { cancelRegistration } from '../src/features/registration/admin-cancel';
import { expireOffers } from '../src/features/waiting-list/service';
import { newStaff, type TestStaff } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 11: the waiting list of a sold-out session. People join it (only when sold out, once);
 * a freed seat is offered to the first in line by e-mail and held for them (still counted as
 * taken, so nobody else gets it); their link registers them with it, once; an offer not taken in
 * time goes to the next in line, and with nobody left the seat is free again.
 */
let t: TestApp;
let ops: TestStaff;
const FULL = 'waitListFullSession00A';
const OPEN = 'waitListOpenSession00A';

beforeAll(async () => {
  t = await createTestApp();
  const live = {
    kind: 'fundamentals', courseType: 'live', variant: 'standard', modality: 'in_person', titleEn: 'Waiting', titleFr: 'Attente', language: 'en',
    startsAt: new Date(Date.now() + 30 * 86_400_000), endsAt: new Date(Date.now() + 30 * 86_400_000 + 8 * 3_600_000), timeZone: 'America/Chicago',
    country: 'US', state: 'IL', city: 'Chicago', venue: 'Hall', teamSeatAmount: 2, feeUsdCents: 149500, feeCadCents: 199500, status: 'published',
  } as const;
  await t.db.orm.insert(offerings).values([{ ...live, id: FULL, seatsCapacity: 1 }, { ...live, id: OPEN, seatsCapacity: 10 }]);
  ops = await newStaff(t, 'operations');
});
afterAll(() => t.close());

const seatsTaken = async () => Number((await t.db.pool.query('select seats_taken from offerings where id = $1', [FULL])).rows[0].seats_taken);
const line = async () => (await t.db.pool.query('select email, status from waiting_list where offering_id = $1 order by created_at', [FULL])).rows;
const mails = async (to: string) => (await t.db.pool.query('select subject, text from outbox where "to" = $1 order by created_at', [to])).rows;
const join = (offeringId: string, email: string, locale = 'en') => t.call({ method: 'POST', url: '/api/waiting-list/', payload: { offeringId, firstName: 'Wait', lastName: 'Ing', email }, locale });
const register = (email: string, holdToken?: string) =>
  t.call({
    method: 'POST',
    url: '/api/register/',
    payload: {
      campaignId: FULL, firstName: 'Re', lastName: 'Gistrant', email, phone: '(312) 555-0123', practiceName: 'Dental', role: 'doctor_owner', specialty: 'gp',
      address1: '1 Main St', city: 'Chicago', country: 'US', state: 'IL', postalCode: '60601', licenseNumber: 'IL-1', licenseState: 'IL', npiNumber: '1234567893', hotelNeeded: 'no', teamMembers: [],
      ...(holdToken ? { holdToken } : {}),
    },
  });
const holdIn = (text: string) => /[?&]hold=([A-Za-z0-9_-]{43})/.exec(text)![1];
const actor = () => ({ id: ops.id, label: ops.email });

describe('the waiting list', () => {
  it('takes names only for a sold-out session, once per e-mail, and tells each person their place', async () => {
    expect((await join(OPEN, 'early@example.com')).json().error).toBe('Seats are available again: you can register now');
    const first = await register('first@example.com');
    expect(first.statusCode, first.body).toBe(200);
    expect((await register('late@example.com')).statusCode).toBe(409);

    expect((await join(FULL, 'Ana@Example.com')).json()).toEqual({ position: 1 });
    expect((await join(FULL, 'ana@example.com')).json().error).toBe('This e-mail is already on the waiting list for this session');
    expect((await join(FULL, 'bea@example.com', 'fr-CA')).json()).toEqual({ position: 2 });
    expect((await mails('bea@example.com'))[0]).toMatchObject({ subject: "Liste d'attente : Attente" });
    expect((await mails('bea@example.com'))[0].text).toContain('Vous êtes en position 2');
  });

  it('offers a freed seat to the first in line and holds it; the link registers them with it, once', async () => {
    const [{ id }] = (await t.db.pool.query(`select id from registrations where email = 'first@example.com'`)).rows;
    await cancelRegistration(t.db.orm, actor(), id, 'cannot come', t.config.publicUrl);
    expect(await line()).toEqual([{ email: 'ana@example.com', status: 'offered' }, { email: 'bea@example.com', status: 'waiting' }]);
    expect(await seatsTaken()).toBe(1);
    const offer = (await mails('ana@example.com')).at(-1)!;
    expect(offer.subject).toBe('A seat is yours: Waiting');
    const hold = holdIn(offer.text);
    expect(offer.text).toContain(`${t.config.publicUrl}/registration?campaign_id=${FULL}&hold=${hold}&locale=en`);

    // Held: nobody else gets it, and the page says it is theirs.
    expect((await register('someone.else@example.com')).statusCode).toBe(409);
    expect((await t.call({ method: 'GET', url: `/api/availability/${FULL}` })).json().availability).toBe(false);
    const mine = (await t.call({ method: 'GET', url: `/api/availability/${FULL}?hold=${hold}` })).json();
    expect(mine).toMatchObject({ availability: true, held_until: expect.any(String) });

    const res = await register('ana@example.com', hold);
    expect(res.statusCode, res.body).toBe(200);
    expect(await seatsTaken()).toBe(1);
    expect(await line()).toEqual([{ email: 'ana@example.com', status: 'claimed' }, { email: 'bea@example.com', status: 'waiting' }]);
    const again = await register('ana.again@example.com', hold);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This seat offer has expired or has already been used. The session may be full again.');
  });

  it('gives an offer not taken in time to the next in line, then frees the seat when nobody is left', async () => {
    const [{ id }] = (await t.db.pool.query(`select id from registrations where email = 'ana@example.com'`)).rows;
    await cancelRegistration(t.db.orm, actor(), id, 'changed plans', t.config.publicUrl);
    expect((await line()).map((r) => r.status)).toEqual(['claimed', 'offered']);
    const offer = (await mails('bea@example.com')).at(-1)!;
    expect(offer.subject).toBe('Une place pour vous : Attente');

    expect(await expireOffers(t.db.orm, t.config.publicUrl)).toBe(0);
    const later = new Date(Date.now() + 49 * 3_600_000);
    expect(await expireOffers(t.db.orm, t.config.publicUrl, later)).toBe(1);
    expect((await line()).map((r) => r.status)).toEqual(['claimed', 'expired']);
    expect(await seatsTaken()).toBe(0);
    expect((await register('bea@example.com', holdIn(offer.text))).statusCode).toBe(409);
    expect((await register('walk.in@example.com')).statusCode).toBe(200);
  });
});
