import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPaymentEvent } from '../src/features/checkout/settle';
import { auditDatabase } from '../src/features/db-audit/run-audit';
import { payMoveDifference } from '../src/features/moves/pay-difference';
import { seedOfferings } from '../src/features/offerings/seed';
import { SANDBOX_SIGNATURE_HEADER } from '../src/platform/payments/sandbox-webhook';
import { barrier } from './helpers/barrier';
import { CARDS, newKey, sandbox, tokenize } from './helpers/checkout-fixtures';
import { registrant, seatsTaken, session } from './helpers/my-registration-fixtures';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { moveMoneyCalls } from './helpers/move-money-calls';
import { createTwoInstances, type TestApp } from './helpers/test-app';

/**
 * The money of a dearer move after it is paid (issue 50): $100 paid, moved to a $5,000 session by
 * paying $4,900 (a move_difference order). Cancelling then refunds over both orders, newest first,
 * with a credit note each, so the receipts and credit notes add up to nothing held and db:audit is
 * clean (from the registrant's page and from the back office). A difference whose bank asked for
 * 3-D Secure is settled by the provider's webhook (payment_intent.succeeded) exactly once: alone,
 * delivered twice, and racing the page's own confirmation across two instances.
 */
let pair: Awaited<ReturnType<typeof createTwoInstances>>;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  pair = await createTwoInstances();
  ({ a, b } = pair);
  await seedOfferings(a.db);
});
afterAll(() => pair?.close());

const { from, q, hold, pay, where, standing, documentsNet } = moveMoneyCalls(() => a, 52);
const charges = async (id: string) => (await sandbox(a).chargesFor(id)).map((c) => c.amountCents);
const breaches = async () => (await auditDatabase(a.db.orm)).invariants.filter((r) => r.breaches.length).map((r) => [r.name, r.breaches]);
const sessions = async () => ({
  home: await session(a, { feeUsd: 10000, feeCad: 13000 }),
  dear: await session(a, { feeUsd: 500000, feeCad: 650000, startsInHours: 400 }),
});

/** $100 paid, then the $4,900 difference paid on the page: on the $5,000 session. */
async function movedDearer() {
  const { home, dear } = await sessions();
  const reg = await registrant(a, home);
  const held = await hold(a, reg.token, dear);
  expect(held.statusCode, held.body).toBe(200);
  const paid = await pay(b, reg.token, { holdId: held.json().holdId, paymentToken: await tokenize(a), idempotencyKey: newKey() });
  expect(paid.statusCode, paid.body).toBe(200);
  expect(await where(reg.id)).toBe(dear);
  return { ...reg, home, dear };
}

describe('cancelling after a paid dearer move', () => {
  it('from the page: both orders refunded, newest first, a credit note each; nothing held; db:audit clean', async () => {
    expect(await breaches()).toEqual([]);
    const reg = await movedDearer();
    const page = await a.call({ method: 'GET', url: `/api/my-registration/${reg.token}`, remoteAddress: from() });
    expect(page.json().actions.cancel).toMatchObject({ refundCents: 500000 });
    const res = await a.call({ method: 'POST', url: `/api/my-registration/${reg.token}/cancel`, payload: { expectedRefundCents: 500000 }, remoteAddress: from() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ended: 'cancelled' });

    // The difference first (newest), then the purchase: each order gets back what it took.
    const refunds = await q(
      `select o.kind, r.amount_cents, c.number from refunds r join orders o on o.id = r.order_id join receipts c on c.refund_id = r.id where r.registration_id = $1 order by r.created_at, c.number`,
      [reg.id],
    );
    expect(refunds.map((r) => [r.kind, r.amount_cents])).toEqual([['move_difference', 490000], ['purchase', 10000]]);
    for (const r of refunds) expect(r.number).toMatch(/^CN-/);
    // The provider refunded each charge what it took.
    const refs = await q(`select provider_reference, order_total_cents from orders where registration_id = $1 and status = 'paid'`, [reg.id]);
    const made = (await sandbox(a).refundsMade()).filter((r) => refs.some((o) => o.provider_reference === r.providerReference));
    expect(made.map((r) => r.amountCents).sort((x, y) => x - y)).toEqual([10000, 490000]);
    expect(await documentsNet(reg.id)).toBe(0);
    expect((await standing(reg.id)).breach).toBeNull();
    expect([await seatsTaken(a, reg.home), await seatsTaken(a, reg.dear)]).toEqual([0, 0]);
    expect(await breaches()).toEqual([]);
  });

  it('from the back office: a full refund covers both orders the same way; db:audit clean', async () => {
    const reg = await movedDearer();
    const cookies = await signIn(a, await newStaff(a, 'operations'));
    const res = await a.call({ method: 'POST', url: `/api/admin/registrations/${reg.id}/refund`, payload: { reason: 'cannot attend', idempotencyKey: newKey() }, cookies });
    expect(res.statusCode, res.body).toBe(200);
    const refunds = await q(`select o.kind, r.amount_cents from refunds r join orders o on o.id = r.order_id where r.registration_id = $1 order by r.created_at`, [reg.id]);
    expect(refunds.map((r) => [r.kind, r.amount_cents])).toEqual([['move_difference', 490000], ['purchase', 10000]]);
    expect(await documentsNet(reg.id)).toBe(0);
    expect((await standing(reg.id)).breach).toBeNull();
    expect(await breaches()).toEqual([]);
  });
});

describe('a difference paid with 3-D Secure, settled by the provider\'s webhook', () => {
  const deliver = (t: TestApp, body: string, signature: string) =>
    t.call({ method: 'POST', url: '/api/webhooks/sandbox', headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature }, payload: body });
  const deps = (t: TestApp) => ({ payments: t.app.payments, hosts: t.config.site, publicUrl: t.config.publicUrl, company: t.config.company });

  /** The page's payment answered 202; the cardholder then passes the bank's check (the charge is made), and its event has not arrived yet. */
  async function pendingDifference() {
    const { home, dear } = await sessions();
    const reg = await registrant(a, home);
    const { holdId } = (await hold(a, reg.token, dear)).json();
    const body = { holdId, paymentToken: await tokenize(a, CARDS.authentication), idempotencyKey: newKey() };
    const first = await pay(a, reg.token, body);
    expect(first.statusCode, first.body).toBe(202);
    const [order] = await q(`select provider_reference from orders where registration_id = $1 and kind = 'move_difference'`, [reg.id]);
    const delivery = (await sandbox(a).authenticate(first.json().clientSecret, true))!;
    expect(await where(reg.id)).toBe(home);
    return { ...reg, home, dear, holdId, body, intent: order.provider_reference as string, delivery };
  }

  /** What happening once looks like: moved, one paid difference, one settled move, one audit entry, one receipt each. */
  async function settledOnce(reg: { id: string; home: string; dear: string }) {
    expect(await where(reg.id)).toBe(reg.dear);
    expect([await seatsTaken(a, reg.home), await seatsTaken(a, reg.dear)]).toEqual([0, 1]);
    expect(await charges(reg.id)).toEqual([10000, 490000]);
    const counts = (
      await q(
        `select (select count(*) from orders where registration_id = $1 and kind = 'move_difference' and status = 'paid') paid,
                (select count(*) from registration_moves where registration_id = $1 and state = 'paid') moves,
                (select count(*) from audit_log where entity_id = $1 and action = 'move_settled') audits,
                (select count(*) from receipts where registration_id = $1 and kind = 'payment') receipts`,
        [reg.id],
      )
    )[0];
    expect({ paid: Number(counts.paid), moves: Number(counts.moves), audits: Number(counts.audits), receipts: Number(counts.receipts) }).toEqual({ paid: 1, moves: 1, audits: 1, receipts: 2 });
    expect(await documentsNet(reg.id)).toBe(500000);
    expect((await standing(reg.id)).breach).toBeNull();
  }

  it('the webhook alone completes the move; a second delivery is a duplicate; the page\'s retry then answers it done, charging nothing more', async () => {
    const reg = await pendingDifference();
    const { event: body, signature } = reg.delivery;
    expect((await deliver(a, body, signature)).json()).toMatchObject({ outcome: 'applied' });
    expect((await deliver(b, body, signature)).json()).toMatchObject({ outcome: 'duplicate' });
    await settledOnce(reg);
    const again = await pay(b, reg.token, reg.body);
    expect(again.statusCode, again.body).toBe(200);
    await settledOnce(reg);
    expect(await breaches()).toEqual([]);
  });

  it('the webhook and the page\'s confirmation racing on two instances complete the move once', async () => {
    for (let i = 0; i < 3; i++) {
      const reg = await pendingDifference();
      const [hook, page] = await Promise.all([deliver(a, reg.delivery.event, reg.delivery.signature), pay(b, reg.token, reg.body)]);
      expect(hook.statusCode, hook.body).toBe(200);
      expect(['applied', 'no_pending_order']).toContain(hook.json().outcome);
      expect(page.statusCode, page.body).toBe(200);
      await settledOnce(reg);
    }
    expect(await breaches()).toEqual([]);
  });

  it('control run: without the events row two deliveries and the page all reach the settlement; the locks still let one act', async () => {
    const reg = await pendingDifference();
    const ev = { id: `evt_${newKey()}`, kind: 'payment_succeeded' as const, providerReference: reg.intent };
    const [first, second, page] = await Promise.all([
      applyPaymentEvent(a.db.orm, deps(a), ev, { once: false }),
      applyPaymentEvent(b.db.orm, deps(b), ev, { once: false }),
      payMoveDifference(b.db.orm, deps(b), reg.token, reg.body).then(() => 'page', (e: Error) => e.message),
    ]);
    expect(page).toBe('page');
    // Each webhook delivery got past the events row (neither is a duplicate); at most one applied.
    expect([first, second].filter((o) => o === 'duplicate')).toEqual([]);
    expect([first, second].filter((o) => o === 'applied').length).toBeLessThanOrEqual(1);
    await settledOnce(reg);
  });
});
