import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelMyRegistration, type CancelTestHooks } from '../src/features/my-registration/cancel';
import { sandbox } from './helpers/checkout-fixtures';
import { liveSession, paidRegistration } from './helpers/check-in-fixtures';
import { urlOf } from './helpers/database-dump';
import { until, waitingOnLocks } from './helpers/locks';
import { createTestApp, createTestAppOn, type TestApp } from './helpers/test-app';

/**
 * Two tabs cancelling one registration at once, through two server instances on one database
 * (issue 42), refund once. Each cancellation takes the paid order's and the registration's row
 * locks before it reads what to refund, and refunds with a key derived from the registration.
 * Both are held after their checks until the other has checked too or is waiting on a lock. The
 * control run, without the locks and with a fresh key each time, must refund twice at the provider
 * (so the test can see a double refund); with the locks off but the derived key on, the provider
 * still refunds once.
 */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestAppOn(urlOf(a.db.pool));
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const q = async (sql: string, params: unknown[] = []) => (await a.db.pool.query(sql, params)).rows;

/** A paid registration of a session far enough ahead for a full refund, and its page's token. */
async function booked() {
  const offeringId = await liveSession(a);
  await q(`update offerings set starts_at = now() + interval '10 days', ends_at = now() + interval '10 days 7 hours' where id = $1`, [offeringId]);
  const { id, email } = await paidRegistration(a, offeringId);
  const [mail] = await q(`select text from outbox where "to" = $1 and text like '%/my-registration?token=%'`, [email]);
  const [order] = await q(`select order_total_cents total, provider_reference ref from orders where registration_id = $1 and status = 'paid'`, [id]);
  return { id, token: /\/my-registration\?token=([\w-]{22})/.exec(mail.text)![1], total: order.total as number, ref: order.ref as string };
}

const refundsAt = async (ref: string) => (await sandbox(a).refundsMade()).filter((r) => r.providerReference === ref).length;
const deps = (t: TestApp) => ({ payments: t.app.payments, company: t.config.company, publicUrl: t.config.publicUrl });

async function race(hooks: Omit<CancelTestHooks, 'afterCheck'>) {
  const reg = await booked();
  let checked = 0;
  const afterCheck = async () => {
    checked++;
    await until(async () => checked === 2 || (await waitingOnLocks(a)) > 0);
  };
  const results = await Promise.allSettled([a, b].map((t) => cancelMyRegistration(t.db.orm, deps(t), reg.token, reg.total, 'en', { ...hooks, afterCheck })));
  return { done: results.filter((r) => r.status === 'fulfilled').length, providerRefunds: await refundsAt(reg.ref), reg };
}

describe('two cancellations of one registration at once, on two instances', () => {
  it('refund once: the second waits for the first, then finds the registration ended', async () => {
    const { done, providerRefunds, reg } = await race({});
    expect({ done, providerRefunds }).toEqual({ done: 1, providerRefunds: 1 });
    expect(await q('select amount_cents from refunds where registration_id = $1', [reg.id])).toEqual([{ amount_cents: reg.total }]);
  });

  it('control: without the locks and with a fresh key each time, the provider refunds twice', async () => {
    const { providerRefunds } = await race({ lock: false, derivedKey: false });
    expect(providerRefunds).toBe(2);
  });

  it('without the locks, the key derived from the registration still refunds once at the provider', async () => {
    const { providerRefunds } = await race({ lock: false });
    expect(providerRefunds).toBe(1);
  });

  it('through the API: one answers the refreshed page, the other 409, one refund', async () => {
    const reg = await booked();
    const send = (t: TestApp, i: number) =>
      t.call({ method: 'POST', url: `/api/my-registration/${reg.token}/cancel`, payload: { expectedRefundCents: reg.total }, remoteAddress: `10.45.0.${i + 1}` });
    const answers = await Promise.all([a, b].map(send));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await refundsAt(reg.ref)).toBe(1);
  });
});
