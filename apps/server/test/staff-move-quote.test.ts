import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOfferings } from '../src/features/offerings/seed';
import { sandbox } from './helpers/checkout-fixtures';
import { registrant, session } from './helpers/my-registration-fixtures';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The staff move dialog's quote (issue 50): GET /api/admin/registrations/{id}/move-quote answers
 * what the move would settle, from the move service's own pricing (never the browser's), and the
 * move's own refusals; the move then settles exactly that. Only those who move registrations ask,
 * and only they waive a difference or leave it due: a read-only viewer and an educator are refused.
 */
let t: TestApp;
let ops: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  ops = await signIn(t, await newStaff(t, 'operations'));
});
afterAll(() => t?.close());

const q = async (sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows;
const quote = (id: string, offeringId: string, cookies = ops, locale?: string) =>
  t.call({ method: 'GET', url: `/api/admin/registrations/${id}/move-quote`, query: { offeringId }, cookies, locale });
const move = (id: string, payload: object, cookies = ops) => t.call({ method: 'POST', url: `/api/admin/registrations/${id}/move`, payload, cookies });

describe('the staff move quote', () => {
  it('a cheaper session: the refund the move then makes, in the currency paid, and nothing written by the quote', async () => {
    const home = await session(t);
    const cheap = await session(t, { feeUsd: 50000, feeCad: 60000, startsInHours: 400 });
    const reg = await registrant(t, home);
    const res = await quote(reg.id, cheap);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ settles: true, currency: 'USD', priceCents: 50000, heldCents: 149500, difference: 'refund', cents: 99500 });
    expect(await q('select id from registration_moves where registration_id = $1', [reg.id])).toEqual([]);
    expect((await q('select offering_id from registrations where id = $1', [reg.id]))[0].offering_id).toBe(home);
    const moved = await move(reg.id, { offeringId: cheap });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await q('select amount_cents from refunds where registration_id = $1', [reg.id])).map((r) => r.amount_cents)).toEqual([res.json().cents]);
  });

  it('a dearer session: the difference due, which staff waive or leave due with a reason; the move records that amount', async () => {
    const home = await session(t, { feeUsd: 10000, feeCad: 13000 });
    const dear = await session(t, { feeUsd: 25000, feeCad: 30000, startsInHours: 400 });
    const same = await session(t, { feeUsd: 10000, feeCad: 13000, startsInHours: 300 });
    const reg = await registrant(t, home);
    expect((await quote(reg.id, same)).json()).toMatchObject({ settles: true, difference: 'none', cents: 0 });
    const res = await quote(reg.id, dear);
    expect(res.json()).toEqual({ settles: true, currency: 'USD', priceCents: 25000, heldCents: 10000, difference: 'due', cents: 15000 });
    const due = await move(reg.id, { offeringId: dear, difference: 'due', reason: 'Pays by cheque' });
    expect(due.statusCode, due.body).toBe(200);
    const [m] = await q(`select state, adjusted_cents, reason from registration_moves where registration_id = $1`, [reg.id]);
    expect(m).toEqual({ state: 'due', adjusted_cents: 15000, reason: 'Pays by cheque' });
    const [audit] = await q(`select after from audit_log where entity_id = $1 and action = 'move_settled'`, [reg.id]);
    expect(audit.after).toMatchObject({ settlement: 'due', differenceCents: 15000, adjustedCents: 15000, reason: 'Pays by cheque' });
    expect(await sandbox(t).chargesFor(reg.id)).toHaveLength(1);
    // The registration's page in the back office says what is still due, in the currency paid.
    const detail = await t.call({ method: 'GET', url: `/api/admin/registrations/${reg.id}`, cookies: ops });
    expect(detail.json().differenceDue).toEqual({ cents: 15000, currency: 'USD' });
  });

  it('a waived difference is not due, and a due one settled by a later move to a free session is due no more', async () => {
    const home = await session(t, { feeUsd: 10000, feeCad: 13000 });
    const dear = await session(t, { feeUsd: 25000, feeCad: 30000, startsInHours: 400 });
    const free = await session(t, { feeUsd: 0, feeCad: 0, startsInHours: 450 });
    const detail = async (id: string) => (await t.call({ method: 'GET', url: `/api/admin/registrations/${id}`, cookies: ops })).json().differenceDue;
    const waived = await registrant(t, home);
    expect((await move(waived.id, { offeringId: dear, difference: 'waive', reason: 'Guest' })).statusCode).toBe(200);
    expect(await detail(waived.id)).toBeNull();
    const due = await registrant(t, home);
    expect((await move(due.id, { offeringId: dear, difference: 'due', reason: 'Pays later' })).statusCode).toBe(200);
    expect(await detail(due.id)).toEqual({ cents: 15000, currency: 'USD' });
    expect((await quote(due.id, free)).json()).toMatchObject({ difference: 'refund', cents: 10000 });
    expect((await move(due.id, { offeringId: free })).statusCode).toBe(200);
    expect(await detail(due.id)).toBeNull();
  });

  it('nothing paid here: nothing settles', async () => {
    const home = await session(t);
    const other = await session(t, { startsInHours: 400 });
    const reg = await registrant(t, home, { paid: false });
    expect((await quote(reg.id, other)).json()).toEqual({ settles: false, currency: null, priceCents: null, heldCents: null, difference: 'none', cents: 0 });
  });

  it.each([
    ['the same session', async (home: string) => home, 409, 'The registration is already in this session'],
    ['another course', async () => session(t, { variant: 'pediatric', startsInHours: 400 }), 409, 'Choose another live session of the same course and variant'],
    ['a session with no price in the currency paid', async () => session(t, { feeUsd: 0, feeCad: 90000, startsInHours: 400 }), 409, 'This session has no price in USD'],
    ['an unknown session', async () => 'AAAAAAAAAAAAAAAAAAAAAA', 404, ''],
  ])('refuses %s as the move would', async (_what, target, status, text) => {
    const home = await session(t);
    const reg = await registrant(t, home);
    const res = await quote(reg.id, await target(home));
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error).toContain(text);
  });

  it('refuses a malformed session id with 400', async () => {
    const reg = await registrant(t, await session(t));
    expect((await quote(reg.id, 'not an id')).statusCode).toBe(400);
  });

  it('speaks the staff member\'s locale', async () => {
    const home = await session(t);
    const reg = await registrant(t, home);
    expect((await quote(reg.id, home, ops, 'fr-CA')).json().error).not.toContain('already in this session');
  });
});

describe('who may quote, waive or leave a difference due', () => {
  it('a read-only viewer and an educator are refused, and nothing moves (operations waive: the control)', async () => {
    const home = await session(t, { feeUsd: 10000, feeCad: 13000 });
    const dear = await session(t, { feeUsd: 25000, feeCad: 30000, startsInHours: 400 });
    const reg = await registrant(t, home);
    const educator = await newStaff(t, 'educator');
    await q('update offerings set presenter_staff_id = $1 where id in ($2, $3)', [educator.id, home, dear]);
    for (const who of [await newStaff(t, 'viewer'), educator]) {
      const cookies = await signIn(t, who);
      expect((await quote(reg.id, dear, cookies)).statusCode, who.role).toBe(403);
      const res = await move(reg.id, { offeringId: dear, difference: 'waive', reason: 'Not mine to give' }, cookies);
      expect(res.statusCode, who.role).toBe(403);
      expect(await q('select id from registration_moves where registration_id = $1', [reg.id])).toEqual([]);
    }
    const control = await move(reg.id, { offeringId: dear, difference: 'waive', reason: 'Speaker\'s guest' });
    expect(control.statusCode, control.body).toBe(200);
    expect((await q('select state from registration_moves where registration_id = $1', [reg.id]))[0].state).toBe('waived');
  });
});
