import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckInRoster } from '@portal/domain/check-in/roster';
import { ticketDigest } from '@portal/domain/check-in/roster';
import { seedOfferings } from '../src/features/offerings/seed';
import { liveSession, paidRegistration, sessionStarted, ticketsOf } from './helpers/check-in-fixtures';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 43: the list a phone keeps to judge tickets offline. Tickets by their token's digest (no
 * token), holder, valid or void by the scan's rule, checked in or not; staff who may check in only.
 */
let t: TestApp;
let ops: Record<string, string>;
let session: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  ops = await signIn(t, await newStaff(t, 'operations'));
  session = await liveSession(t);
});
afterAll(() => t.close());

const roster = (cookies: Record<string, string> = ops, id = session) => t.call({ method: 'GET', url: `/api/admin/sessions/${id}/check-in/roster`, cookies });

describe('the check-in roster', () => {
  it('lists each ticket by its digest with its holder and state, never a token', async () => {
    const kept = await paidRegistration(t, session, { team: 1 });
    const gone = await paidRegistration(t, session);
    const [maya, ana] = await ticketsOf(t, kept.id);
    const [cancelled] = await ticketsOf(t, gone.id);
    await sessionStarted(t, session);
    expect((await t.call({ method: 'POST', url: `/api/admin/registrations/${gone.id}/cancel`, payload: { reason: 'not coming' }, cookies: ops })).statusCode).toBe(200);
    const scanned = await t.call({ method: 'POST', url: `/api/admin/sessions/${session}/check-in`, payload: { token: maya.token }, cookies: ops });
    expect(scanned.json().outcome).toBe('checked_in');

    const res = await roster();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as CheckInRoster;
    expect(body.sessionId).toBe(session);
    expect(body.endsAt).not.toBeNull();
    const byId = new Map(body.tickets.map((k) => [k.ticketId, k]));
    expect(byId.get(maya.id)).toMatchObject({ digest: await ticketDigest(maya.token), role: 'registrant', valid: true, checkedInBy: expect.any(String) });
    expect(byId.get(maya.id)!.checkedInAt).not.toBeNull();
    expect(byId.get(ana.id)).toMatchObject({ role: 'hygienist', valid: true, checkedInAt: null });
    expect(byId.get(cancelled.id)).toMatchObject({ valid: false });
    for (const k of [maya, ana, cancelled]) expect(res.body).not.toContain(k.token);
  });

  it('hashes as SHA-256 in base64url (the same digest on the phone and the server)', async () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUv';
    expect(await ticketDigest(token)).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(await ticketDigest(` ${token}\n`)).toBe(await ticketDigest(token));
  });

  it('once the session has ended (also ended early by staff) lists no one, so no phone keeps its names again (issue 50)', async () => {
    const ending = await liveSession(t);
    const reg = await paidRegistration(t, ending);
    await sessionStarted(t, ending);
    // Control: while the session runs, the list names its ticket holder.
    const running = (await roster(ops, ending)).json() as CheckInRoster;
    expect(running.tickets.map((k) => k.ticketId)).toEqual((await ticketsOf(t, reg.id)).map((k) => k.id));
    await t.db.pool.query(`update offerings set ends_at = now() - interval '1 minute' where id = $1`, [ending]);
    const res = await roster(ops, ending);
    expect(res.statusCode, res.body).toBe(200);
    const ended = res.json() as CheckInRoster;
    expect(ended.tickets).toEqual([]);
    expect(Date.parse(ended.endsAt!)).toBeLessThanOrEqual(Date.parse(ended.readAt));
  });

  it('is refused without a session and answers 404 for an unknown session', async () => {
    expect((await roster({})).statusCode).toBe(401);
    expect((await roster(ops, 'AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });
});
