import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundRegistration } from '../src/features/registration/admin-refund';
import { seedOfferings } from '../src/features/offerings/seed';
import { newRegistration, OFFERING, paymentBody, sandbox, tokenize } from './helpers/checkout-fixtures';
import { newStaff, signIn, type TestStaff } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Refunds from the back office through the payment provider's `refund`: full or partial, never
 * more than was paid (also when staff refund at once), once per idempotency key, audited, and
 * shown in the registration's story.
 */
let t: TestApp;
let ops: TestStaff;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  ops = await newStaff(t, 'operations');
  cookies = await signIn(t, ops);
});
afterAll(() => t.close());

const key = () => randomBytes(16).toString('base64url');
const PAID = 149500;

async function paidRegistration() {
  const reg = await newRegistration(t, { status: 'cart' });
  const res = await t.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(reg.id, await tokenize(t)) });
  expect(res.statusCode, res.body).toBe(200);
  return reg.id;
}
const refund = (id: string, payload: object) => t.call({ method: 'POST', url: `/api/admin/registrations/${id}/refund`, payload, cookies });

describe('refunds', () => {
  it('refunds in part, then the rest, and refuses more than was paid', async () => {
    const id = await paidRegistration();
    const first = await refund(id, { amountCents: 50000, reason: 'moved to a cheaper session', idempotencyKey: key() });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ paidCents: PAID, refundedCents: 50000, leftCents: PAID - 50000, currency: 'USD' });
    const tooMuch = await refund(id, { amountCents: PAID, reason: 'again', idempotencyKey: key() });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toBe('Only 995.00 USD is left to refund on this payment');
    const rest = await refund(id, { reason: 'session cancelled', idempotencyKey: key() });
    expect(rest.json()).toMatchObject({ refundedCents: PAID, leftCents: 0, refund: { amountCents: PAID - 50000 } });
    expect((await refund(id, { reason: 'once more', idempotencyKey: key() })).json().error).toBe('This payment is already refunded in full');
    const reference = (await t.db.pool.query(`select provider_reference from orders where registration_id = $1 and status = 'paid'`, [id])).rows[0].provider_reference;
    expect((await sandbox(t).refundsMade()).filter((r) => r.providerReference === reference).map((r) => r.amountCents)).toEqual([50000, PAID - 50000]);
    const audit = (await t.db.pool.query(`select before, after, actor_id from audit_log where entity_id = $1 and action = 'refund' order by id`, [id])).rows;
    expect(audit).toEqual([
      expect.objectContaining({ actor_id: ops.id, before: { refundedCents: 0 }, after: expect.objectContaining({ refundedCents: 50000, amountCents: 50000 }) }),
      expect.objectContaining({ before: { refundedCents: 50000 }, after: expect.objectContaining({ refundedCents: PAID }) }),
    ]);
  });

  it('refunds once per idempotency key, and refuses the key with another amount', async () => {
    const id = await paidRegistration();
    const k = key();
    const a = await refund(id, { amountCents: 1000, reason: 'goodwill', idempotencyKey: k });
    const b = await refund(id, { amountCents: 1000, reason: 'goodwill', idempotencyKey: k });
    expect(b.json().refund.id).toBe(a.json().refund.id);
    expect(b.json().refundedCents).toBe(1000);
    expect((await refund(id, { amountCents: 2000, reason: 'goodwill', idempotencyKey: k })).statusCode).toBe(409);
    expect(Number((await t.db.pool.query('select count(*) from refunds where registration_id = $1', [id])).rows[0].count)).toBe(1);
  });

  it('refuses an unpaid registration and bad input', async () => {
    const { id } = await newRegistration(t, { status: 'quiz' });
    expect((await refund(id, { reason: 'x', idempotencyKey: key() })).json().error).toBe('This registration is not paid yet: there is no confirmation to send');
    const bad = await refund(id, { amountCents: -5, reason: '', idempotencyKey: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['amountCents', 'idempotencyKey', 'reason']);
  });

  it('never refunds more than was paid when five refunds run at once; without the lock the control run does', async () => {
    const race = async (lock: boolean) => {
      const id = await paidRegistration();
      const actor = { id: ops.id, label: ops.email };
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, () => refundRegistration(t.db.orm, { payments: t.app.payments, company: t.config.company }, actor, id, { amountCents: 60000, reason: 'race', idempotencyKey: key() }, { lock })),
      );
      const total = Number((await t.db.pool.query('select coalesce(sum(amount_cents), 0) as s from refunds where registration_id = $1', [id])).rows[0].s);
      return { won: results.filter((r) => r.status === 'fulfilled').length, total };
    };
    expect(await race(true)).toEqual({ won: 2, total: 120000 });
    expect((await race(false)).total).toBeGreaterThan(PAID);
  });

  it('shows the refunds, what is left, and a timeline entry on the registration', async () => {
    const id = await paidRegistration();
    await refund(id, { amountCents: 25000, reason: 'partial', idempotencyKey: key() });
    const d = (await t.call({ method: 'GET', url: `/api/admin/registrations/${id}`, cookies })).json();
    expect(d.refunds).toEqual([expect.objectContaining({ amountCents: 25000, reason: 'partial', createdBy: ops.email })]);
    expect(d.refundableCents).toBe(PAID - 25000);
    expect(d.timeline.map((e: { kind: string }) => e.kind)).toContain('refund');
  });

  it('refunds every paid registrant of a cancelled session once, however often it is asked', async () => {
    const [a, b] = [await paidRegistration(), await paidRegistration()];
    await refund(b, { amountCents: 100000, reason: 'early partial', idempotencyKey: key() });
    const all = () => t.call({ method: 'POST', url: `/api/admin/sessions/${OFFERING.live}/refund-all`, cookies });
    const refused = await all();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe("Only a cancelled session's registrants are refunded all at once");
    await t.db.pool.query(`update offerings set status = 'cancelled' where id = $1`, [OFFERING.live]);
    const first = (await all()).json();
    expect(first.failed).toEqual([]);
    expect(first.refunded).toBeGreaterThanOrEqual(2);
    const left = async (id: string) => (await t.call({ method: 'GET', url: `/api/admin/registrations/${id}`, cookies })).json().refundableCents;
    expect([await left(a), await left(b)]).toEqual([0, 0]);
    const again = (await all()).json();
    expect(again).toMatchObject({ refunded: 0, failed: [] });
    expect(again.alreadyRefunded).toBe(first.refunded + first.alreadyRefunded);
  });
});

