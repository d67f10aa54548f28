import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOfferings } from '../src/features/offerings/seed';
import { moveMyRegistration } from '../src/features/my-registration/move';
import { moveRegistration } from '../src/features/moves/staff-move';
import { sandbox } from './helpers/checkout-fixtures';
import { registrant, seatsTaken, session } from './helpers/my-registration-fixtures';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { moveMoneyCalls } from './helpers/move-money-calls';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Money follows the seat (issue 50, item 2): a move settles the price difference, from the
 * registrant's page and from the back office alike. A cheaper or free session refunds the
 * difference through the provider with a credit note (the registration keeps its seat); a dearer
 * one is refused without payment (the page pays it first: move-payment.test.ts) unless staff waive
 * it or leave it due; a session not priced in the currency paid is no target. Each with its control
 * (`settle: false`, the move as it was) showing the hole, which the money standing then reports.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
});
afterAll(() => t?.close());

const calls = moveMoneyCalls(() => t, 50);
const { from, q, standing, documentsNet } = calls;
const move = (token: string, sessionId: string) => t.call({ method: 'POST', url: `/api/my-registration/${token}/move`, payload: { sessionId }, remoteAddress: from() });
const deps = () => calls.deps(t);
const staffActor = { id: null, label: 'ops@example.com' };
const row = async (id: string) => (await q('select * from registrations where id = $1', [id]))[0];
const refundsOf = async (id: string) => q(`select r.amount_cents, r.move_id, c.number from refunds r join receipts c on c.refund_id = r.id where r.registration_id = $1 order by r.created_at`, [id]);

describe('a move to a cheaper or free session refunds the difference', () => {
  it('from the registrant\'s page: $1,495 paid, moved to a $100 session: $1,395 back with a credit note, the seat kept', async () => {
    const home = await session(t);
    const cheap = await session(t, { feeUsd: 10000, feeCad: 13000, startsInHours: 400 });
    const reg = await registrant(t, home);
    const res = await move(reg.token, cheap);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ended: null, course: { title: 'Self-Service Fundamentals' } });
    const [refund] = await refundsOf(reg.id);
    expect(refund).toMatchObject({ amount_cents: 139500, move_id: expect.any(String) });
    expect(refund.number).toMatch(/^CN-/);
    // The page says what each gave: $1,495 received, $1,395 back, $100 held (the new session's price).
    expect(res.json().documents.map((d: { kind: string; amount: unknown }) => [d.kind, d.amount])).toEqual([['payment', { cents: 149500, currency: 'USD' }], ['refund', { cents: 139500, currency: 'USD' }]]);
    expect((await sandbox(t).refundsMade()).some((r) => r.amountCents === 139500 && r.idempotencyKey === `move-${reg.id}-1`)).toBe(true);
    const mail = (await q(`select subject from outbox where "to" = $1 order by created_at`, [reg.email])).map((m) => m.subject);
    expect(mail.some((s: string) => s.includes(refund.number))).toBe(true);
    expect((await row(reg.id)).refunded_at).toBeNull();
    expect(await seatsTaken(t, cheap)).toBe(1);
    expect(await documentsNet(reg.id)).toBe(10000);
    expect((await standing(reg.id)).breach).toBeNull();
    // The page's cancellation now offers back what is held, not what was first paid.
    expect(res.json().actions.cancel).toMatchObject({ refundCents: 10000, share: 'full' });
  });

  it('to a free session: all of it back, the registration still live with its tickets', async () => {
    const home = await session(t);
    const free = await session(t, { feeUsd: 0, feeCad: 0, startsInHours: 400 });
    const reg = await registrant(t, home);
    const res = await move(reg.token, free);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ended: null });
    expect(res.json().tickets).toHaveLength(1);
    expect((await refundsOf(reg.id)).map((r) => r.amount_cents)).toEqual([149500]);
    expect(await documentsNet(reg.id)).toBe(0);
    expect((await standing(reg.id)).breach).toBeNull();
  });

  it('by staff, through the same service: the refund, its credit note and the audit of the settlement', async () => {
    const home = await session(t);
    const cheap = await session(t, { feeUsd: 50000, feeCad: 60000, startsInHours: 400 });
    const reg = await registrant(t, home);
    const cookies = await signIn(t, await newStaff(t, 'operations'));
    const res = await t.call({ method: 'POST', url: `/api/admin/registrations/${reg.id}/move`, cookies, payload: { offeringId: cheap } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await refundsOf(reg.id)).map((r) => r.amount_cents)).toEqual([99500]);
    const [entry] = await q(`select after from audit_log where entity_id = $1 and action = 'move_settled'`, [reg.id]);
    expect(entry.after).toMatchObject({ settlement: 'refunded', priceCents: 50000, heldCents: 149500, refundCents: 99500 });
    expect((await standing(reg.id)).breach).toBeNull();
  });

  it('control: without settlement (the move before issue 50) nothing comes back, and the standing reports it', async () => {
    const home = await session(t);
    const free = await session(t, { feeUsd: 0, feeCad: 0, startsInHours: 400 });
    const reg = await registrant(t, home);
    await moveMyRegistration(t.db.orm, deps(), reg.token, free, 'en', { settle: false });
    expect(await refundsOf(reg.id)).toEqual([]);
    expect((await standing(reg.id)).breach).toEqual({ kind: 'movedUnsettled', pricedOfferingId: home, currentOfferingId: free });
  });
});

describe('a move to a dearer session', () => {
  it('is refused from the page without payment, and nothing moves; the control run moves for nothing', async () => {
    const home = await session(t, { feeUsd: 10000, feeCad: 13000 });
    const dear = await session(t, { feeUsd: 500000, feeCad: 650000, startsInHours: 400 });
    const reg = await registrant(t, home);
    const res = await move(reg.token, dear);
    expect([res.statusCode, res.json().error]).toEqual([409, 'This session costs 4900.00 USD more than what you paid: pay the difference first.']);
    expect((await row(reg.id)).offering_id).toBe(home);
    expect(await seatsTaken(t, dear)).toBe(0);

    await moveMyRegistration(t.db.orm, deps(), reg.token, dear, 'en', { settle: false });
    expect((await row(reg.id)).offering_id).toBe(dear);
    expect(await sandbox(t).chargesFor(reg.id)).toHaveLength(1);
    expect((await standing(reg.id)).breach).toMatchObject({ kind: 'movedUnsettled' });
  });

  it('by staff: refused unless they waive the difference or leave it due, with a reason (audited, and the standing holds)', async () => {
    const home = await session(t, { feeUsd: 10000, feeCad: 13000 });
    const dear = await session(t, { feeUsd: 500000, feeCad: 650000, startsInHours: 400 });
    const reg = await registrant(t, home);
    const cookies = await signIn(t, await newStaff(t, 'operations'));
    const call = (payload: object) => t.call({ method: 'POST', url: `/api/admin/registrations/${reg.id}/move`, cookies, payload: { offeringId: dear, ...payload } });
    const refused = await call({});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('4900.00 USD more');
    expect((await call({ difference: 'waive' })).statusCode).toBe(400);
    const waived = await call({ difference: 'waive', reason: 'Speaker\'s guest' });
    expect(waived.statusCode, waived.body).toBe(200);
    const [m] = await q(`select state, adjusted_cents, reason, price_cents, held_cents from registration_moves where registration_id = $1`, [reg.id]);
    expect(m).toEqual({ state: 'waived', adjusted_cents: 490000, reason: 'Speaker\'s guest', price_cents: 500000, held_cents: 10000 });
    expect((await standing(reg.id))).toMatchObject({ breach: null, waivedCents: 490000 });
    expect(await sandbox(t).chargesFor(reg.id)).toHaveLength(1);
  });

  it('waived, then moved to a free session: only what was paid comes back', async () => {
    const home = await session(t, { feeUsd: 10000, feeCad: 13000 });
    const dear = await session(t, { feeUsd: 500000, feeCad: 650000, startsInHours: 400 });
    const free = await session(t, { feeUsd: 0, feeCad: 0, startsInHours: 450 });
    const reg = await registrant(t, home);
    await moveRegistration(t.db.orm, deps(), staffActor, reg.id, { offeringId: dear, difference: 'due', reason: 'Pays at the door' });
    await moveRegistration(t.db.orm, deps(), staffActor, reg.id, { offeringId: free });
    expect((await refundsOf(reg.id)).map((r) => r.amount_cents)).toEqual([10000]);
    expect((await standing(reg.id))).toMatchObject({ breach: null, refundedCents: 10000 });
  });
});

describe('a session not priced in the currency paid', () => {
  it('is not offered to the registrant and refused if asked for', async () => {
    const home = await session(t);
    const cadOnly = await session(t, { feeUsd: 0, feeCad: 199500, startsInHours: 400 });
    const reg = await registrant(t, home);
    const list = await t.call({ method: 'GET', url: `/api/my-registration/${reg.token}/sessions`, remoteAddress: from() });
    expect(list.json().sessions.map((s: { sessionId: string }) => s.sessionId)).not.toContain(cadOnly);
    const res = await move(reg.token, cadOnly);
    expect([res.statusCode, res.json().error]).toEqual([409, 'You cannot move to this session from your page: choose one of the sessions it lists.']);
    expect((await row(reg.id)).offering_id).toBe(home);
  });
});

describe('the move list says what each session is and what moving there costs', () => {
  it('title, language, format, place, seats, price in the currency paid and the difference, before the click', async () => {
    const home = await session(t);
    const dear = await session(t, { feeUsd: 500000, feeCad: 650000, startsInHours: 300, language: 'fr' });
    const cheap = await session(t, { feeUsd: 10000, feeCad: 13000, startsInHours: 350 });
    const same = await session(t, { startsInHours: 400 });
    const reg = await registrant(t, home);
    const res = await t.call({ method: 'GET', url: `/api/my-registration/${reg.token}/sessions`, remoteAddress: from() });
    const byId = new Map(res.json().sessions.map((s: { sessionId: string }) => [s.sessionId, s]));
    expect(byId.get(dear)).toMatchObject({ language: 'fr', price: { cents: 500000, currency: 'USD' }, difference: { kind: 'due', cents: 350500 }, course: { title: 'Self-Service Fundamentals', modality: 'in_person', location: 'Hall A, Chicago' } });
    expect(byId.get(cheap)).toMatchObject({ language: 'en', difference: { kind: 'refund', cents: 139500 } });
    expect(byId.get(same)).toMatchObject({ difference: { kind: 'none', cents: 0 }, seatsLeft: 20 });
  });

  it('leaves out dearer sessions when the session\'s policy refuses dearer moves, and the move says why', async () => {
    const home = await session(t, { dearerMoves: 'refuse' });
    const dear = await session(t, { feeUsd: 500000, feeCad: 650000, startsInHours: 300 });
    const reg = await registrant(t, home);
    const res = await t.call({ method: 'GET', url: `/api/my-registration/${reg.token}/sessions`, remoteAddress: from() });
    expect(res.json().sessions.map((s: { sessionId: string }) => s.sessionId)).not.toContain(dear);
    const refused = await move(reg.token, dear);
    expect([refused.statusCode, refused.json().error]).toEqual([409, expect.stringContaining('moving to a dearer session is not offered')]);
  });

  it('before paying: the fee in the registration\'s currency, no difference', async () => {
    const home = await session(t);
    const other = await session(t, { feeUsd: 90000, feeCad: 120000, startsInHours: 300 });
    const reg = await registrant(t, home, { paid: false });
    const res = await t.call({ method: 'GET', url: `/api/my-registration/${reg.token}/sessions`, remoteAddress: from() });
    expect(res.json().sessions.find((s: { sessionId: string }) => s.sessionId === other)).toMatchObject({ price: { cents: 90000, currency: 'USD' }, difference: null });
  });
});
