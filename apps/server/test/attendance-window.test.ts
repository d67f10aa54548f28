import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketDigest } from '@portal/domain/check-in/roster';
import type { QueuedScan } from '@portal/domain/check-in/sync';
import { markAttendance } from '../src/features/certificates/attendance';
import { issueDueCertificates } from '../src/features/certificates/due-certificates';
import { checkInByToken } from '../src/features/check-in/scan';
import { syncScans } from '../src/features/check-in/sync';
import { findOffering } from '../src/features/offerings/store';
import { seedOfferings } from '../src/features/offerings/seed';
import { markViaApi } from './helpers/certificate-fixtures';
import { liveSession, paidRegistration, ticketsOf } from './helpers/check-in-fixtures';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 50, item 1: nothing certifies before the doors open, whatever the door. One writer
 * (certificates/attendance.ts) applies the domain's rule by the server's clock: no attendance
 * before CHECK_IN_OPENS_MINUTES before the start, a certificate only once the session has started.
 * Each door is tried on a session ten days away; the control runs (`window: false`) show what the
 * phone's sync did before: attendance, certificate, registration completed, ten days early.
 */
let t: TestApp;
let ops: Record<string, string>;
const phone = { actor: { id: null, label: 'phone-test' }, name: 'Phone Test' };
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  ops = await signIn(t, await newStaff(t, 'operations'));
});
afterAll(() => t.close());

/** A paid registrant of a fresh session that then starts `startsIn` from now (Postgres interval). */
async function attendeeOf(startsIn: string) {
  const session = await liveSession(t);
  const reg = await paidRegistration(t, session);
  await t.db.pool.query(`update offerings set starts_at = now() + $2::interval, ends_at = now() + $2::interval + interval '7 hours' where id = $1`, [session, startsIn]);
  const [ticket] = await ticketsOf(t, reg.id);
  return { session, reg, ticket };
}

const written = async (registrationId: string) =>
  (await t.db.pool.query(
    `select (select count(*)::int from attendance where registration_id = $1) attendance,
            (select count(*)::int from certificates where registration_id = $1) certificates,
            (select count(*)::int from check_in_scans s join tickets k on k.id = s.ticket_id where k.registration_id = $1) scans,
            (select checked_in_at from tickets where registration_id = $1 and team_member_id is null) "checkedInAt",
            (select status from registrations where id = $1) status`,
    [registrationId],
  )).rows[0] as { attendance: number; certificates: number; scans: number; checkedInAt: Date | null; status: string };

const scanOf = async (token: string, scannedAt = new Date()): Promise<QueuedScan> => ({ key: crypto.randomUUID(), digest: await ticketDigest(token), scannedAt: scannedAt.toISOString(), admitted: true });
const certificateList = (email: string) => t.call({ method: 'GET', url: `/api/certificate/${encodeURIComponent(email)}` });

type Fixture = Awaited<ReturnType<typeof attendeeOf>>;
const DOORS: [string, (f: Fixture) => Promise<{ statusCode: number; body: string }>, string][] = [
  ['the online scan', (f) => t.call({ method: 'POST', url: `/api/admin/sessions/${f.session}/check-in`, payload: { token: f.ticket.token }, cookies: ops }), 'Check-in opens 2 hours before the session starts'],
  ['the manual check-in', (f) => t.call({ method: 'POST', url: `/api/admin/sessions/${f.session}/check-in/by-ticket/${f.ticket.id}`, cookies: ops }), 'Check-in opens 2 hours before the session starts'],
  ["a phone's sync", async (f) => t.call({ method: 'POST', url: `/api/admin/sessions/${f.session}/check-in/sync`, payload: { scans: [await scanOf(f.ticket.token)] }, cookies: ops }), 'Check-in opens 2 hours before the session starts'],
  ['the back-office attendance', (f) => t.call({ method: 'POST', url: `/api/admin/sessions/${f.session}/attendance`, payload: { registrationId: f.reg.id, present: true }, cookies: ops }), 'Attendance can be recorded from 2 hours before the session starts'],
  ['the API token', (f) => markViaApi(t, { offeringId: f.session, emails: [f.reg.email] }), 'Attendance can be recorded from 2 hours before the session starts'],
];

describe('ten days before the session', () => {
  it.each(DOORS)('%s is refused (409, catalog text) and writes nothing', async (_, door, text) => {
    const f = await attendeeOf('10 days');
    const res = await door(f);
    expect(res.statusCode, res.body).toBe(409);
    expect(JSON.parse(res.body)).toMatchObject({ error: text });
    expect(await written(f.reg.id)).toEqual({ attendance: 0, certificates: 0, scans: 0, checkedInAt: null, status: 'confirmation' });
    expect((await certificateList(f.reg.email)).statusCode).toBe(404);
  });

  it('the writer itself refuses, whoever calls it (the CLI, an import, a door that forgot to ask)', async () => {
    const f = await attendeeOf('10 days');
    await expect(markAttendance(t.db.orm, { offeringId: f.session, emails: [f.reg.email], markedBy: 'cli:test', arrivedAt: new Date() })).rejects.toMatchObject({ status: 409, key: 'certificates:admin.notStarted' });
    expect(await written(f.reg.id)).toMatchObject({ attendance: 0, certificates: 0, status: 'confirmation' });
  });

  it("a phone's sync is refused: no scan row, attendance, certificate or completion; its control run shows the hole", async () => {
    const f = await attendeeOf('10 days');
    const offering = (await findOffering(t.db.orm, f.session))!;
    await expect(syncScans(t.db.orm, phone, offering, [await scanOf(f.ticket.token)])).rejects.toMatchObject({ status: 409, key: 'admin:checkIn.notOpen' });
    expect(await written(f.reg.id)).toEqual({ attendance: 0, certificates: 0, scans: 0, checkedInAt: null, status: 'confirmation' });

    // Control: the same sync without the window (as before issue 50) certifies ten days early.
    const control = await syncScans(t.db.orm, phone, offering, [await scanOf(f.ticket.token)], { window: false, scanTime: false });
    expect(control.scans[0].outcome).toBe('checked_in');
    expect(await written(f.reg.id)).toMatchObject({ attendance: 1, certificates: 1, scans: 1, status: 'completed' });
    expect((await certificateList(f.reg.email)).statusCode).toBe(200);
  });

  it('the online scan, too, certifies ten days early without the window (control)', async () => {
    const f = await attendeeOf('10 days');
    const offering = (await findOffering(t.db.orm, f.session))!;
    expect((await checkInByToken(t.db.orm, phone, offering, f.ticket.token, { window: false })).outcome).toBe('checked_in');
    expect(await written(f.reg.id)).toMatchObject({ attendance: 1, certificates: 1, status: 'completed' });
  });
});

describe('inside the window, before the start', () => {
  it('an early arrival is checked in and present, certified only once the session has started', async () => {
    const f = await attendeeOf('1 hour');
    const res = await DOORS[0][1](f);
    expect(res.statusCode, res.body).toBe(200);
    expect(await written(f.reg.id)).toMatchObject({ attendance: 1, certificates: 0, status: 'confirmation' });
    expect((await certificateList(f.reg.email)).statusCode).toBe(404);
    // The job finds nothing due before the start.
    await issueDueCertificates(t.db.orm);
    expect(await written(f.reg.id)).toMatchObject({ certificates: 0, status: 'confirmation' });

    await t.db.pool.query(`update offerings set starts_at = now() - interval '1 minute' where id = $1`, [f.session]);
    expect(await issueDueCertificates(t.db.orm)).toBeGreaterThanOrEqual(1);
    expect(await written(f.reg.id)).toMatchObject({ attendance: 1, certificates: 1, status: 'completed' });
    expect((await certificateList(f.reg.email)).statusCode).toBe(200);
    // Run again: nothing issued twice.
    await issueDueCertificates(t.db.orm);
    expect(await written(f.reg.id)).toMatchObject({ certificates: 1 });
  });

  it('the API token and the back office mark present with the certificate to come; marking again after the start issues it', async () => {
    const f = await attendeeOf('30 minutes');
    const api = await markViaApi(t, { offeringId: f.session, emails: [f.reg.email] });
    expect(api.json().results).toEqual([{ email: f.reg.email, outcome: 'marked_before_start', registrationId: f.reg.id }]);
    const office = await DOORS[3][1](f);
    expect(JSON.parse(office.body)).toEqual({ registrationId: f.reg.id, present: true, certificateId: null });
    await t.db.pool.query(`update offerings set starts_at = now() - interval '1 minute' where id = $1`, [f.session]);
    const again = await DOORS[3][1](f);
    expect(JSON.parse(again.body)).toMatchObject({ present: true, certificateId: expect.any(String) });
    expect(await written(f.reg.id)).toMatchObject({ attendance: 1, certificates: 1, status: 'completed' });
  });

  it("a phone's scan time is bounded by the doors' opening: attendance never dated before it", async () => {
    const f = await attendeeOf('1 hour');
    const res = await t.call({ method: 'POST', url: `/api/admin/sessions/${f.session}/check-in/sync`, payload: { scans: [await scanOf(f.ticket.token, new Date('2000-01-01T00:00:00Z'))] }, cookies: ops });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await t.db.pool.query(`select a.marked_at, o.starts_at from attendance a join offerings o on o.id = a.offering_id where a.registration_id = $1`, [f.reg.id]);
    for (const r of rows) expect(r.marked_at.getTime()).toBeGreaterThanOrEqual(r.starts_at.getTime() - 2 * 3_600_000);
  });
});
