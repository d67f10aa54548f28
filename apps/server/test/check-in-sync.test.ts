import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckInRoster } from '@portal/domain/check-in/roster';
import { ticketDigest } from '@portal/domain/check-in/roster';
import type { CheckInSyncAnswer, QueuedScan } from '@portal/domain/check-in/sync';
import { seedOfferings } from '../src/features/offerings/seed';
import { liveSession, paidRegistration, sessionStarted, ticketsOf } from './helpers/check-in-fixtures';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 43: scans made on phones without network, sent when they are back. In order, each once by
 * its key, the earliest scan of a ticket wins whichever phone sends first (the other is a repeat),
 * and a ticket cancelled during the outage but let in offline is flagged in the session's list.
 */
let t: TestApp;
let session: string;
const phones: { cookies: Record<string, string>; name: string }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  for (let i = 0; i < 2; i++) {
    const cookies = await signIn(t, await newStaff(t, 'operations'));
    phones.push({ cookies, name: (await t.call({ method: 'GET', url: '/api/admin/auth/me', cookies })).json().name });
  }
  session = await liveSession(t);
});
afterAll(() => t.close());

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const scanOf = async (token: string, scannedAt: string, admitted = true): Promise<QueuedScan> => ({ key: crypto.randomUUID(), digest: await ticketDigest(token), scannedAt, admitted });
const sync = (scans: QueuedScan[], phone = phones[0], id = session) =>
  t.call({ method: 'POST', url: `/api/admin/sessions/${id}/check-in/sync`, payload: { scans }, cookies: phone.cookies });
const synced = async (scans: QueuedScan[], phone = phones[0]) => {
  const res = await sync(scans, phone);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CheckInSyncAnswer;
};
const recorded = async (ticketId: string) =>
  (await t.db.pool.query(
    `select (select count(*)::int from attendance a join tickets k on k.registration_id = a.registration_id where k.id = $1) attendance,
            (select count(*)::int from audit_log where entity = 'ticket' and entity_id = $1 and action = 'check_in') audits,
            (select checked_in_by from tickets where id = $1) by, (select checked_in_at from tickets where id = $1) at`,
    [ticketId],
  )).rows[0] as { attendance: number; audits: number; by: string; at: Date };

async function tickets(count: number) {
  await t.db.pool.query(`update offerings set starts_at = now() + interval '3 days' where id = $1`, [session]);
  const regs = [];
  for (let i = 0; i < count; i++) regs.push(await paidRegistration(t, session));
  await sessionStarted(t, session);
  return Promise.all(regs.map(async (reg) => ({ reg, ...(await ticketsOf(t, reg.id))[0] })));
}

describe('sending scans made offline', () => {
  it('judges them in order: the first scan of a ticket checks in, the next is a repeat naming who was first; an unknown code is refused', async () => {
    const [maya, sam] = await tickets(2);
    const scans = [await scanOf(maya.token, minutesAgo(10)), await scanOf(sam.token, minutesAgo(9)), await scanOf(maya.token, minutesAgo(8)), await scanOf('NotATicketOfThisPortal', minutesAgo(7))];
    const answer = await synced(scans);
    expect(answer.scans.map((s) => [s.key, s.outcome])).toEqual(scans.map((s, i) => [s.key, ['checked_in', 'checked_in', 'already', 'unknown'][i]]));
    expect(answer.scans[2]).toMatchObject({ checkedInAt: scans[0].scannedAt, checkedInBy: phones[0].name, person: { role: 'registrant' } });
    expect(answer.counts.checkedIn).toBeGreaterThanOrEqual(2);
    expect(await recorded(maya.id)).toMatchObject({ attendance: 1, audits: 1, by: phones[0].name });
    expect((await recorded(maya.id)).at.toISOString()).toBe(scans[0].scannedAt);
  });

  it('counts a scan sent again (a retry after a lost answer) once, answering as the first time', async () => {
    const [maya] = await tickets(1);
    const scans = [await scanOf(maya.token, minutesAgo(5))];
    const first = await synced(scans);
    const again = await synced(scans);
    expect(again.scans).toEqual(first.scans);
    expect(await recorded(maya.id)).toMatchObject({ attendance: 1, audits: 1 });
    const { rows } = await t.db.pool.query('select count(*)::int n from check_in_scans where key = $1', [scans[0].key]);
    expect(rows[0].n).toBe(1);
  });

  it('lets the earliest scan win whichever phone sends first: the later one becomes a repeat, both answers name the first', async () => {
    const [maya] = await tickets(1);
    const early = await scanOf(maya.token, minutesAgo(20));
    const late = await scanOf(maya.token, minutesAgo(15));
    expect((await synced([late], phones[1])).scans[0]).toMatchObject({ outcome: 'checked_in', checkedInBy: phones[1].name });
    expect((await synced([early], phones[0])).scans[0]).toMatchObject({ outcome: 'checked_in', checkedInBy: phones[0].name, checkedInAt: early.scannedAt });
    // The later phone, asking again, hears the true state: a repeat, first checked in by the other phone.
    expect((await synced([late], phones[1])).scans[0]).toMatchObject({ outcome: 'already', checkedInBy: phones[0].name, checkedInAt: early.scannedAt });
    expect(await recorded(maya.id)).toMatchObject({ attendance: 1, audits: 2, by: phones[0].name });
    const { rows } = await t.db.pool.query('select key, outcome from check_in_scans where ticket_id = $1 order by scanned_at', [maya.id]);
    expect(rows).toEqual([{ key: early.key, outcome: 'checked_in' }, { key: late.key, outcome: 'already' }]);
    // An online scan after both changes nothing.
    const online = await t.call({ method: 'POST', url: `/api/admin/sessions/${session}/check-in`, payload: { token: maya.token }, cookies: phones[1].cookies });
    expect(online.json()).toMatchObject({ outcome: 'already', checkedInBy: phones[0].name });
  });

  it('moves an online check-in made later to the earlier offline scan, without a second attendance', async () => {
    const [maya] = await tickets(1);
    const online = await t.call({ method: 'POST', url: `/api/admin/sessions/${session}/check-in`, payload: { token: maya.token }, cookies: phones[1].cookies });
    expect(online.json().outcome).toBe('checked_in');
    const earlier = await scanOf(maya.token, minutesAgo(3));
    expect((await synced([earlier])).scans[0]).toMatchObject({ outcome: 'checked_in', checkedInBy: phones[0].name });
    expect(await recorded(maya.id)).toMatchObject({ attendance: 1, audits: 2, by: phones[0].name });
  });

  it('flags a ticket cancelled during the outage that a phone let in, in the session\'s list; refused, not checked in', async () => {
    const [gone, refused] = await tickets(2);
    for (const x of [gone, refused]) {
      const res = await t.call({ method: 'POST', url: `/api/admin/registrations/${x.reg.id}/cancel`, payload: { reason: 'cannot come' }, cookies: phones[0].cookies });
      expect(res.statusCode, res.body).toBe(200);
    }
    const goneAt = minutesAgo(4);
    const answer = await synced([await scanOf(gone.token, goneAt), await scanOf(refused.token, minutesAgo(3), false)]);
    expect(answer.scans.map((s) => [s.outcome, s.flagged])).toEqual([['voided', true], ['voided', false]]);
    expect(await recorded(gone.id)).toMatchObject({ attendance: 0, audits: 0, by: null });
    const roster = (await t.call({ method: 'GET', url: `/api/admin/sessions/${session}/check-in/roster`, cookies: phones[1].cookies })).json() as CheckInRoster;
    const byId = new Map(roster.tickets.map((k) => [k.ticketId, k]));
    expect(byId.get(gone.id)).toMatchObject({ valid: false, flagged: true });
    expect(byId.get(refused.id)).toMatchObject({ valid: false, flagged: false });
    const { rows } = await t.db.pool.query(`select count(*)::int n from audit_log where entity = 'ticket' and entity_id = $1 and action = 'offline_void'`, [gone.id]);
    expect(rows[0].n).toBe(1);
    // The session's roster (attendance screen) lists only registrations still on it, and names
    // who was let in on a cancelled ticket, for staff to follow up; not the one the phone refused.
    const staffRoster = (await t.call({ method: 'GET', url: `/api/admin/sessions/${session}/roster`, cookies: phones[1].cookies })).json();
    expect(staffRoster.data.map((r: { id: string }) => r.id)).not.toContain(gone.reg.id);
    expect(staffRoster.lettedInOffline).toEqual([expect.objectContaining({ registrationId: gone.reg.id, role: 'registrant', scannedAt: goneAt })]);
  });

  it('refuses bad input with a 4xx and changes nothing; needs a sign-in; a scan from the future counts as now', async () => {
    const [maya] = await tickets(1);
    const good = await scanOf(maya.token, minutesAgo(1));
    const before = (await t.db.pool.query('select count(*)::int n from check_in_scans')).rows[0].n;
    for (const scans of [[{ ...good, key: 'not-a-uuid' }], [{ ...good, digest: maya.token }], [{ ...good, scannedAt: 'yesterday' }], [], Array(51).fill(good)]) {
      const res = await sync(scans as QueuedScan[]);
      expect(res.statusCode, JSON.stringify(scans).slice(0, 80)).toBe(400);
      expect(res.json()).toHaveProperty('errors');
    }
    expect((await t.call({ method: 'POST', url: `/api/admin/sessions/${session}/check-in/sync`, payload: { scans: [good] } })).statusCode).toBe(401);
    expect((await sync([good], phones[0], 'AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await t.db.pool.query('select count(*)::int n from check_in_scans')).rows[0].n).toBe(before);
    const future = await synced([{ ...good, scannedAt: new Date(Date.now() + 3_600_000).toISOString() }]);
    expect(new Date(future.scans[0].checkedInAt!).getTime()).toBeLessThanOrEqual(Date.now());
  });
});
