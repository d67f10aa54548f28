import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOfferings } from '../src/features/offerings/seed';
import { expireMoveHolds } from '../src/features/moves/hold';
import { barrier } from './helpers/barrier';
import { CARDS, newKey, sandbox, tokenize } from './helpers/checkout-fixtures';
import { registrant, seatsTaken, session } from './helpers/my-registration-fixtures';
import { moveMoneyCalls } from './helpers/move-money-calls';
import { createTwoInstances, type TestApp } from './helpers/test-app';
import { payMoveDifference } from '../src/features/moves/pay-difference';
import { holdDearerMove } from '../src/features/moves/hold';

/**
 * A dearer move is paid first (issue 50, item 2): $100 paid, a $5,000 session. Its seats are held
 * (counted in the session) while the difference is paid through the checkout's provider (card
 * token, idempotency key, 3-D Secure); the move happens when it is paid; an unpaid hold lapses and
 * frees the seats. Two tabs paying at once charge once, and a hold races the last seat, across two
 * server instances, each with its control run without the lock.
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

const { q, hold, pay, deps, where, standing } = moveMoneyCalls(() => a, 51);
const charges = async (id: string) => (await sandbox(a).chargesFor(id)).map((c) => c.amountCents);
const pair$ = async (o: { capacity?: number } = {}) => {
  const home = await session(a, { feeUsd: 10000, feeCad: 13000 });
  const dear = await session(a, { feeUsd: 500000, feeCad: 650000, startsInHours: 400, capacity: o.capacity });
  return { home, dear };
};

describe('the $100 -> $5,000 move', () => {
  it('holds the seat, charges the difference once paid, then moves; receipts add up to the new price', async () => {
    const { home, dear } = await pair$();
    const reg = await registrant(a, home);
    const held = await hold(a, reg.token, dear);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toMatchObject({ sessionId: dear, dueCents: 490000, currency: 'USD' });
    expect(await seatsTaken(a, dear)).toBe(1);
    expect(await where(reg.id)).toBe(home);

    const paid = await pay(b, reg.token, { holdId: held.json().holdId, paymentToken: await tokenize(a), idempotencyKey: newKey() });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ course: { title: 'Self-Service Fundamentals' } });
    expect(await where(reg.id)).toBe(dear);
    expect([await seatsTaken(a, home), await seatsTaken(a, dear)]).toEqual([0, 1]);
    expect(await charges(reg.id)).toEqual([10000, 490000]);
    const docs = await q(`select kind, document from receipts where registration_id = $1 order by created_at`, [reg.id]);
    expect(docs.map((d) => [d.kind, d.document.totalCents])).toEqual([['payment', 10000], ['payment', 490000]]);
    // The page says each receipt's amount: they add up to the new session's price.
    expect(paid.json().documents.map((d: { amount: unknown }) => d.amount)).toEqual([{ cents: 10000, currency: 'USD' }, { cents: 490000, currency: 'USD' }]);
    expect((await standing(reg.id)).breach).toBeNull();
    const [order] = await q(`select kind, move_id, offering_id from orders where registration_id = $1 and kind = 'move_difference'`, [reg.id]);
    expect(order).toMatchObject({ move_id: held.json().holdId, offering_id: dear });
    // The page's cancellation now offers back all that was paid.
    expect(paid.json().actions.cancel).toMatchObject({ refundCents: 500000 });
  });

  it('with 3-D Secure: 202, the hold kept past its time while the bank answers, then the same request moves', async () => {
    const { home, dear } = await pair$();
    const reg = await registrant(a, home);
    const { holdId } = (await hold(a, reg.token, dear)).json();
    const body = { holdId, paymentToken: await tokenize(a, CARDS.authentication), idempotencyKey: newKey() };
    const first = await pay(a, reg.token, body);
    expect(first.statusCode, first.body).toBe(202);
    expect(await expireMoveHolds(a.db.orm, a.config.publicUrl, new Date(Date.now() + 3_600_000))).toBe(0);
    expect((await a.call({ method: 'POST', url: '/api/payments/sandbox/authenticate', payload: { clientSecret: first.json().clientSecret, approve: true } })).statusCode).toBe(200);
    const again = await pay(b, reg.token, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(await where(reg.id)).toBe(dear);
    expect(await charges(reg.id)).toEqual([10000, 490000]);
    expect((await standing(reg.id)).breach).toBeNull();
  });

  it('a declined card: 402, nothing moves, the hold stays for another card', async () => {
    const { home, dear } = await pair$();
    const reg = await registrant(a, home);
    const { holdId } = (await hold(a, reg.token, dear)).json();
    const declined = await pay(a, reg.token, { holdId, paymentToken: await tokenize(a, CARDS.declined), idempotencyKey: newKey() });
    expect(declined.statusCode).toBe(402);
    expect(await where(reg.id)).toBe(home);
    expect((await pay(a, reg.token, { holdId, paymentToken: await tokenize(a), idempotencyKey: newKey() })).statusCode).toBe(200);
    expect(await where(reg.id)).toBe(dear);
  });

  it('an unpaid hold lapses: the seat goes back, and paying it later is refused without a charge', async () => {
    const { home, dear } = await pair$();
    const reg = await registrant(a, home);
    const { holdId } = (await hold(a, reg.token, dear)).json();
    expect(await seatsTaken(a, dear)).toBe(1);
    expect(await expireMoveHolds(a.db.orm, a.config.publicUrl)).toBe(0);
    expect(await expireMoveHolds(a.db.orm, a.config.publicUrl, new Date(Date.now() + 21 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await seatsTaken(a, dear)).toBe(0);
    const late = await pay(a, reg.token, { holdId, paymentToken: await tokenize(a), idempotencyKey: newKey() });
    expect([late.statusCode, late.json().error]).toEqual([409, 'The seat held for you in that session was released: choose it again to pay the difference.']);
    expect(await charges(reg.id)).toEqual([10000]);
    expect(await where(reg.id)).toBe(home);
  });

  it('a second hold gives the first one\'s seats back; a cheaper session is not held but moved', async () => {
    const { home, dear } = await pair$();
    const other = await session(a, { feeUsd: 300000, feeCad: 400000, startsInHours: 420 });
    const cheap = await session(a, { feeUsd: 5000, feeCad: 6000, startsInHours: 430 });
    const reg = await registrant(a, home);
    expect((await hold(a, reg.token, dear)).statusCode).toBe(200);
    expect((await hold(a, reg.token, other)).statusCode).toBe(200);
    expect([await seatsTaken(a, dear), await seatsTaken(a, other)]).toEqual([0, 1]);
    expect((await hold(a, reg.token, cheap)).statusCode).toBe(409);
  });
});

describe('races across two instances', () => {
  it('two tabs paying the difference at once charge once; without the registration\'s lock both charge', async () => {
    const run = async (lock: boolean) => {
      const { home, dear } = await pair$();
      const reg = await registrant(a, home);
      const { holdId } = (await hold(a, reg.token, dear)).json();
      const meet = lock ? undefined : barrier(2);
      const tabs = [a, b].map(async (t) =>
        payMoveDifference(t.db.orm, deps(t), reg.token, { holdId, paymentToken: await tokenize(a), idempotencyKey: newKey() }, { lock, afterRowRead: meet }).then(() => 'paid', (e: Error) => e.message),
      );
      const outcomes = await Promise.all(tabs);
      return { outcomes, charges: (await charges(reg.id)).filter((c) => c === 490000).length, moved: (await where(reg.id)) === dear };
    };
    expect(await run(true)).toEqual({ outcomes: ['paid', 'paid'], charges: 1, moved: true });
    const control = await run(false);
    expect(control.charges).toBe(2);
  });

  it('two holds on the last seat: exactly one gets it; without the seat lock both do', async () => {
    const run = async (lockSeats: boolean) => {
      const { home, dear } = await pair$({ capacity: 1 });
      const regs = [await registrant(a, home), await registrant(a, home)];
      const meet = lockSeats ? undefined : barrier(2);
      const outcomes = await Promise.allSettled(regs.map((r, i) => holdDearerMove([a, b][i].db.orm, r.token, dear, a.config.publicUrl, { lockSeats, afterSeatRead: meet })));
      return { won: outcomes.filter((o) => o.status === 'fulfilled').length, held: Number((await q(`select count(*) from registration_moves where to_offering_id = $1 and state = 'held'`, [dear]))[0].count) };
    };
    expect(await run(true)).toEqual({ won: 1, held: 1 });
    expect((await run(false)).held).toBe(2);
  });
});
