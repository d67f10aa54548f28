import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ID_PATTERN } from '@portal/domain/http/validation';
import { BODY_LIMIT } from '../src/app';
import { offerings } from '../src/db/schema/offerings';
import { seedDsoCodes } from '../src/features/dso-codes/seed';
import { DEMO_OFFERINGS, seedOfferings } from '../src/features/offerings/seed';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The information step: availability, POST /api/register/, DSO codes, bad input. */
let t: TestApp;
const ID = {
  onDemand: DEMO_OFFERINGS[0].id!,
  onDemandPediatric: DEMO_OFFERINGS[1].id!,
  liveChicago: DEMO_OFFERINGS[2].id!,
  liveVirtualFrench: DEMO_OFFERINGS[3].id!,
  livePediatric: DEMO_OFFERINGS[4].id!,
  soldOut: DEMO_OFFERINGS[5].id!,
  small: 'smallTestOffering00000A', // 3 seats, up to 5 team members each
  inactive: 'inactiveTestOffering0A',
};

beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  await seedDsoCodes(t.db);
  const base = { kind: 'fundamentals', courseType: 'live', variant: 'standard', modality: 'virtual', titleEn: 'Small', titleFr: 'Petit', language: 'en', feeUsdCents: 1, feeCadCents: 1 } as const;
  await t.db.orm.insert(offerings).values([
    { ...base, id: ID.small, seatsCapacity: 3, teamSeatAmount: 5 },
    { ...base, id: ID.inactive, seatsCapacity: 10, teamSeatAmount: 2, status: 'draft' },
  ]);
});
afterAll(() => t.close());

let n = 0;
/** A complete, valid US registration for an in-person live course. */
const usPayload = (campaignId = ID.liveChicago, extra: Record<string, unknown> = {}) => ({
  campaignId, firstName: 'Dana', lastName: 'Reyes', email: `dana.${++n}@example.com`, phone: '(312) 555-0123',
  practiceName: 'Lakeshore Dental', role: 'doctor_owner', specialty: 'gp', address1: '100 Main St', address2: 'Suite 4',
  city: 'Chicago', country: 'US', state: 'IL', postalCode: '60601-1234', licenseNumber: 'IL-4455', licenseState: 'IL',
  npiNumber: '1234567893', agdNumber: '', hotelNeeded: 'yes', dietaryRestrictions: 'Vegetarian', dsoCode: '', teamMembers: [],
  ...extra,
});
const caPayload = (campaignId: string, extra: Record<string, unknown> = {}) => ({
  ...usPayload(campaignId), phone: '514 555-0142', city: 'Montréal', country: 'CA', state: 'QC', postalCode: 'h2x1y4',
  licenseState: 'QC', npiNumber: '', hotelNeeded: undefined, ...extra,
});
const member = (i: number, extra: Record<string, unknown> = {}) => ({ type: 'hygienist', email: `team.${++n}.${i}@example.com`, firstName: 'Sam', lastName: `Lee ${i}`, ...extra });

const register = (payload: unknown, locale?: string) => t.call({ method: 'POST', url: '/api/register/', payload: payload as object, locale });
const q = async (sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows;
const seatsTaken = async (id: string) => Number((await q('select seats_taken from offerings where id = $1', [id]))[0].seats_taken);
const snapshot = async () =>
  (await q(`select (select count(*) from registrations) r, (select count(*) from team_members) m,
    (select sum(seats_taken) from offerings) s, (select count(*) from outbox) o`))[0];

describe('GET /api/availability', () => {
  it.each(['/api/availability/', '/api/availability'])('answers the defaults without a campaign id (%s)', async (url) => {
    const res = await t.call({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ availability: false, team_seat_amount: 0, title: '' });
  });

  it('answers seats, team seats and the title in the request locale', async () => {
    const en = await t.call({ method: 'GET', url: `/api/availability/${ID.liveChicago}` });
    expect(en.json()).toEqual({
      availability: true, team_seat_amount: 4, title: 'Clear-Aligner Fundamentals', course_type: 'live', variant: 'standard', modality: 'in_person', disclosures: [],
    });
    const fr = await t.call({ method: 'GET', url: `/api/availability/${ID.liveChicago}`, locale: 'fr-CA' });
    expect(fr.json().title).toBe('Principes fondamentaux des aligneurs transparents');
    const param = await t.call({ method: 'GET', url: `/api/availability/${ID.liveChicago}?locale=fr-CA` });
    expect(param.json().title).toBe('Principes fondamentaux des aligneurs transparents');
  });

  it('caps team seats by the seats left after the doctor, never below 0', async () => {
    const at = async (taken: number) => {
      await q('update offerings set seats_taken = $2 where id = $1', [ID.small, taken]);
      const res = await t.call({ method: 'GET', url: `/api/availability/${ID.small}` });
      return res.json() as { availability: boolean; team_seat_amount: number };
    };
    expect(await at(0)).toMatchObject({ availability: true, team_seat_amount: 2 });
    expect(await at(1)).toMatchObject({ availability: true, team_seat_amount: 1 });
    expect(await at(2)).toMatchObject({ availability: true, team_seat_amount: 0 });
    expect(await at(3)).toMatchObject({ availability: false, team_seat_amount: 0 });
    await at(0);
  });

  it('says a sold-out or withdrawn offering is not available', async () => {
    for (const id of [ID.soldOut, ID.inactive]) {
      const res = await t.call({ method: 'GET', url: `/api/availability/${id}` });
      expect(res.json()).toMatchObject({ availability: false, team_seat_amount: 0 });
    }
  });

  it.each([['unknown', 'AAAAAAAAAAAAAAAAAAAAAA', 404], ['forged', "x'%20or%201=1--", 404], ['too long', 'x'.repeat(90), 400]])(
    'refuses an %s campaign id with a clear 4xx',
    async (_name, id, status) => {
      const res = await t.call({ method: 'GET', url: `/api/availability/${id}`, locale: 'fr-CA' });
      expect(res.statusCode).toBe(status);
      expect(typeof res.json().error === 'string' || Array.isArray(res.json().errors)).toBe(true);
    },
  );
});

describe('POST /api/register/', () => {
  it('registers a standard live course: status objectives, seats and team claimed, data normalized', async () => {
    const before = await seatsTaken(ID.liveChicago);
    const team = [member(1), member(2, { type: 'office_manager' })];
    const payload = usPayload(ID.liveChicago, { teamMembers: team, dsoCode: ' smilepartners10 ' });
    const res = await register(payload);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ id: expect.stringMatching(PUBLIC_ID_PATTERN), status: 'objectives', step: 'objectives' });
    expect(await seatsTaken(ID.liveChicago)).toBe(before + 3);
    const [row] = await q('select * from registrations where id = $1', [body.id]);
    expect(row).toMatchObject({ status: 'objectives', course_type: 'live', variant: 'standard', locale: 'en', email: payload.email, dso_code: 'SMILEPARTNERS10', country: 'US' });
    expect(row.information).toMatchObject({ phone: '+13125550123', postalCode: '60601-1234', npiNumber: '1234567893', hotelNeeded: 'yes', dietaryRestrictions: 'Vegetarian' });
    const stored = await q('select type, email from team_members where registration_id = $1 order by last_name', [body.id]);
    expect(stored).toEqual([{ type: 'hygienist', email: team[0].email }, { type: 'office_manager', email: team[1].email }]);
    // The provider record reads the same status.
    const provider = await t.call({ method: 'GET', url: `/api/provider/id/${body.id}` });
    expect(provider.json()).toMatchObject({ id: body.id, status: 'objectives', step: 'objectives' });
  });

  it('registers an on-demand course straight to the cart', async () => {
    const res = await register(caPayload(ID.onDemand), 'fr-CA');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cart', step: 'checkout' });
    const [row] = await q('select locale, information from registrations where id = $1', [res.json().id]);
    expect(row.locale).toBe('fr-CA');
    // Canadian: no NPI, the postal code tidied, no hotel or meals for an online course.
    expect(row.information).toMatchObject({ npiNumber: '', postalCode: 'H2X 1Y4', phone: '+15145550142', dietaryRestrictions: '' });
    expect(row.information.hotelNeeded).toBeUndefined();
  });

  it('answers missing fields with "All fields are required" beside each field, in the request locale', async () => {
    const before = await snapshot();
    const en = await register({ campaignId: ID.liveChicago, country: 'US' });
    expect(en.statusCode).toBe(400);
    const { fields, errors } = en.json();
    expect(errors).toContain('All fields are required');
    for (const f of ['firstName', 'lastName', 'email', 'phone', 'practiceName', 'role', 'specialty', 'address1', 'city', 'state', 'postalCode', 'licenseNumber', 'licenseState', 'npiNumber', 'hotelNeeded']) {
      expect(fields[f], f).toBe('All fields are required');
    }
    for (const f of ['address2', 'agdNumber', 'dsoCode', 'dietaryRestrictions']) expect(fields[f], f).toBeUndefined();
    const fr = await register({ campaignId: ID.liveChicago, country: 'US' }, 'fr-CA');
    expect(fr.json().fields.firstName).toBe('Tous les champs sont obligatoires');
    expect(await snapshot()).toEqual(before);
  });

  it('checks an AGD number as six digits (issue 52), in the request locale; spaces around it are tidied and it stays optional', async () => {
    const en = await register(usPayload(ID.liveChicago, { agdNumber: '12345' }));
    expect(en.statusCode).toBe(400);
    expect(en.json().fields).toEqual({ agdNumber: 'An AGD member ID has six digits (or leave it empty)' });
    const fr = await register(usPayload(ID.liveChicago, { agdNumber: 'AGD-123456' }), 'fr-CA');
    expect(fr.json().fields).toEqual({ agdNumber: 'Un numéro de membre AGD compte six chiffres (ou laissez le champ vide)' });
    const ok = await register(usPayload(ID.liveChicago, { agdNumber: ' 123456 ' }));
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await q('select information from registrations where id = $1', [ok.json().id]);
    expect(row.information.agdNumber).toBe('123456');
  });

  it('checks phone, postal code, NPI and regions against the country', async () => {
    const res = await register(usPayload(ID.liveChicago, { phone: '123', postalCode: 'K1A 0B1', npiNumber: '1234567890', state: 'ON', licenseState: 'QC' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      phone: 'Please enter a valid phone number',
      postalCode: 'Please enter a valid postal or zip code',
      npiNumber: 'Please enter a valid 10-digit NPI number',
      state: 'Please choose a state or province from the list',
      licenseState: 'Please choose a state or province from the list',
    });
  });

  it('offers the pediatric specialty in the pediatric variant, except in en-CA', async () => {
    const payload = () => usPayload(ID.livePediatric, { role: 'pediatric_dentist', specialty: 'pediatric' });
    expect((await register(payload(), 'en')).statusCode).toBe(200);
    const enCa = await register(payload(), 'en-CA');
    expect(enCa.statusCode).toBe(400);
    expect(Object.keys(enCa.json().fields)).toEqual(['specialty']);
    const standard = await register(usPayload(ID.liveChicago, { role: 'pediatric_dentist', specialty: 'pediatric' }));
    expect(Object.keys(standard.json().fields).sort()).toEqual(['role', 'specialty']);
  });

  it('refuses more team members than the offering allows with the sold-out text, changing nothing', async () => {
    const before = await snapshot();
    const res = await register(usPayload(ID.liveChicago, { teamMembers: [1, 2, 3, 4, 5].map((i) => member(i)) }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Team member seats are sold out!' });
    const fr = await register(usPayload(ID.liveChicago, { teamMembers: [1, 2, 3, 4, 5].map((i) => member(i)) }), 'fr-CA');
    expect(fr.json()).toEqual({ error: "Il n'y a plus de places pour les membres de l'équipe!" });
    expect(await snapshot()).toEqual(before);
  });

  it('tells team seats sold out from the course sold out when only the team does not fit', async () => {
    await q('update offerings set seats_taken = 1 where id = $1', [ID.small]);
    const before = await snapshot();
    const team = await register(usPayload(ID.small, { teamMembers: [member(1), member(2)], hotelNeeded: undefined }));
    expect(team.statusCode).toBe(409);
    expect(team.json()).toEqual({ error: 'Team member seats are sold out!' });
    expect(await snapshot()).toEqual(before);
    // One team member fits (2 seats left): it goes through and fills the course.
    const ok = await register(usPayload(ID.small, { teamMembers: [member(1)], hotelNeeded: undefined }));
    expect(ok.statusCode).toBe(200);
    expect(await seatsTaken(ID.small)).toBe(3);
    const full = await register(usPayload(ID.small, { hotelNeeded: undefined }));
    expect(full.json()).toEqual({ error: 'This course is sold out.' });
    await q('update offerings set seats_taken = 0 where id = $1', [ID.small]);
  });

  it('refuses a sold-out and a withdrawn course', async () => {
    const before = await snapshot();
    const sold = await register(caPayload(ID.soldOut, { hotelNeeded: 'no', state: 'ON', licenseState: 'ON' }));
    expect(sold.statusCode).toBe(409);
    expect(sold.json()).toEqual({ error: 'This course is sold out.' });
    const gone = await register(usPayload(ID.inactive));
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toEqual({ error: 'This course is not available for registration.' });
    expect(await snapshot()).toEqual(before);
  });

  it('checks the DSO code against the database, beside the field', async () => {
    const before = await snapshot();
    for (const code of ['NOPE-123', 'olddso5']) {
      const res = await register(usPayload(ID.liveChicago, { dsoCode: code }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errors: ['Invalid DSO Discount Code'], fields: { dsoCode: 'Invalid DSO Discount Code' } });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a second registration of one e-mail for one course (double submission)', async () => {
    const payload = usPayload(ID.liveVirtualFrench, { hotelNeeded: undefined });
    const [a, b] = await Promise.all([register(payload), register(payload)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().error).toContain('already registered');
    expect(await q('select id from registrations where email = $1', [payload.email])).toHaveLength(1);
  });

  it('refuses duplicate team e-mails', async () => {
    const p = usPayload(ID.liveChicago);
    const res = await register({ ...p, teamMembers: [member(1, { email: p.email }), member(2, { email: 'same@example.com' }), member(3, { email: 'SAME@example.com' })] });
    expect(res.json().fields).toEqual({
      'teamMembers.0.email': 'Each person needs their own email address',
      'teamMembers.2.email': 'Each person needs their own email address',
    });
  });
});

describe('POST /api/register/ with bad input changes nothing', () => {
  const cases: [string, () => Promise<{ statusCode: number; json(): { error?: string; errors?: string[] } }>, number][] = [
    ['malformed JSON', () => t.call({ method: 'POST', url: '/api/register/', payload: '{"campaignId": ', headers: { 'content-type': 'application/json' } }), 400],
    ['a JSON array', () => register([usPayload()]), 400],
    ['wrong types', () => register({ ...usPayload(), firstName: 42, teamMembers: 'all of them', country: ['US'] }), 400],
    ['a team member of the wrong shape', () => register({ ...usPayload(), teamMembers: [{ type: 'dentist', email: 'x' }] }), 400],
    ['too many team members', () => register({ ...usPayload(), teamMembers: Array.from({ length: 21 }, (_, i) => member(i)) }), 400],
    ['a huge body', () => register({ ...usPayload(), practiceName: 'x'.repeat(BODY_LIMIT) }), 413],
    ['a huge field', () => register({ ...usPayload(), practiceName: 'x'.repeat(5000) }), 400],
    ['no campaign id', () => register({ ...usPayload(), campaignId: undefined }), 400],
    ['an unknown campaign id', () => register(usPayload('AAAAAAAAAAAAAAAAAAAAAA')), 404],
    ['a forged campaign id', () => register(usPayload("' or 1=1 --")), 404],
    ['a campaign id of the wrong type', () => register({ ...usPayload(), campaignId: { id: ID.liveChicago } }), 400],
    ['a text body', () => t.call({ method: 'POST', url: '/api/register/', payload: 'campaignId=x', headers: { 'content-type': 'text/plain' } }), 415],
    ['no CSRF token', () => t.app.inject({ method: 'POST', url: '/api/register/', payload: usPayload() }), 403],
  ];
  it.each(cases)('%s', async (_name, send, status) => {
    const before = await snapshot();
    const res = await send();
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(typeof body.error === 'string' || (Array.isArray(body.errors) && body.errors.length > 0)).toBe(true);
    expect(JSON.stringify(body)).not.toMatch(/postgres|select|stack/i);
    expect(await snapshot()).toEqual(before);
  });
});

describe('GET /api/registration/courses', () => {
  it('lists the on-demand courses, standard and pediatric, in the request locale', async () => {
    const res = await t.call({ method: 'GET', url: '/api/registration/courses', locale: 'fr-CA' });
    expect(res.json()).toEqual([
      { id: ID.onDemand, variant: 'standard', title: 'Principes fondamentaux des aligneurs transparents (sur demande)' },
      { id: ID.onDemandPediatric, variant: 'pediatric', title: 'Cours pédiatrique sur les aligneurs transparents (sur demande)' },
    ]);
  });
});

describe('POST /api/dso-codes/verify', () => {
  let ip = 0;
  const verify = (payload: unknown, locale?: string, remoteAddress = `10.2.0.${++ip}`) =>
    t.call({ method: 'POST', url: '/api/dso-codes/verify', payload: payload as object, locale, remoteAddress });

  it('validates a known code in any case', async () => {
    const res = await verify({ code: '  northdso15 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true, message: 'DSO Discount Code Validated' });
    expect((await verify({ code: 'NORTHDSO15' }, 'fr-CA')).json().message).toBe('Code de réduction OSD validé');
  });

  it.each(['UNKNOWN1', 'OLDDSO5', "' OR 1=1 --"])('refuses %s with "Invalid DSO Discount Code"', async (code) => {
    const res = await verify({ code });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Invalid DSO Discount Code' });
  });

  it.each([
    ['an empty code', { code: '  ' }, 400],
    ['a number', { code: 42 }, 400],
    ['no body field', {}, 400],
    ['a long code', { code: 'X'.repeat(41) }, 400],
  ])('answers %s with a clear 400', async (_n, payload, status) => {
    const res = await verify(payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().errors.length).toBeGreaterThan(0);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.call({ method: 'POST', url: '/api/dso-codes/verify', payload: '{"code":', headers: { 'content-type': 'application/json' }, remoteAddress: '10.2.1.1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request could not be read' });
  });

  it('limits verifications per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await verify({ code: `GUESS${i}` }, undefined, '10.2.9.9')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another address is not affected.
    expect((await verify({ code: 'NORTHDSO15' }, undefined, '10.2.9.10')).statusCode).toBe(200);
  });
});
