import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 39 (9): anyone can type someone else's address into the public form. A repeat of an open
 * request (same address and kind, within 24 hours) must not rewrite it: the person's details and
 * the link already mailed to them stay, and the answer is the very one a new request gets, so it
 * tells nobody that the address asked before. The control replays what the repeat used to do
 * (new details, the first link replaced) and shows these checks see it.
 */
let t: TestApp;
let address = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ask = (payload: object, locale = 'en') =>
  t.call({ method: 'POST', url: '/api/privacy-requests', payload, locale, remoteAddress: `10.39.${Math.floor(++address / 250)}.${address % 250}` });
const confirm = (token: string) => t.call({ method: 'POST', url: '/api/privacy-requests/confirm', payload: { token }, remoteAddress: `10.38.0.${++address % 250}` });
const requestOf = async (email: string) => (await t.db.pool.query('select * from privacy_requests where email = $1', [email])).rows;
const linksTo = async (email: string) =>
  (await t.db.pool.query('select text from outbox where "to" = $1 order by created_at', [email])).rows.map((m) => /[?&]token=([A-Za-z0-9_-]+)/.exec(m.text)![1]);

/** The person's request, then the attacker's repeat in another language with other words. */
async function attacked(email: string) {
  const first = await ask({ kind: 'correction', email, details: 'Please change my last name to Tremblay.' }, 'fr-CA');
  const [before] = await requestOf(email);
  const [link] = await linksTo(email);
  const repeat = await ask({ kind: 'correction', email, details: 'Change my e-mail address to attacker@example.net.' });
  return { first, repeat, before, link };
}

/** What the person must still have: their words, their language, and a first link that confirms. */
async function intact(email: string, before: Record<string, unknown>, link: string) {
  const rows = await requestOf(email);
  return {
    entries: rows.length,
    details: rows[0].details,
    locale: rows[0].locale,
    receivedAt: rows[0].received_at.getTime(),
    firstLinkConfirms: (await confirm(link)).statusCode === 200,
    same: rows[0].details === before.details && rows[0].confirm_token_hash === before.confirm_token_hash,
  };
}

describe('a repeat of an open request', () => {
  it('keeps the details and the first link, and answers exactly as a new request', async () => {
    const email = 'victim.repeat@example.com';
    const { first, repeat, before, link } = await attacked(email);
    expect(await intact(email, before, link)).toEqual({
      entries: 1, details: 'Please change my last name to Tremblay.', locale: 'fr-CA', receivedAt: before.received_at.getTime(), firstLinkConfirms: true, same: true,
    });
    // A new link may go to the same mailbox: it is the first one again.
    expect(new Set(await linksTo(email))).toEqual(new Set([link]));
    // Same status, same headers that matter, same body as a brand-new request for another address.
    const fresh = await ask({ kind: 'correction', email: 'someone.new@example.com', details: 'x' });
    expect([first.statusCode, repeat.statusCode, fresh.statusCode]).toEqual([202, 202, 202]);
    expect(repeat.json()).toEqual({ email });
    expect(Object.keys(fresh.json())).toEqual(Object.keys(repeat.json()));
    expect(repeat.body).toBe(first.body);
    expect(repeat.headers['content-length']).toBe(first.headers['content-length']);
  });

  it('control: the checks see a repeat that rewrites the request and replaces its link', async () => {
    const email = 'victim.control@example.com';
    await ask({ kind: 'correction', email, details: 'Please change my last name to Tremblay.' }, 'fr-CA');
    const [before] = await requestOf(email);
    const [link] = await linksTo(email);
    // What the repeat used to do: the attacker's words, their page's locale, and a new link's hash in place of the first.
    await t.db.pool.query(`update privacy_requests set details = $2, locale = 'en', confirm_token_hash = $3 where id = $1`, [
      before.id, 'Change my e-mail address to attacker@example.net.', createHash('sha256').update('a-new-link').digest('hex'),
    ]);
    const seen = await intact(email, before, link);
    expect(seen).toMatchObject({ details: 'Change my e-mail address to attacker@example.net.', locale: 'en', firstLinkConfirms: false, same: false });
  });
});
