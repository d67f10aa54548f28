import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOfferings } from '../src/features/offerings/seed';
import { moveRegistration } from '../src/features/moves/staff-move';
import { moneyFollowsSeat } from '../src/features/db-audit/invariants/money-follows-seat';
import { CARDS, newKey, sandbox, tokenize } from './helpers/checkout-fixtures';
import { registrant, session } from './helpers/my-registration-fixtures';
import { barrier } from './helpers/barrier';
import { moveMoneyCalls } from './helpers/move-money-calls';
import { createTestApp, createTwoInstances, type TestApp } from './helpers/test-app';
import { payMoveDifference } from '../src/features/moves/pay-difference';

/**
 * A difference staff left due on a move (issue 50) is paid by the registrant from their page: the
 * page says what is left (the server's amount, from the money facts) and the move's id; the
 * payment goes through the dearer move's own route and provider (card token, idempotency key),
 * with the difference's receipt. Afterwards nothing is due, the receipts add up to the session's
 * price and `npm run db:audit`'s money-follows-seat holds. A second payment charges nothing, also
 * from two instances at once (the control, without the registration's lock, charges the card twice).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
});
afterAll(() => t?.close());

const calls = moveMoneyCalls(() => t, 53);
const { from, q, standing, documentsNet } = calls;
const page = (token: string, locale?: string) => t.call({ method: 'GET', url: `/api/my-registration/${token}`, remoteAddress: from(), locale });
const pay = (token: string, payload: object) => calls.pay(t, token, payload);
const staff = { id: null, label: 'ops@example.com' };
const auditBreaches = async (id: string) => (await t.db.orm.transaction((tx) => moneyFollowsSeat.check(tx))).filter((r) => r.registration_id === id);

const depsOf = calls.deps;

/** A paid $100 registration that staff moved to a $250 session, leaving the $150 difference due. */
async function leftDueOn(x: TestApp) {
  const home = await session(x, { feeUsd: 10000, feeCad: 13000 });
  const dear = await session(x, { feeUsd: 25000, feeCad: 30000, startsInHours: 400 });
  const reg = await registrant(x, home);
  await moveRegistration(x.db.orm, depsOf(x), staff, reg.id, { offeringId: dear, difference: 'due', reason: 'Pays later' });
  return { ...reg, dear };
}
const leftDue = () => leftDueOn(t);

describe('a difference left due, paid from the page', () => {
  it('the page says what is due; paid once, nothing is due, receipts add up and db:audit holds', async () => {
    const reg = await leftDue();
    const before = await page(reg.token);
    const due = before.json().differenceDue;
    expect(due).toEqual({ moveId: expect.any(String), cents: 15000, currency: 'USD' });
    expect(await auditBreaches(reg.id)).toEqual([]);

    const paid = await pay(reg.token, { holdId: due.moveId, paymentToken: await tokenize(t), idempotencyKey: newKey() });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().differenceDue).toBeNull();
    expect((await q('select offering_id from registrations where id = $1', [reg.id]))[0].offering_id).toBe(reg.dear);
    expect((await sandbox(t).chargesFor(reg.id)).map((c) => c.amountCents)).toEqual([10000, 15000]);
    expect(paid.json().documents.map((d: { kind: string; amount: { cents: number } }) => [d.kind, d.amount.cents])).toEqual([['payment', 10000], ['payment', 15000]]);
    expect(await documentsNet(reg.id)).toBe(25000);
    expect(await standing(reg.id)).toMatchObject({ breach: null, dueCents: 0, paidCents: 25000 });
    expect(await auditBreaches(reg.id)).toEqual([]);
    const [m] = await q('select state, adjusted_cents from registration_moves where id = $1', [due.moveId]);
    expect(m).toEqual({ state: 'paid', adjusted_cents: 0 });
    const [order] = await q(`select kind, move_id, order_total_cents from orders where registration_id = $1 and kind = 'move_difference'`, [reg.id]);
    expect(order).toEqual({ kind: 'move_difference', move_id: due.moveId, order_total_cents: 15000 });
    expect((await q(`select count(*)::int n from audit_log where entity_id = $1 and action = 'move_settled'`, [reg.id]))[0].n).toBe(2);

    // Sent again with a new key (a second tab): nothing more is charged.
    const again = await pay(reg.token, { holdId: due.moveId, paymentToken: await tokenize(t), idempotencyKey: newKey() });
    expect(again.statusCode, again.body).toBe(200);
    expect(await sandbox(t).chargesFor(reg.id)).toHaveLength(2);
  });

  it('two tabs paying at once, on two instances, charge once; without the registration\'s lock both charge (the control)', async () => {
    const pair = await createTwoInstances();
    try {
      const run = async (lock: boolean) => {
        const reg = await leftDueOn(pair.a);
        const { moveId } = (await pair.a.call({ method: 'GET', url: `/api/my-registration/${reg.token}`, remoteAddress: from() })).json().differenceDue;
        const meet = lock ? undefined : barrier(2);
        await Promise.all(
          [pair.a, pair.b].map(async (x) =>
            payMoveDifference(x.db.orm, depsOf(x), reg.token, { holdId: moveId, paymentToken: await tokenize(pair.a), idempotencyKey: newKey() }, { lock, afterRowRead: meet }).catch(() => 'refused'),
          ),
        );
        const charged = (await sandbox(pair.a).chargesFor(reg.id)).filter((c) => c.amountCents === 15000).length;
        const breaches = (await pair.a.db.orm.transaction((tx) => moneyFollowsSeat.check(tx))).filter((r) => r.registration_id === reg.id);
        return { charged, breaches: breaches.length };
      };
      expect(await run(true)).toEqual({ charged: 1, breaches: 0 });
      // Without the lock both tabs charge the card; the database keeps one paid order per move (its unique index), so the second charge is the provider's alone.
      expect(await run(false)).toEqual({ charged: 2, breaches: 0 });
    } finally {
      await pair.close();
    }
  });

  it('a waived difference is nothing to pay, and a declined card leaves it due', async () => {
    const home = await session(t, { feeUsd: 10000, feeCad: 13000 });
    const dear = await session(t, { feeUsd: 25000, feeCad: 30000, startsInHours: 400 });
    const waived = await registrant(t, home);
    await moveRegistration(t.db.orm, depsOf(t), staff, waived.id, { offeringId: dear, difference: 'waive', reason: 'Guest' });
    expect((await page(waived.token)).json().differenceDue).toBeNull();
    const [w] = await q('select id from registration_moves where registration_id = $1', [waived.id]);
    const refused = await pay(waived.token, { holdId: w.id, paymentToken: await tokenize(t), idempotencyKey: newKey() });
    expect(refused.statusCode).toBe(409);
    expect(await sandbox(t).chargesFor(waived.id)).toHaveLength(1);

    const reg = await leftDue();
    const { moveId } = (await page(reg.token)).json().differenceDue;
    const declined = await pay(reg.token, { holdId: moveId, paymentToken: await tokenize(t, CARDS.declined), idempotencyKey: newKey() });
    expect(declined.statusCode).toBe(402);
    expect((await page(reg.token)).json().differenceDue).toMatchObject({ cents: 15000 });
    expect(await auditBreaches(reg.id)).toEqual([]);
  });

  it("another registration's move is not found", async () => {
    const mine = await leftDue();
    const other = await leftDue();
    const { moveId } = (await page(other.token)).json().differenceDue;
    const res = await pay(mine.token, { holdId: moveId, paymentToken: await tokenize(t), idempotencyKey: newKey() });
    expect(res.statusCode).toBe(404);
    expect(await sandbox(t).chargesFor(other.id)).toHaveLength(1);
  });
});
