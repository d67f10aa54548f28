import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOfferings } from '../src/features/offerings/seed';
import { newPublicId } from '../src/platform/security/ids';
import { newRegistration } from './helpers/checkout-fixtures';
import { dumpDatabaseTables, tablesContaining, urlOf } from './helpers/database-dump';
import { personWithHistory, type PrivacyPerson } from './helpers/privacy-fixtures';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { addEndpoint } from './helpers/webhook-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 30: an erasure leaves no trace of the person outside what tax law keeps. A person with a
 * whole history (registration with a team, paid with a receipt, a certificate, a lead with staff
 * notes and its audit entry, a university submission, a waiting-list entry, mails, webhook events)
 * is erased; then the whole database is searched for their e-mail address, phone and licence
 * number. Another person with the same kind of history is the control: the search finds them
 * everywhere, so it can see what it looks for.
 */
let t: TestApp;
let admin: Record<string, string>;
let ops: Record<string, string>;
let p: PrivacyPerson;
let control: PrivacyPerson;
const NOTIFY = 'leads-inbox@example.com';
const CODE = 'PRVC-ERAS-0000-0001';

beforeAll(async () => {
  t = await createTestApp({ LEADS_NOTIFY_EMAIL: NOTIFY });
  await seedOfferings(t.db);
  admin = await signIn(t, await newStaff(t, 'administrator'));
  ops = await signIn(t, await newStaff(t, 'operations'));
  // A CRM listens (nobody answers at the discard port): the events keep the contact fields.
  await addEndpoint(t, admin, 'http://127.0.0.1:9/crm', ['lead.created', 'university.submitted']);
  p = await personWithHistory(t);
  control = await personWithHistory(t);
  for (const who of [p, control]) {
    // Staff's notes on the lead (kept in the follow-up and, before and after, in the audit log).
    const noted = await t.call({ method: 'PATCH', url: `/api/admin/leads/contact_us:${who.leadId}`, payload: { notes: `Called ${who.phone}; licence ${who.licence}; writes from ${who.email}` }, cookies: ops });
    expect(noted.statusCode).toBe(200);
    // A team member on someone else's registration.
    const other = await newRegistration(t, { email: `colleague.of.${who.leadId.toLowerCase()}@example.org` });
    await t.db.pool.query(`insert into team_members (id, registration_id, type, email, first_name, last_name) values ($1, $2, 'assistant', $3, 'Erin', 'Vasquez')`, [newPublicId(), other.id, who.email]);
  }
  await t.db.pool.query(`insert into attendance (registration_id, offering_id, marked_by) select id, offering_id, 'ops' from registrations where id = $1`, [p.registrationId]);
  await t.db.pool.query(`insert into certificates (id, registration_id, verification_code, completion_code, ce_hours) values ($1, $2, $3, 'CMP-1', 7)`, [newPublicId(), p.registrationId, CODE]);
});
afterAll(() => t.close());

const erasureRequest = async (email: string) => {
  const res = await t.call({ method: 'POST', url: '/api/admin/privacy-requests', payload: { kind: 'erasure', email, locale: 'en', details: `Please erase ${email}` }, cookies: ops });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};
const erase = (id: string, confirmEmail: string, cookies = admin) => t.call({ method: 'POST', url: `/api/admin/privacy-requests/${id}/erase`, payload: { confirmEmail }, cookies });
/** The needles a dump must not hold: the address, the phone (E.164 and as typed), the licence number. */
const needles = (who: PrivacyPerson) => [who.email, who.phone, `555-${who.phoneDigits.slice(6)}`, who.licence];

describe('erasure', () => {
  it('refuses a confirmation that is not the address, operations, and another kind of request; nothing changes', async () => {
    const id = await erasureRequest(p.email);
    const before = (await t.db.pool.query('select first_name from registrations where id = $1', [p.registrationId])).rows[0];
    const wrong = await erase(id, 'someone.else@example.org');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.confirmEmail).toMatch(/Type the request's e-mail address exactly/);
    expect((await erase(id, p.email, ops)).statusCode).toBe(403);
    const access = (await t.call({ method: 'POST', url: '/api/admin/privacy-requests', payload: { kind: 'access', email: p.email, locale: 'en' }, cookies: ops })).json().id;
    expect((await erase(access, p.email)).statusCode).toBe(409);
    expect((await t.db.pool.query('select first_name from registrations where id = $1', [p.registrationId])).rows[0]).toEqual(before);
  });

  it('erases everything found in one go, keeps what tax law requires, and the dump finds the person only there', async () => {
    const id = await erasureRequest(p.email);
    const res = await erase(id, ` ${p.email.toUpperCase()} `);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result.erased).toMatchObject({ registrations: 1, teamMemberships: 1, leads: 1, universitySubmissions: 1, waitingList: 1, certificates: 1 });
    expect(result.erased.mails).toBeGreaterThanOrEqual(4);
    expect(result.erased.auditEntries).toBeGreaterThanOrEqual(1);
    expect(result.erased.webhookEvents).toBe(2);
    // The attended course's CE record is kept in its minimal form (issue 52): the name and AGD number, none of the needles.
    expect(result.retained).toEqual({ receipts: 1, payments: 1, ceRecords: 1 });
    const keeps = (await t.db.pool.query('select registration_id, agd_number from ce_record_keeps')).rows;
    expect(keeps).toEqual([{ registration_id: p.registrationId, agd_number: null }]);

    const dump = await dumpDatabaseTables(urlOf(t.db.pool));
    console.log(`searched the database through ${dump.via}`);
    // What tax law keeps: the receipt (its frozen document names the buyer) and the order (billing).
    const KEPT = new Set(['public.receipts', 'public.orders', 'public.refunds', 'public.payment_events']);
    const left: Record<string, Record<string, number>> = {};
    for (const needle of needles(p)) left[needle] = tablesContaining(dump, needle);
    console.log(`after the erasure, found in: ${JSON.stringify(left)}`);
    for (const [needle, tables] of Object.entries(left)) expect(Object.keys(tables).filter((tb) => !KEPT.has(tb)), needle).toEqual([]);
    expect(Object.keys(left[p.email])).toEqual(['public.receipts']);
    // The control: the same search finds the other person all over the database.
    const seen = tablesContaining(dump, control.email);
    for (const table of ['public.registrations', 'public.team_members', 'public.leads', 'public.university_submissions', 'public.waiting_list', 'public.outbox', 'public.webhook_events', 'public.audit_log', 'public.lead_followups']) {
      expect(seen[table], `${table} holds the control person`).toBeGreaterThan(0);
    }
    expect(Object.keys(tablesContaining(dump, control.licence))).toEqual(expect.arrayContaining(['public.registrations', 'public.university_submissions', 'public.audit_log']));

    // The request log keeps the hash, not the address nor the person's words; the request can still be closed.
    const log = (await t.db.pool.query('select email, details, email_hash from privacy_requests where email_hash = (select email_hash from privacy_requests where id = $1)', [id])).rows;
    expect(log.length).toBe(3);
    for (const row of log) expect([row.email, row.details]).toEqual([null, '']);
    expect((await erase(id, p.email)).statusCode).toBe(409);
    expect((await t.call({ method: 'POST', url: `/api/admin/privacy-requests/${id}/close`, payload: { status: 'completed', outcome: 'Erased.' }, cookies: admin })).statusCode).toBe(200);
    const [entry] = (await t.db.pool.query(`select after from audit_log where entity = 'privacy_request' and action = 'erase' and entity_id = $1`, [id])).rows;
    expect(entry.after).toEqual(result);
  });

  it('the certificate stays valid, and its verification shows only that it exists', async () => {
    const res = await t.call({ method: 'GET', url: `/api/verify/${CODE}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: CODE, anonymised: true });
    // The control's certificate still names its holder.
    await t.db.pool.query(`insert into attendance (registration_id, offering_id, marked_by) select id, offering_id, 'ops' from registrations where id = $1`, [control.registrationId]);
    await t.db.pool.query(`insert into certificates (id, registration_id, verification_code, completion_code, ce_hours) values ($1, $2, 'PRVC-KEPT-0000-0002', 'CMP-2', 7)`, [newPublicId(), control.registrationId]);
    expect((await t.call({ method: 'GET', url: '/api/verify/PRVC-KEPT-0000-0002' })).json()).toMatchObject({ name: 'Erin Vasquez', ceHours: 7 });
  });
});
