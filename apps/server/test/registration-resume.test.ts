import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUME_EMAIL_MAX_LINKS, RESUME_LOOKUPS_PER_MINUTE } from '@portal/domain/registration/resume-limits';
import { DEMO_OFFERINGS, seedOfferings } from '../src/features/offerings/seed';
import { createTestApp, createTestAppOn, type TestApp } from './helpers/test-app';

/**
 * Resuming a registration by e-mail: GET /api/provider/email/{email} sends a single-use,
 * expiring link to the owner's mailbox; POST /api/registration/resume exchanges it once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
});
afterAll(() => t.close());

const LIVE = DEMO_OFFERINGS[2].id!;
const ON_DEMAND = DEMO_OFFERINGS[0].id!;

// Look-ups are limited to a few a minute per address: each request here gets its own address,
// except in the rate-limit tests.
let ip = 0;
const nextIp = () => `10.3.${Math.floor(++ip / 250)}.${ip % 250}`;
const lookup = (email: string, opts: { locale?: string; remoteAddress?: string } = {}) =>
  t.call({ method: 'GET', url: `/api/provider/email/${encodeURIComponent(email)}`, locale: opts.locale, remoteAddress: opts.remoteAddress ?? nextIp() });
const exchange = (payload: unknown) => t.call({ method: 'POST', url: '/api/registration/resume', payload: payload as object, remoteAddress: nextIp() });

const q = async (sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows;
const snapshot = async () =>
  (await q(`select (select count(*) from resume_tokens) tokens, (select count(*) from resume_tokens where used_at is not null) used,
    (select count(*) from outbox) mails, (select count(*) from registrations) regs`))[0];

let n = 0;
async function fixture(status: string, opts: { locale?: string; offeringId?: string; email?: string } = {}) {
  const email = opts.email ?? `resume.${++n}@example.com`;
  const res = await t.call({ method: 'POST', url: '/api/dev/registrations', payload: { offeringId: opts.offeringId ?? LIVE, status, email, locale: opts.locale } });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; email: string };
}
const mails = async (to: string) => (await t.call({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json() as { subject: string; text: string; html: string }[];
const tokenOf = (text: string) => /\/registration\/resume\?token=([A-Za-z0-9_-]{22})/.exec(text)?.[1];

describe('GET /api/provider/email/{email}', () => {
  it('e-mails a link to a known address and answers only that it was sent', async () => {
    const reg = await fixture('scorm');
    const res = await lookup(reg.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true });
    expect(res.body).not.toContain(reg.id);
    const [mail] = await mails(reg.email);
    expect(mail.subject).toBe('Continue your registration');
    expect(mail.text).toContain('Hello Test,');
    expect(mail.text).toContain('Clear-Aligner Fundamentals');
    expect(mail.text).toContain('expires in 30 minutes');
    expect(mail.text).toMatch(/^http:\/\/localhost:3000\/registration\/resume\?token=[\w-]{22}$/m);
    // Only the token's SHA-256 is stored.
    const token = tokenOf(mail.text)!;
    const rows = await q('select token_hash, registration_id, expires_at - created_at as ttl from resume_tokens where registration_id = $1', [reg.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(rows[0].token_hash).not.toContain(token);
    expect(rows[0].ttl).toMatchObject({ minutes: 30 });
  });

  it('writes the e-mail in the registration locale, whatever the request locale', async () => {
    const reg = await fixture('objectives', { locale: 'fr-CA' });
    expect((await lookup(reg.email, { locale: 'en' })).json()).toEqual({ sent: true });
    const [mail] = await mails(reg.email);
    expect(mail.subject).toBe('Reprenez votre inscription');
    expect(mail.text).toContain('Principes fondamentaux des aligneurs transparents');
    expect(mail.text).toMatch(/\/registration\/resume\?token=[\w-]{22}&locale=fr-CA/);
  });

  it.each([
    ['en', 'Your email was not found'],
    ['en-CA', 'Your email was not found'],
    ['fr-CA', 'Votre courriel est introuvable'],
  ])('answers an unknown address with 404 in %s and sends nothing', async (locale, text) => {
    const before = await snapshot();
    const res = await lookup('nobody@example.com', { locale });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: text });
    expect(await snapshot()).toEqual(before);
  });

  it.each(['/api/provider/email/', '/api/provider/email'])('answers null without an e-mail (%s)', async (url) => {
    const res = await t.call({ method: 'GET', url, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('null');
  });

  it('accepts extra query parameters', async () => {
    const reg = await fixture('objectives');
    const res = await t.call({ method: 'GET', url: `/api/provider/email/${reg.email}?locale=fr-CA&utm_source=x`, remoteAddress: nextIp() });
    expect(res.json()).toEqual({ sent: true });
  });

  it('picks the registration still in the funnel over a finished one', async () => {
    const email = `two.${++n}@example.com`;
    const open = await fixture('quiz', { email, offeringId: ON_DEMAND });
    await fixture('completed', { email });
    await lookup(email);
    const [mail] = await mails(email);
    expect((await exchange({ token: tokenOf(mail.text) })).json()).toEqual({ id: open.id, status: 'quiz', step: 'quiz' });
  });

  it("sends no link for a complete registration: 409 with the code of the 'already complete' page", async () => {
    const reg = await fixture('completed');
    const res = await lookup(reg.email);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('registration_complete');
    expect(await mails(reg.email)).toHaveLength(0);
  });

  // An address over the router's parameter limit is refused by Fastify itself (414) before validation.
  it.each([
    ['not an e-mail', 'not-an-email', [400]],
    ['an injection attempt', "x' or '1'='1@example.com", [400]],
    ['a very long address', `${'a'.repeat(300)}@example.com`, [400, 414]],
  ])('refuses %s with a clear 4xx and sends nothing', async (_n, email, statuses) => {
    const before = await snapshot();
    const res = await lookup(email);
    expect(statuses).toContain(res.statusCode);
    expect(typeof res.json().error === 'string' || res.json().errors.length > 0).toBe(true);
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /api/registration/resume', () => {
  async function linkFor(status = 'scorm') {
    const reg = await fixture(status);
    await lookup(reg.email);
    const [mail] = await mails(reg.email);
    return { reg, token: tokenOf(mail.text)! };
  }

  it('exchanges a link once for where the registration continues', async () => {
    const { reg, token } = await linkFor('scorm');
    const first = await exchange({ token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: reg.id, status: 'scorm', step: 'education' });
    const again = await exchange({ token });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ error: 'This link has expired or has already been used. Enter your email below to get a new link.' });
  });

  it('lets exactly one of several concurrent clicks through', async () => {
    const { token } = await linkFor();
    const results = await Promise.all(Array.from({ length: 8 }, () => exchange({ token })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 410, 410, 410, 410, 410, 410, 410]);
  });

  it('refuses an expired link', async () => {
    const { reg, token } = await linkFor();
    await q("update resume_tokens set expires_at = now() - interval '1 second' where registration_id = $1", [reg.id]);
    const res = await exchange({ token });
    expect(res.statusCode).toBe(410);
    expect(await q('select used_at from resume_tokens where registration_id = $1 and used_at is not null', [reg.id])).toHaveLength(0);
  });

  it('leaves the link unused when the database is too busy to read the registration (503), so the web may send it again', async () => {
    const { reg, token } = await linkFor('scorm');
    // A second instance whose statements give up on a lock after 300 ms (a busy database, answered
    // 503 with Retry-After), while another session holds the registrations table.
    const url = new URL(t.db.pool.options.connectionString!);
    url.searchParams.set('options', '-c lock_timeout=300');
    const busy = await createTestAppOn(url.toString());
    const holder = await t.db.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table registrations in access exclusive mode');
      const res = await busy.call({ method: 'POST', url: '/api/registration/resume', payload: { token }, remoteAddress: nextIp() });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await holder.query('rollback');
      holder.release();
      await busy.close();
    }
    expect(await q('select used_at from resume_tokens where registration_id = $1 and used_at is not null', [reg.id])).toHaveLength(0);
    const again = await exchange({ token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: reg.id, status: 'scorm', step: 'education' });
  });

  it('refuses the stored hash used as a token', async () => {
    const { reg } = await linkFor();
    const [row] = await q('select token_hash from resume_tokens where registration_id = $1', [reg.id]);
    const res = await exchange({ token: row.token_hash });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['a forged token', { token: 'AAAAAAAAAAAAAAAAAAAAAA' }, 410],
    ['a token of the wrong shape', { token: '../../etc/passwd' }, 400],
    ['a token of the wrong type', { token: 12345 }, 400],
    ['no token', {}, 400],
    ['a huge token', { token: 'x'.repeat(200_000) }, 413],
  ])('answers %s with a clear 4xx and changes nothing', async (_n, payload, status) => {
    const before = await snapshot();
    const res = await exchange(payload);
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().error === 'string' || res.json().errors.length > 0).toBe(true);
    expect(await snapshot()).toEqual(before);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.call({ method: 'POST', url: '/api/registration/resume', payload: '{"token":', headers: { 'content-type': 'application/json' }, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request could not be read' });
  });
});

describe('rate limits', () => {
  it(`allows ${RESUME_LOOKUPS_PER_MINUTE} look-ups a minute per client address`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RESUME_LOOKUPS_PER_MINUTE + 2; i++) statuses.push((await lookup(`nobody${i}@example.com`, { remoteAddress: '10.9.9.9' })).statusCode);
    expect(statuses).toEqual([...Array(RESUME_LOOKUPS_PER_MINUTE).fill(404), 429, 429]);
    expect((await lookup('nobody@example.com', { remoteAddress: '10.9.9.9', locale: 'fr-CA' })).json()).toEqual({
      error: 'Trop de demandes. Veuillez patienter une minute et réessayer',
    });
    expect((await lookup('nobody@example.com', { remoteAddress: '10.9.9.10' })).statusCode).toBe(404);
  });

  it(`sends at most ${RESUME_EMAIL_MAX_LINKS} links to one address, from any client address`, async () => {
    const reg = await fixture('objectives');
    const statuses: number[] = [];
    for (let i = 0; i < RESUME_EMAIL_MAX_LINKS + 1; i++) statuses.push((await lookup(reg.email)).statusCode);
    expect(statuses).toEqual([...Array(RESUME_EMAIL_MAX_LINKS).fill(200), 429]);
    expect(await mails(reg.email)).toHaveLength(RESUME_EMAIL_MAX_LINKS);
  });
});
