import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOfferings } from '../src/features/offerings/seed';
import { newPublicId } from '../src/platform/security/ids';
import { personWithHistory, type PrivacyPerson } from './helpers/privacy-fixtures';
import { newStaff, signIn, type TestStaff } from './helpers/staff-fixtures';
import { newRegistration } from './helpers/checkout-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 30: what staff see and hand over for an access request (everything held about the address,
 * from every source), its export (a ZIP: JSON, a CSV per source headed in the request's locale, a
 * README), and corrections (only the allowed fields, each with its form's rule, audited by name).
 */
let t: TestApp;
let ops: Record<string, string>;
let opsStaff: TestStaff;
let p: PrivacyPerson;
let otherRegistration: string;
const NOTIFY = 'leads-inbox@example.com';

beforeAll(async () => {
  t = await createTestApp({ LEADS_NOTIFY_EMAIL: NOTIFY });
  await seedOfferings(t.db);
  opsStaff = await newStaff(t, 'operations');
  ops = await signIn(t, opsStaff);
  p = await personWithHistory(t);
  // The person is also a team member on someone else's registration.
  otherRegistration = (await newRegistration(t, { email: 'someone.else@example.org' })).id;
  await t.db.pool.query(`insert into team_members (id, registration_id, type, email, first_name, last_name) values ($1, $2, 'assistant', $3, 'Erin', 'Vasquez')`, [newPublicId(), otherRegistration, p.email]);
});
afterAll(() => t.close());

const logRequest = async (kind: string, email: string, locale = 'en') => {
  const res = await t.call({ method: 'POST', url: '/api/admin/privacy-requests', payload: { kind, email, locale }, cookies: ops });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};
type Found = { email: string; records: { source: string; id: string; summary: string; fields: Record<string, unknown> }[]; retained: { receipts: number; payments: number; ceRecords: number } };
const findings = async (id: string): Promise<Found> => (await t.call({ method: 'GET', url: `/api/admin/privacy-requests/${id}/findings`, cookies: ops })).json();
const bySource = (f: Found) => f.records.reduce<Record<string, number>>((m, r) => ({ ...m, [r.source]: (m[r.source] ?? 0) + 1 }), {});

describe('findings', () => {
  it('finds the person in every source, with their personal fields, and counts what tax law keeps', async () => {
    const f = await findings(await logRequest('access', p.email.toUpperCase()));
    expect(f.email).toBe(p.email);
    const counts = bySource(f);
    expect(counts).toMatchObject({ registrations: 1, teamMemberships: 1, leads: 1, universitySubmissions: 1, waitingList: 1, consents: 1 });
    // Mails to the person (payment, university confirmation) and about them (the leads inbox's notice).
    expect(counts.mails).toBeGreaterThanOrEqual(3);
    expect(f.records.some((r) => r.source === 'mails' && r.fields.to === NOTIFY)).toBe(true);
    const reg = f.records.find((r) => r.source === 'registrations')!;
    expect(reg.id).toBe(p.registrationId);
    expect(reg.fields).toMatchObject({ firstName: 'Erin', lastName: 'Vasquez', email: p.email, phone: p.phone, licenseNumber: p.licence, address1: '77 Private Lane' });
    const uni = f.records.find((r) => r.source === 'universitySubmissions')!;
    expect(uni.fields).toMatchObject({ email: p.email, licenseNumber: p.licence, npiNumber: p.npi, phone: p.phone });
    expect(f.records.find((r) => r.source === 'teamMemberships')!.fields).toMatchObject({ type: 'assistant', email: p.email });
    // The registration they are a team member on is someone else's: none of its data is theirs.
    expect(JSON.stringify(f)).not.toContain('someone.else@example.org');
    expect(f.records.find((r) => r.source === 'consents')!.fields).toMatchObject({ kind: 'Marketing e-mail consent', granted: 'Yes' });
    expect(f.retained).toEqual({ receipts: 1, payments: 1, ceRecords: 0 });
  });

  it('finds nothing for an address nobody used', async () => {
    expect(await findings(await logRequest('access', 'stranger@example.net'))).toEqual({ email: 'stranger@example.net', records: [], retained: { receipts: 0, payments: 0, ceRecords: 0 } });
  });
});

describe('the export', () => {
  it('is a ZIP with everything.json, a CSV per source headed in fr-CA, and a README in fr-CA; audited with counts only', async () => {
    const id = await logRequest('access', p.email, 'fr-CA');
    const res = await t.call({ method: 'GET', url: `/api/admin/privacy-requests/${id}/export`, cookies: ops });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="personal-information-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      ['README.txt', 'consents.csv', 'everything.json', 'leads.csv', 'mails.csv', 'registrations.csv', 'team-memberships.csv', 'university-submissions.csv', 'waiting-list.csv'],
    );
    const all = JSON.parse(strFromU8(files['everything.json']));
    expect(all.email).toBe(p.email);
    expect(all.records.length).toBeGreaterThanOrEqual(9);
    const registrations = strFromU8(files['registrations.csv']).replace(/^\uFEFF/, '').split('\r\n');
    expect(registrations[0]).toMatch(/^Référence,Date,Résumé,Prénom,Nom,Courriel,Téléphone,Cabinet,/);
    expect(registrations[0]).toContain('Numéro de permis');
    expect(registrations[1]).toContain(p.licence);
    expect(registrations[1]).toContain(p.email);
    expect(strFromU8(files['university-submissions.csv'])).toContain('Numéro NPI');
    const readme = strFromU8(files['README.txt']);
    expect(readme).toContain('Vos renseignements personnels détenus par le portail des fournisseurs');
    expect(readme).toContain('registrations.csv : vos inscriptions aux cours et aux séances');
    expect(readme).toContain('1 reçus et 1 enregistrements de paiement');
    const [audit] = (await t.db.pool.query(`select actor_id, after from audit_log where entity = 'privacy_request' and action = 'export' and entity_id = $1`, [id])).rows;
    expect(audit.actor_id).toBe(opsStaff.id);
    expect(audit.after.records).toMatchObject({ registrations: 1, leads: 1 });
    expect(JSON.stringify(audit)).not.toContain(p.email);
    // The first action makes the staff member the one handling it.
    expect((await t.call({ method: 'GET', url: `/api/admin/privacy-requests/${id}`, cookies: ops })).json().handledByLabel).toBe(opsStaff.email);
  });

  it('says, in the request\'s language, how long the CE record of a course attended is kept and what an erasure leaves of it (issue 52)', async () => {
    const readmeOf = async (locale: string) => {
      const id = await logRequest('access', p.email, locale);
      const res = await t.call({ method: 'GET', url: `/api/admin/privacy-requests/${id}/export`, cookies: ops });
      return strFromU8(unzipSync(new Uint8Array(res.rawPayload))['README.txt']);
    };
    // The control: no attendance, no CE record to speak of.
    expect(await readmeOf('en')).not.toContain('continuing-education');
    await t.db.pool.query(`insert into attendance (registration_id, offering_id, marked_by) select id, offering_id, 'ops' from registrations where id = $1`, [p.registrationId]);
    expect(await readmeOf('en')).toContain('We keep the continuing-education record of the course you attended (your attendance, your certificate and the ratings of your evaluation) for 6 years after the course');
    expect(await readmeOf('en')).toContain('only your name and AGD member ID stay with it');
    expect(await readmeOf('fr-CA')).toContain('pendant 6 ans après le cours');
    expect((await findings(await logRequest('access', p.email))).retained).toEqual({ receipts: 1, payments: 1, ceRecords: 1 });
  });

  it('heads en-CA columns with Canadian spelling', async () => {
    const id = await logRequest('access', p.email, 'en-CA');
    const files = unzipSync(new Uint8Array((await t.call({ method: 'GET', url: `/api/admin/privacy-requests/${id}/export`, cookies: ops })).rawPayload));
    expect(strFromU8(files['registrations.csv'])).toContain('Licence number');
  });
});

describe('corrections', () => {
  const correct = (id: string, changes: unknown[]) => t.call({ method: 'POST', url: `/api/admin/privacy-requests/${id}/correct`, payload: { changes }, cookies: ops });

  it('applies each form\'s rule, stores values as the form does, and audits field names only', async () => {
    const id = await logRequest('correction', p.email);
    const res = await correct(id, [
      { source: 'registrations', id: p.registrationId, field: 'lastName', value: 'Vasquez-Ortiz' },
      { source: 'registrations', id: p.registrationId, field: 'phone', value: '(312) 555-0199' },
      { source: 'leads', id: p.leadId, field: 'phone', value: '514 555 0199' },
      { source: 'universitySubmissions', id: p.universityId, field: 'phone', value: '312.555.0199' },
      { source: 'waitingList', id: p.waitingListId, field: 'firstName', value: 'Erín' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const reg = (await t.db.pool.query('select last_name, information from registrations where id = $1', [p.registrationId])).rows[0];
    expect([reg.last_name, reg.information.lastName, reg.information.phone]).toEqual(['Vasquez-Ortiz', 'Vasquez-Ortiz', '+13125550199']);
    expect((await t.db.pool.query('select phone from leads where id = $1', [p.leadId])).rows[0].phone).toBe('+15145550199');
    expect((await t.db.pool.query('select phone from university_submissions where id = $1', [p.universityId])).rows[0].phone).toBe('+13125550199');
    expect((await t.db.pool.query('select first_name from waiting_list where id = $1', [p.waitingListId])).rows[0].first_name).toBe('Erín');
    const answer = res.json() as Found;
    expect(answer.records.find((r) => r.source === 'registrations')!.fields.lastName).toBe('Vasquez-Ortiz');
    const [audit] = (await t.db.pool.query(`select after from audit_log where entity = 'privacy_request' and action = 'correct' and entity_id = $1`, [id])).rows;
    expect(audit.after.changes).toContainEqual({ source: 'registrations', id: p.registrationId, field: 'phone' });
    expect(JSON.stringify(audit)).not.toMatch(/Vasquez-Ortiz|555|Erín/);
  });

  it('refuses a bad value, a field not correctable, a record not the person\'s; nothing changes', async () => {
    const id = await logRequest('correction', p.email);
    const before = (await t.db.pool.query('select information from registrations where id = $1', [p.registrationId])).rows[0];
    const cases: [unknown, RegExp][] = [
      [{ source: 'registrations', id: p.registrationId, field: 'phone', value: '12' }, /phone/i],
      [{ source: 'leads', id: p.leadId, field: 'email', value: 'not-an-address' }, /e-?mail/i],
      [{ source: 'registrations', id: p.registrationId, field: 'licenseNumber', value: 'X-1' }, /cannot be corrected/],
      [{ source: 'mails', id: 'x', field: 'to', value: 'x@example.com' }, /cannot be corrected/],
      [{ source: 'registrations', id: otherRegistration, field: 'lastName', value: 'Hijack' }, /not found for the request/],
    ];
    for (const [change, message] of cases) {
      const res = await correct(id, [{ source: 'waitingList', id: p.waitingListId, field: 'lastName', value: 'Changed' }, change]);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors.join(' '), JSON.stringify(change)).toMatch(message);
    }
    expect((await t.db.pool.query('select information from registrations where id = $1', [p.registrationId])).rows[0]).toEqual(before);
    expect((await t.db.pool.query('select last_name from waiting_list where id = $1', [p.waitingListId])).rows[0].last_name).toBe('Vasquez');
    // Only a correction request corrects.
    const access = await logRequest('access', p.email);
    expect((await correct(access, [{ source: 'waitingList', id: p.waitingListId, field: 'lastName', value: 'X' }])).statusCode).toBe(409);
  });
});
