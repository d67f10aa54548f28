import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCoupons } from '../src/features/checkout/seed';
import { seedOfferings } from '../src/features/offerings/seed';
import { newRegistration, paymentBody, tokenize } from './helpers/checkout-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 40: at a launch the payments' round trips to PostgreSQL are what the two cores spend most
 * on (a profile of `bench:launch -- --burst=100` put a quarter of each instance's busy time in
 * the socket writes of queries). This counts the statements one paid payment sends, so a change
 * that adds round trips to the hot path is seen: 35 before the order lookups were merged and the
 * savepoint and the ticket check's re-read were dropped where they guard nothing (31), then 32 with
 * the link to the registration's own page in the confirmation (issue 42).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ALLOW_SANDBOX_PAYMENTS: 'true' });
  await seedOfferings(t.db);
  await seedCoupons(t.db);
});
afterAll(async () => t?.close());

/**
 * The statements the app's own pg clients send while `work` runs. The queues' workers (pg-boss,
 * each client named `portal-…`) poll on their own clock, and on a slow machine a poll lands inside
 * the payment: they are not the payment's statements (CI counted 34 that way).
 */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, q: unknown, ...rest: unknown[]) {
    const name = (this as unknown as { connectionParameters?: { application_name?: string } }).connectionParameters?.application_name;
    if (!name?.startsWith('portal-')) sent.push(typeof q === 'string' ? q : ((q as { text?: string }).text ?? ''));
    return (query as (...a: unknown[]) => unknown).call(this, q, ...rest);
  } as typeof query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = query;
  }
  return sent;
}

describe('the statements of one payment', () => {
  it('a paid live registration sends at most 32 statements', async () => {
    const reg = await newRegistration(t);
    const token = await tokenize(t);
    // The sessions' disclosures the confirmation carries (issue 52) come from the instance's cache,
    // read once per change for every request: filled here, as any earlier page would have.
    await t.app.offerings.disclosures();
    let status = 0;
    const sent = await statementsOf(async () => {
      status = (await t.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(reg.id, token) })).statusCode;
    });
    expect(status).toBe(200);
    expect(sent.filter((s) => /^\s*savepoint/i.test(s))).toHaveLength(1); // the ClinID's, not the charge's
    if (process.env.SHOW_STATEMENTS) console.log(sent.map((s, i) => `${i + 1}. ${s.replace(/\s+/g, " ").slice(0, 170)}`).join("\n"));
    expect(sent.length).toBeLessThanOrEqual(32);
  });

  it('control: the counter sees every statement (a second payment of the same key adds its own)', async () => {
    const reg = await newRegistration(t);
    const body = paymentBody(reg.id, await tokenize(t));
    await t.call({ method: 'POST', url: '/api/payment/', payload: body });
    const again = await statementsOf(() => t.call({ method: 'POST', url: '/api/payment/', payload: body }));
    expect(again.some((s) => /^\s*begin/i.test(s))).toBe(true);
    expect(again.some((s) => /from "orders"/.test(s))).toBe(true);
  });
});
