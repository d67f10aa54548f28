import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailFoundLinks } from '../src/features/my-registration/links';
import { newRegistration, paymentBody, tokenize } from './helpers/checkout-fixtures';
import { liveSession } from './helpers/check-in-fixtures';
import { tokenMailed } from './helpers/my-registration-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * "Find my registrations" answers the same, in the same time, for any address (issue 50 item 5):
 * the request only queues a job (here its worker is off, so what the request did is all there is
 * to see), and the job looks the address up and mails. A stranger's probe no longer cuts the
 * registrant's links off: the older links stop working only once a new one is opened (proof of the
 * mailbox). The timing itself is measured by `npm run bench:find`.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { find: { start: false } });
});
afterAll(() => t?.close());

let n = 0;
let ip = 0;
const from = () => `10.6.${Math.floor(++ip / 250)}.${ip % 250}`;
const q = async (sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows;
const find = (email: string) => t.call({ method: 'POST', url: '/api/my-registrations', payload: { email }, remoteAddress: from() });
const open = (token: string) => t.call({ method: 'GET', url: `/api/my-registration/${token}`, remoteAddress: from() });
const jobsFor = async (email: string) => (await q(`select data from pgboss_v12.job where name = 'find-registrations' and data->>'email' = $1`, [email])).map((r) => r.data);
const written = async () => (await q(`select (select count(*)::int from outbox) mails, (select count(*)::int from registration_links) links`))[0];
const run = (email: string) => mailFoundLinks(t.db.orm, email, t.config.publicUrl);

async function paid() {
  const { id, email } = await newRegistration(t, { offeringId: await liveSession(t), status: 'cart', email: `found.${Date.now()}.${++n}@example.com` });
  const res = await t.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(id, await tokenize(t)) });
  expect(res.statusCode).toBe(200);
  return { id, email };
}

describe('the request', () => {
  it('answers a known and an unknown address alike, and does the same work for both: one queued job, nothing else', async () => {
    const known = await paid();
    const unknown = `nobody.${Date.now()}@example.com`;
    const before = await written();
    const answers = [await find(known.email), await find(unknown)];
    expect(answers.map((a) => [a.statusCode, a.body, a.headers['content-length']])).toEqual([
      [200, '{"sent":true}', '13'],
      [200, '{"sent":true}', '13'],
    ]);
    expect(await written()).toEqual(before);
    expect(await jobsFor(known.email)).toEqual([{ email: known.email }]);
    expect(await jobsFor(unknown)).toEqual([{ email: unknown }]);
    // Control: the work that told them apart (the request did it before) now happens in the job,
    // and there it still differs: a mail and a link for the known address, nothing for the other.
    await run(unknown);
    expect(await written()).toEqual(before);
    await run(known.email);
    expect(await written()).toEqual({ mails: before.mails + 1, links: before.links + 1 });
    expect((await q(`select subject from outbox where "to" = $1 order by created_at desc limit 1`, [known.email]))[0].subject).toBe('Your registrations');
  });
});

describe('a probe does not cut the registrant off', () => {
  it('the existing link keeps working after a stranger asks; opening the new link revokes the older ones', async () => {
    const { id, email } = await paid();
    const confirmation = await tokenMailed(t, email);
    expect((await find(email)).json()).toEqual({ sent: true });
    await run(email);
    const fresh = await tokenMailed(t, email);
    expect(fresh).not.toBe(confirmation);
    expect((await open(confirmation)).statusCode).toBe(200);
    expect(await q(`select count(*)::int n from registration_links where registration_id = $1 and revoked_at is not null`, [id])).toEqual([{ n: 0 }]);
    // The registrant opens the new link: the mailbox is theirs, the older links stop working.
    expect((await open(fresh)).statusCode).toBe(200);
    expect((await open(confirmation)).statusCode).toBe(410);
    expect((await open(fresh)).statusCode).toBe(200);
  });

  it('opening an older "Find" link revokes only what came before it, never the newer one', async () => {
    const { email } = await paid();
    await run(email);
    const older = await tokenMailed(t, email);
    await run(email);
    const newer = await tokenMailed(t, email);
    expect((await open(older)).statusCode).toBe(200);
    expect((await open(newer)).statusCode).toBe(200);
    expect((await open(older)).statusCode).toBe(410);
  });
});
