import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIND_MAILS_PER_ADDRESS, FIND_REQUESTS_PER_MINUTE } from '@portal/domain/my-registration/links';
import { seedOfferings } from '../src/features/offerings/seed';
import { OFFERING, paymentBody, tokenize } from './helpers/checkout-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * "My registration" (issue 42), the first slice: the links (in the confirmation, and from "Find my
 * registrations") and the registrant's own page, read-only. Tokens are stored only as hashes,
 * expire, and opening a new "Find" link revokes the old ones (issue 50: asking alone does not).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ALLOW_SANDBOX_PAYMENTS: 'true' });
  await seedOfferings(t.db);
});
afterAll(() => t?.close());

let n = 0;
let ip = 0;
const nextIp = () => `10.4.${Math.floor(++ip / 250)}.${ip % 250}`;
const q = async (sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows;
const mails = async (to: string) => (await t.call({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json() as { subject: string; text: string }[];
const tokensIn = (text: string) => [...text.matchAll(/\/my-registration\?token=([\w-]{22})/g)].map((m) => m[1]);
const find = (email: string, remoteAddress = nextIp()) => t.call({ method: 'POST', url: '/api/my-registrations', payload: { email }, remoteAddress });
const open = (token: string, locale?: string) => t.call({ method: 'GET', url: `/api/my-registration/${token}`, locale, remoteAddress: nextIp() });

async function registration(status: string, opts: { email?: string; offeringId?: string } = {}) {
  const email = opts.email ?? `mine.${++n}@example.com`;
  const res = await t.call({ method: 'POST', url: '/api/dev/registrations', payload: { offeringId: opts.offeringId ?? OFFERING.live, status, email } });
  if (res.statusCode !== 200) throw new Error(res.body);
  return { id: res.json().id as string, email };
}

async function paid(email?: string) {
  const reg = await registration('cart', { email });
  const res = await t.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(reg.id, await tokenize(t)) });
  expect(res.statusCode).toBe(200);
  return reg;
}

describe('the link in the confirmation', () => {
  it('opens the registration: the course and session, the user ID, the receipt, the door ticket, no step to carry on', async () => {
    const reg = await paid();
    const [confirmation] = await mails(reg.email);
    const [token] = tokensIn(confirmation.text);
    expect(token).toBeDefined();
    // Only the hash is stored.
    expect(await q('select count(*)::int n from registration_links where token_hash = $1', [token])).toEqual([{ n: 0 }]);
    const res = await open(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const view = res.json();
    expect(view).toMatchObject({ id: reg.id, step: 'complete', continuePath: null, ended: null, email: reg.email, certificate: null });
    expect(view.clinId).toMatch(/^CLN-\d{8}$/);
    expect(view.course.when).not.toBeNull();
    const [order] = await q('select order_total_cents::int cents, currency from orders where registration_id = $1 and status = $2', [reg.id, 'paid']);
    expect(view.documents).toEqual([{ number: expect.stringMatching(/^R-\d{4}-\d{6}$/), kind: 'payment', path: `/api/my-registration/${token}/receipts/${view.documents[0].number}.pdf`, amount: order }]);
    expect(view.tickets.length).toBeGreaterThanOrEqual(1);
    // The receipt it names is the registrant's to download.
    expect((await t.call({ method: 'GET', url: view.documents[0].path })).statusCode).toBe(200);
  });

  it('reads the page in the request\'s locale', async () => {
    const reg = await paid();
    const token = tokensIn((await mails(reg.email))[0].text)[0];
    expect((await open(token, 'fr-CA')).json().course.when.time).toMatch(/h/);
  });
});

describe('Find my registrations', () => {
  /** The job's mails reach the outbox after the answer: waited for, never slept on. */
  const foundMails = async (email: string, count = 1) => {
    await expect.poll(async () => (await mails(email)).filter((m) => m.subject === 'Your registrations').length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
    return (await mails(email)).filter((m) => m.subject === 'Your registrations');
  };

  it('mails (from its job) a link to every registration of the address; the older links stop working once a new one is opened', async () => {
    const first = await paid();
    await registration('objectives', { email: first.email, offeringId: OFFERING.onDemand });
    const old = tokensIn((await mails(first.email))[0].text)[0];
    const res = await find(first.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true });
    const [found] = await foundMails(first.email);
    const tokens = tokensIn(found.text);
    expect(tokens).toHaveLength(2);
    // Asking proves nothing: the confirmation's link still works until a new link is opened.
    expect((await open(old)).statusCode).toBe(200);
    const views = await Promise.all(tokens.map(async (k) => (await open(k)).json()));
    expect((await open(old)).statusCode).toBe(410);
    // The one still in the funnel says where to carry on.
    expect(views.map((v) => v.continuePath)).toEqual(expect.arrayContaining([null, expect.stringMatching(/^\/registration\/[\w-]{22}\/objectives$/)]));
  });

  it(`sends at most ${FIND_MAILS_PER_ADDRESS} mails an hour to one address, answering the same`, async () => {
    const reg = await registration('objectives');
    for (let i = 0; i < FIND_MAILS_PER_ADDRESS + 2; i++) expect((await find(reg.email)).json()).toEqual({ sent: true });
    // Every job has run once the queue is empty of this address's jobs.
    await expect.poll(async () => (await q(`select count(*)::int n from pgboss_v12.job where name = 'find-registrations' and data->>'email' = $1 and state not in ('completed')`, [reg.email]))[0].n, { timeout: 15_000 }).toBe(0);
    expect(await foundMails(reg.email)).toHaveLength(FIND_MAILS_PER_ADDRESS);
  });

  it(`is limited to ${FIND_REQUESTS_PER_MINUTE} requests a minute from one client`, async () => {
    const from = nextIp();
    const answers = [];
    for (let i = 0; i <= FIND_REQUESTS_PER_MINUTE; i++) answers.push((await find(`x${i}.${n}@example.com`, from)).statusCode);
    expect(answers.slice(0, FIND_REQUESTS_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('refuses what is not an e-mail address', async () => {
    expect((await find('not-an-address')).statusCode).toBe(400);
  });
});

describe('a link that does not work', () => {
  it('a guessed, malformed or expired token gets the same clear answer and nothing else', async () => {
    const reg = await paid();
    const token = tokensIn((await mails(reg.email))[0].text)[0];
    await q(`update registration_links set expires_at = now() - interval '1 second' where registration_id = $1`, [reg.id]);
    for (const bad of [token, 'AAAAAAAAAAAAAAAAAAAAAA', 'short']) {
      const res = await open(bad);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ error: 'This link no longer works: it has expired or newer links were sent. Ask for a new one with your e-mail address.' });
    }
  });
});
