import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerings } from '../src/db/schema/offerings';
import { seedOfferings } from '../src/features/offerings/seed';
import { readCsv } from '../src/platform/cli/csv';
import { newRegistration } from './helpers/checkout-fixtures';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Session rosters in the back office: registrants with their team members, present issues the
 * certificate and absent revokes it (audited), the roster as CSV, educators limited to the
 * sessions they present.
 */
const PAST = 'pastRosterSession0000A';
let t: TestApp;
let ops: Record<string, string>;
let educatorOwn: Record<string, string>;
let educatorOther: Record<string, string>;
let paid: { id: string; email: string };
let unpaid: { id: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  await t.db.orm.insert(offerings).values({
    id: PAST, kind: 'fundamentals', courseType: 'live', variant: 'standard', modality: 'in_person', titleEn: 'Past session', titleFr: 'Séance passée',
    presenter: 'Dr. Rosa Diaz', language: 'en', startsAt: new Date(Date.now() - 3 * 86_400_000), endsAt: new Date(Date.now() - 3 * 86_400_000 + 8 * 3_600_000),
    timeZone: 'America/Chicago', country: 'US', state: 'IL', city: 'Chicago', venue: 'Hall', seatsCapacity: 10, feeUsdCents: 149500, feeCadCents: 199500, status: 'published',
  });
  paid = await newRegistration(t, { offeringId: PAST, status: 'confirmation', email: `roster.${Date.now()}@example.com` });
  unpaid = await newRegistration(t, { offeringId: PAST, status: 'cart' });
  await t.db.pool.query(`insert into team_members (id, registration_id, type, email, first_name, last_name) values ('rosterTeam1', $1, 'hygienist', 'ana@example.com', '=Ana', 'Lopez')`, [paid.id]);
  ops = await signIn(t, await newStaff(t, 'operations'));
  const rosa = await newStaff(t, 'educator');
  await t.db.pool.query('update offerings set presenter_staff_id = $2 where id = $1', [PAST, rosa.id]);
  educatorOwn = await signIn(t, rosa);
  educatorOther = await signIn(t, await newStaff(t, 'educator'));
});
afterAll(() => t.close());

const rosterOf = async (cookies: Record<string, string>) => t.call({ method: 'GET', url: `/api/admin/sessions/${PAST}/roster`, cookies });
const mark = (cookies: Record<string, string>, registrationId: string, present: boolean) =>
  t.call({ method: 'POST', url: `/api/admin/sessions/${PAST}/attendance`, payload: { registrationId, present }, cookies });
const certificateFile = async (id: string) => (await t.call({ method: 'GET', url: `/api/certificate/${encodeURIComponent(paid.email)}/${id}/certificate.pdf` })).statusCode;

describe('session roster', () => {
  it('lists the registrants with their team, paid or not, nobody present yet', async () => {
    const res = await rosterOf(ops);
    expect(res.statusCode, res.body).toBe(200);
    const { data, total } = res.json();
    expect(total).toBe(2);
    const doctor = data.find((r: { id: string }) => r.id === paid.id);
    expect(doctor).toMatchObject({ paid: true, present: false, certificateId: null, teamMembers: [{ type: 'hygienist', email: 'ana@example.com' }] });
    expect(data.find((r: { id: string }) => r.id === unpaid.id)).toMatchObject({ paid: false });
  });

  it('present issues the certificate, absent revokes it, each audited; an unpaid registrant cannot attend', async () => {
    const present = await mark(ops, paid.id, true);
    expect(present.statusCode, present.body).toBe(200);
    const { certificateId } = present.json();
    expect(certificateId).toBeTruthy();
    expect(await certificateFile(certificateId)).toBe(200);
    expect((await t.db.pool.query('select status from registrations where id = $1', [paid.id])).rows[0].status).toBe('completed');
    expect((await mark(ops, paid.id, true)).json().certificateId).toBe(certificateId);

    const absent = await mark(ops, paid.id, false);
    expect(absent.json()).toEqual({ registrationId: paid.id, present: false, certificateId: null });
    expect(await certificateFile(certificateId)).toBe(404);
    expect((await t.db.pool.query('select status from registrations where id = $1', [paid.id])).rows[0].status).toBe('confirmation');
    const audit = (await t.db.pool.query(`select action, before, after from audit_log where entity = 'attendance' and entity_id = $1 order by id`, [paid.id])).rows;
    expect(audit.map((a) => a.action)).toEqual(['present', 'absent']);
    expect(audit[1]).toMatchObject({ before: { present: true, certificateId }, after: { present: false, certificateId: null } });

    const refused = await mark(ops, unpaid.id, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('This registration is not paid: it cannot attend yet');
  });

  it('gives the roster as CSV with the team members, safe for spreadsheets', async () => {
    await mark(ops, paid.id, true);
    const res = await t.call({ method: 'GET', url: `/api/admin/sessions/${PAST}/roster.csv`, cookies: ops });
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="roster-\d{4}-\d{2}-\d{2}-pastRosterSession0000A\.csv"/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = readCsv(res.body).map((r) => r.fields);
    expect(rows[0]).toEqual(['name', 'email', 'role', 'registrant_email', 'clin_id', 'status', 'paid', 'present', 'marked_at', 'marked_by', 'certificate_id']);
    expect(rows).toContainEqual(expect.arrayContaining(["'=Ana Lopez", 'ana@example.com', 'hygienist', paid.email]));
    expect(rows.find((r) => r[1] === paid.email)?.slice(6, 8)).toEqual(['true', 'true']);
  });

  it('lets an educator see and mark only the sessions they present', async () => {
    expect((await rosterOf(educatorOwn)).statusCode).toBe(200);
    expect((await mark(educatorOwn, paid.id, true)).statusCode).toBe(200);
    expect((await rosterOf(educatorOther)).statusCode).toBe(404);
    expect((await mark(educatorOther, paid.id, false)).statusCode).toBe(404);
  });
});
