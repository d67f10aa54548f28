import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_LINK_MAILS_PER_HOUR, PAGE_LINK_REQUESTS_PER_MINUTE, PAGE_LINKS_PER_HOUR, PAID_BROWSER_MINUTES } from '@portal/domain/my-registration/links';
import { PAID_BROWSER_COOKIE, paidBrowserValue } from '../src/features/my-registration/paid-browser';
import { linkFromConfirmation } from '../src/features/my-registration/page-link';
import { newPublicId } from '../src/platform/security/ids';
import { newRegistration, paymentBody, tokenize } from './helpers/checkout-fixtures';
import { liveSession } from './helpers/check-in-fixtures';
import { tokenMailed } from './helpers/my-registration-fixtures';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The 'All set!' page's way in (issue 42 item 1; issue 50 item 3: the link needs proof). The browser
 * that paid (the payment's answer set its signed cookie) gets a new link to the registration's own
 * page for PAID_BROWSER_MINUTES; anyone else holding only the id (a read-only staff member, a
 * stranger, another browser) gets the link mailed to the registrant, never its address. Only a
 * complete registration (409 before, 410 once ended, 404 unknown), the limits, XSRF. The log of the
 * funnel's requests names no registration.
 */
const logs: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void logs.push(line) } });
});
afterAll(() => t?.close());

let ip = 0;
let n = 0;
const from = () => `10.47.${Math.floor(++ip / 250)}.${ip % 250}`;
const q = async (sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows;
const press = (id: string, opts: { locale?: string; remoteAddress?: string; cookies?: Record<string, string> } = {}) =>
  t.call({ method: 'POST', url: `/api/confirmation/${id}/my-registration-link`, payload: {}, locale: opts.locale, remoteAddress: opts.remoteAddress ?? from(), cookies: opts.cookies });
const links = async (id: string, source: string) => Number((await q(`select count(*) n from registration_links where registration_id = $1 and source = $2`, [id, source]))[0].n);
const mailsTo = async (email: string) => Number((await q(`select count(*) n from outbox where "to" = $1`, [email]))[0].n);
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const open = (token: string) => t.call({ method: 'GET', url: `/api/my-registration/${token}`, remoteAddress: from() });

/** Pays as the browser does, and keeps what the payment's answer left in that browser. */
async function paidInBrowser(opts: { locale?: string } = {}) {
  const email = `page.${Date.now()}.${++n}@example.com`;
  const { id } = await newRegistration(t, { offeringId: await liveSession(t), status: 'cart', email, locale: opts.locale });
  await q(`update registrations set first_name = 'Maya' where id = $1`, [id]);
  const paid = await t.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(id, await tokenize(t)) });
  if (paid.statusCode !== 200) throw new Error(`payment: ${paid.statusCode} ${paid.body}`);
  const set = paid.cookies.find((c) => c.name === PAID_BROWSER_COOKIE)!;
  return { id, email, set, cookies: { [PAID_BROWSER_COOKIE]: set.value } };
}

describe('the browser that just paid', () => {
  it('was given a proof only it keeps: HttpOnly, SameSite=Strict, for the button\'s route, for minutes', async () => {
    const { set } = await paidInBrowser();
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/confirmation/', maxAge: PAID_BROWSER_MINUTES * 60 });
  });

  it('gets a new link to its own page, which opens it; the mailed link keeps working', async () => {
    const { id, email, cookies } = await paidInBrowser();
    const mailed = await tokenMailed(t, email);
    const res = await press(id, { cookies });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { url } = res.json();
    expect(url).toMatch(/^https?:\/\/[^/]+\/my-registration\?token=[\w-]{22}$/);
    expect(tokenOf(url)).not.toBe(mailed);
    expect(await links(id, 'page')).toBe(1);
    // Only the token's hash is kept.
    expect(await q('select 1 from registration_links where token_hash = $1', [tokenOf(url)])).toEqual([]);
    const page = await open(tokenOf(url));
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ id, step: 'complete' });
    expect((await open(mailed)).statusCode).toBe(200);
  });

  it('answers the page in the reader\'s locale', async () => {
    const { id, cookies } = await paidInBrowser();
    expect(new URL((await press(id, { locale: 'fr-CA', cookies })).json().url).searchParams.get('locale')).toBe('fr-CA');
  });

  it('within the window only: a proof signed to run out a minute ago opens nothing', async () => {
    const { id, email } = await paidInBrowser();
    const proof = (ms: number) => ({ [PAID_BROWSER_COOKIE]: paidBrowserValue(t.config.secret, id, new Date(Date.now() + ms)) });
    expect((await press(id, { cookies: proof(60_000) })).json()).toHaveProperty('url');
    const before = await mailsTo(email);
    expect((await press(id, { cookies: proof(-60_000) })).json()).toEqual({ mailed: true });
    expect(await mailsTo(email)).toBe(before + 1);
  });

  it(`makes at most ${PAGE_LINKS_PER_HOUR} links an hour for one registration (429 after, no link)`, async () => {
    const { id, cookies } = await paidInBrowser();
    for (let i = 0; i < PAGE_LINKS_PER_HOUR; i++) expect((await press(id, { cookies })).statusCode).toBe(200);
    const refused = await press(id, { cookies });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('Too many requests. Please wait a minute and try again');
    expect(await links(id, 'page')).toBe(PAGE_LINKS_PER_HOUR);
  });

  it(`is limited to ${PAGE_LINK_REQUESTS_PER_MINUTE} presses a minute from one client`, async () => {
    const remoteAddress = '10.47.250.1';
    const unknown = newPublicId();
    for (let i = 0; i < PAGE_LINK_REQUESTS_PER_MINUTE; i++) expect((await press(unknown, { remoteAddress })).statusCode).toBe(404);
    expect((await press(unknown, { remoteAddress })).statusCode).toBe(429);
  });
});

describe('an id alone opens nothing: the link goes to the registrant\'s mailbox', () => {
  it('control: without the proof requirement, a stranger with the id got a full-rights link (the hole)', async () => {
    const { id } = await paidInBrowser();
    const answer = await linkFromConfirmation(t.db.orm, { id, publicUrl: t.config.publicUrl, locale: 'en', paidBrowser: false }, { requireProof: false });
    expect('url' in answer && (await open(tokenOf(answer.url))).json()).toMatchObject({ id, step: 'complete' });
  });

  it('another browser with the same id: no address, a link mailed to the registrant, in their language', async () => {
    const { id, email } = await paidInBrowser({ locale: 'fr-CA' });
    const before = await mailsTo(email);
    const res = await press(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ mailed: true });
    expect(res.body).not.toContain('token');
    expect(await links(id, 'page')).toBe(0);
    expect(await mailsTo(email)).toBe(before + 1);
    const [mail] = await q(`select subject, text from outbox where "to" = $1 order by created_at desc, id desc limit 1`, [email]);
    expect(mail.subject).toBe('Le lien vers la page de votre inscription');
    expect(mail.text).toContain('locale=fr-CA');
    expect((await open(await tokenMailed(t, email))).json()).toMatchObject({ id });
  });

  it('a read-only staff member who read the id in the back office: the same, nothing for them', async () => {
    const { id } = await paidInBrowser();
    const viewer = await signIn(t, await newStaff(t, 'viewer'));
    const read = await t.call({ method: 'GET', url: `/api/admin/registrations/${id}`, cookies: viewer });
    expect(read.statusCode).toBe(200);
    const res = await press(id, { cookies: viewer });
    expect(res.json()).toEqual({ mailed: true });
    expect(await links(id, 'page')).toBe(0);
  });

  it('a proof for another registration, or a forged or tampered one, proves nothing', async () => {
    const mine = await paidInBrowser();
    const theirs = await paidInBrowser();
    const [rid, expires] = mine.cookies[PAID_BROWSER_COOKIE].split('.');
    const forged = [
      mine.cookies[PAID_BROWSER_COOKIE],
      `${theirs.id}.${expires}.${mine.cookies[PAID_BROWSER_COOKIE].split('.')[2]}`,
      `${rid}.${Number(expires) + 3_600_000}.${mine.cookies[PAID_BROWSER_COOKIE].split('.')[2]}`,
      paidBrowserValue('another secret, not the app\'s, 32 chars or more', theirs.id, new Date(Date.now() + 60_000)),
    ];
    for (const value of forged) expect((await press(theirs.id, { cookies: { [PAID_BROWSER_COOKIE]: value } })).json()).toEqual({ mailed: true });
    expect(await links(theirs.id, 'page')).toBe(0);
    // The tampered expiry does not pass for its own registration either.
    expect((await press(mine.id, { cookies: { [PAID_BROWSER_COOKIE]: forged[2] } })).json()).toEqual({ mailed: true });
  });

  it(`mails at most ${PAGE_LINK_MAILS_PER_HOUR} links an hour a registration, with the same answer after`, async () => {
    const { id, email } = await paidInBrowser();
    const before = await mailsTo(email);
    for (let i = 0; i < PAGE_LINK_MAILS_PER_HOUR + 2; i++) expect((await press(id)).json()).toEqual({ mailed: true });
    expect(await mailsTo(email)).toBe(before + PAGE_LINK_MAILS_PER_HOUR);
    expect(await links(id, 'page-mail')).toBe(PAGE_LINK_MAILS_PER_HOUR);
  });
});

describe('refusals make no link', () => {
  it('before the registration is complete: 409, as the confirmation', async () => {
    const { id } = await newRegistration(t, { offeringId: await liveSession(t), status: 'cart' });
    const res = await press(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/^This step is not available right now/);
    expect(await links(id, 'page') + await links(id, 'page-mail')).toBe(0);
  });

  it('a cancelled or refunded registration: 410 in words; an erased one: 404', async () => {
    const cancelled = await paidInBrowser();
    await q(`update registrations set cancelled_at = now(), cancel_reason = 'test' where id = $1`, [cancelled.id]);
    const res = await press(cancelled.id, { locale: 'fr-CA', cookies: cancelled.cookies });
    expect(res.statusCode).toBe(410);
    expect(res.json().error).toMatch(/^Cette inscription a été annulée/);
    const refunded = await paidInBrowser();
    await q('update registrations set refunded_at = now() where id = $1', [refunded.id]);
    expect((await press(refunded.id, { cookies: refunded.cookies })).json().error).toMatch(/^This registration was refunded/);
    const erased = await paidInBrowser();
    await q('update registrations set anonymised_at = now() where id = $1', [erased.id]);
    expect((await press(erased.id)).statusCode).toBe(404);
    for (const r of [cancelled, refunded, erased]) expect(await links(r.id, 'page') + await links(r.id, 'page-mail')).toBe(0);
  });

  it('an unknown or malformed id: 404', async () => {
    expect((await press(newPublicId())).statusCode).toBe(404);
    expect((await press('not-an-id')).statusCode).toBe(404);
  });

  it('a press without the XSRF header: 403', async () => {
    const { id, cookies } = await paidInBrowser();
    const res = await t.call({ method: 'POST', url: `/api/confirmation/${id}/my-registration-link`, payload: {}, headers: { 'x-xsrf-token': '' }, cookies, remoteAddress: from() });
    expect(res.statusCode).toBe(403);
    expect(await links(id, 'page')).toBe(0);
  });
});

describe('the server log', () => {
  it('names no registration in the funnel\'s requests (quiz, cart, confirmation and its button, calendar, look-up, modules)', async () => {
    const { id, cookies } = await paidInBrowser();
    const before = logs.length;
    const urls = [`/api/quiz/${id}`, `/api/cart/${id}`, `/api/confirmation/${id}`, `/api/enrolment/${id}/calendar.ics`, `/api/provider/id/${id}`, `/api/scorm-modules/${id}`];
    for (const url of urls) await t.call({ method: 'GET', url });
    await press(id, { cookies });
    const lines = logs.slice(before).join('');
    // The harness sees the requests (each answered line is there, the id replaced)...
    expect(lines).toContain('"url":"/api/confirmation/…/my-registration-link"');
    expect(lines).toContain('"url":"/api/quiz/…"');
    expect(lines.match(/request completed/g)?.length).toBeGreaterThanOrEqual(urls.length + 1);
    // ...and none names the registration, nor the proof the browser holds.
    expect(lines).not.toContain(id);
    expect(lines).not.toContain(cookies[PAID_BROWSER_COOKIE].split('.')[2]);
  });
});
