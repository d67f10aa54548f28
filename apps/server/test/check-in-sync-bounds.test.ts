import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketDigest } from '@portal/domain/check-in/roster';
import type { CheckInSyncAnswer, QueuedScan } from '@portal/domain/check-in/sync';
import { syncScans } from '../src/features/check-in/sync';
import { findOffering } from '../src/features/offerings/store';
import { seedOfferings } from '../src/features/offerings/seed';
import { liveSession, paidRegistration, sessionStarted, ticketsOf } from './helpers/check-in-fixtures';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 50, items 4 and 6: what a phone says is bounded. A scan time before the doors could open
 * or before the ticket existed is refused, recorded and audited, and never replaces a real
 * check-in; a scan key answers only for the scan it was first sent with. Each with its control
 * run (`scanTime: false`, `keyCheck: false`) showing the hole as it was.
 */
let t: TestApp;
let session: string;
let other: string;
const door = { cookies: {} as Record<string, string>, name: '' };
const phone = { cookies: {} as Record<string, string>, name: '' };
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  for (const who of [door, phone]) {
    who.cookies = await signIn(t, await newStaff(t, 'operations'));
    who.name = (await t.call({ method: 'GET', url: '/api/admin/auth/me', cookies: who.cookies })).json().name;
  }
  session = await liveSession(t);
  other = await liveSession(t);
});
afterAll(() => t.close());

async function ticket(at = session) {
  await t.db.pool.query(`update offerings set starts_at = now() + interval '3 days' where id = $1`, [at]);
  const reg = await paidRegistration(t, at);
  await sessionStarted(t, at);
  return (await ticketsOf(t, reg.id))[0];
}
const scanOf = async (token: string, scannedAt: string): Promise<QueuedScan> => ({ key: crypto.randomUUID(), digest: await ticketDigest(token), scannedAt, admitted: true });
const sync = (scans: QueuedScan[], at = session) => t.call({ method: 'POST', url: `/api/admin/sessions/${at}/check-in/sync`, payload: { scans }, cookies: phone.cookies });
const online = (token: string) => t.call({ method: 'POST', url: `/api/admin/sessions/${session}/check-in`, payload: { token }, cookies: door.cookies });
const held = async (ticketId: string) => (await t.db.pool.query('select checked_in_at "at", checked_in_by "by" from tickets where id = $1', [ticketId])).rows[0] as { at: Date; by: string };
const scanRow = async (key: string) => (await t.db.pool.query('select outcome, flagged, scanned_at from check_in_scans where key = $1', [key])).rows[0];
const audits = async (ticketId: string, action: string) =>
  (await t.db.pool.query(`select count(*)::int n from audit_log where entity = 'ticket' and entity_id = $1 and action = $2`, [ticketId, action])).rows[0].n as number;

describe('a scan time no check-in could have had', () => {
  it.each(['0001-01-01T00:00:00.000Z', '2000-01-01T00:00:00.000Z'])('%s after an online check-in: refused and recorded; the check-in keeps its time and scanner', async (forged) => {
    const k = await ticket();
    expect((await online(k.token)).json().outcome).toBe('checked_in');
    const before = await held(k.id);
    const scan = await scanOf(k.token, forged);
    const res = await sync([scan]);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as CheckInSyncAnswer).scans[0]).toMatchObject({ outcome: 'impossible_time', checkedInBy: door.name, checkedInAt: before.at.toISOString(), flagged: false });
    expect(await held(k.id)).toEqual(before);
    expect(await scanRow(scan.key)).toMatchObject({ outcome: 'impossible_time', scanned_at: new Date(forged) });
    expect(await audits(k.id, 'impossible_scan_time')).toBe(1);
    expect(await audits(k.id, 'check_in')).toBe(1);
  });

  it('control: trusted as before, the year-1 scan rewrites the check-in to the phone', async () => {
    const k = await ticket();
    expect((await online(k.token)).json().outcome).toBe('checked_in');
    const offering = (await findOffering(t.db.orm, session))!;
    const answer = await syncScans(t.db.orm, { actor: { id: null, label: 'phone' }, name: 'Forger' }, offering, [await scanOf(k.token, '0001-01-01T00:00:00.000Z')], { scanTime: false });
    expect(answer.scans[0].outcome).toBe('checked_in');
    expect(await held(k.id)).toMatchObject({ by: 'Forger' });
    expect((await held(k.id)).at.getUTCFullYear()).toBe(1);
  });

  it('refused on a ticket nobody checked in: not checked in, no attendance', async () => {
    const k = await ticket();
    const res = await sync([await scanOf(k.token, '2000-01-01T00:00:00.000Z')]);
    expect(res.json().scans[0]).toMatchObject({ outcome: 'impossible_time', checkedInAt: null });
    expect((await held(k.id)).at).toBeNull();
    expect((await t.db.pool.query('select count(*)::int n from attendance a join tickets k on k.registration_id = a.registration_id where k.id = $1', [k.id])).rows[0].n).toBe(0);
  });

  it("a phone a few minutes slow at the doors' opening counts as the opening; further off is refused", async () => {
    const k = await ticket();
    // The session started an hour ago: its doors opened three hours ago.
    const { rows } = await t.db.pool.query(`select starts_at - interval '2 hours' opens from offerings where id = $1`, [session]);
    const opens: Date = rows[0].opens;
    const slow = await scanOf(k.token, new Date(opens.getTime() - 3 * 60_000).toISOString());
    expect((await sync([slow])).json().scans[0]).toMatchObject({ outcome: 'checked_in', checkedInAt: opens.toISOString() });
    const k2 = await ticket();
    const far = await scanOf(k2.token, new Date(opens.getTime() - 6 * 60_000).toISOString());
    expect((await sync([far])).json().scans[0].outcome).toBe('impossible_time');
  });

  it("a time before the ticket's issue is refused", async () => {
    const k = await ticket();
    await t.db.pool.query(`update tickets set issued_at = now() - interval '10 minutes' where id = $1`, [k.id]);
    expect((await sync([await scanOf(k.token, new Date(Date.now() - 30 * 60_000).toISOString())])).json().scans[0].outcome).toBe('impossible_time');
    expect((await held(k.id)).at).toBeNull();
  });
});

describe('a scan key answers only for its own scan', () => {
  it('the same key with another ticket, or sent to another session: 409, nothing of the first scan told', async () => {
    const [first, second, elsewhere] = [await ticket(), await ticket(), await ticket(other)];
    const scan = await scanOf(first.token, new Date(Date.now() - 5 * 60_000).toISOString());
    expect((await sync([scan])).json().scans[0].outcome).toBe('checked_in');
    for (const [payload, at] of [
      [{ ...scan, digest: await ticketDigest(second.token) }, session],
      [scan, other],
      [{ ...scan, digest: await ticketDigest(elsewhere.token) }, other],
    ] as const) {
      const res = await sync([payload], at);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({ error: "This scan's key was already sent for another ticket or session", code: 'scanKeyReused' });
      expect(res.body).not.toContain(phone.name);
    }
    expect((await held(second.id)).at).toBeNull();
    expect((await held(elsewhere.id)).at).toBeNull();
    // The same scan sent again still answers as the first time.
    expect((await sync([scan])).json().scans[0]).toMatchObject({ outcome: 'checked_in', checkedInBy: phone.name });
  });

  it("control: without the check, the key answers for the first scan, telling another session's holder, time and scanner", async () => {
    const first = await ticket();
    const elsewhere = await ticket(other);
    const scan = await scanOf(first.token, new Date(Date.now() - 5 * 60_000).toISOString());
    await sync([scan]);
    const offering = (await findOffering(t.db.orm, other))!;
    const answer = await syncScans(t.db.orm, { actor: { id: null, label: 'phone' }, name: 'Other door' }, offering, [{ ...scan, digest: await ticketDigest(elsewhere.token) }], { keyCheck: false });
    expect(answer.scans[0]).toMatchObject({ outcome: 'checked_in', checkedInBy: phone.name, person: { role: 'registrant' } });
  });
});

describe("the roster's refused scans", () => {
  it('lists each scan refused for its time: the holder, the time the phone claimed, who sent it and when it arrived; a counted scan is not listed (the control)', async () => {
    const regOf = async (ticketId: string) => (await t.db.pool.query('select registration_id from tickets where id = $1', [ticketId])).rows[0].registration_id as string;
    const at = await liveSession(t);
    const refused = await ticket(at);
    const counted = await ticket(at);
    const forged = '2000-01-01T00:00:00.000Z';
    const sentAt = Date.now();
    await sync([await scanOf(refused.token, forged), await scanOf(counted.token, new Date().toISOString())], at);
    const res = await t.call({ method: 'GET', url: `/api/admin/sessions/${at}/roster`, cookies: door.cookies });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().refusedScans as { registrationId: string; name: string; scannedAt: string; scannedBy: string; receivedAt: string }[];
    expect(list).toEqual([{ registrationId: await regOf(refused.id), name: expect.any(String), role: 'registrant', scannedAt: forged, scannedBy: phone.name, receivedAt: expect.any(String) }]);
    expect(Date.parse(list[0].receivedAt)).toBeGreaterThanOrEqual(sentAt - 1000);
    const countedReg = await regOf(counted.id);
    expect(list.some((s) => s.registrationId === countedReg)).toBe(false);
    // The control: the same forged time trusted (the sync before issue 50) is counted, so the list has nothing to show.
    const trusted = await ticket(at);
    const offering = (await findOffering(t.db.orm, at))!;
    await syncScans(t.db.orm, { actor: { id: null, label: 'phone' }, name: 'Forger' }, offering, [await scanOf(trusted.token, forged)], { scanTime: false });
    const again = (await t.call({ method: 'GET', url: `/api/admin/sessions/${at}/roster`, cookies: door.cookies })).json().refusedScans as { registrationId: string }[];
    expect(again.map((s) => s.registrationId)).toEqual([await regOf(refused.id)]);
  });
});
