import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_LINK_REQUESTS_PER_MINUTE, PAGE_LINKS_PER_HOUR } from '@portal/domain/my-registration/links';
import { newPublicId } from '../src/platform/security/ids';
import { newRegistration } from './helpers/checkout-fixtures';
import { liveSession, paidRegistration } from './helpers/check-in-fixtures';
import { tokenMailed } from './helpers/my-registration-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The 'All set!' page's way in (issue 42 item 1): a press makes a new link to the registration's own
 * page and answers its address; the link opens the page, the confirmation mail's link keeps working.
 * Only a complete registration (409 before, 410 once ended, 404 unknown), at most
 * PAGE_LINKS_PER_HOUR presses a registration and PAGE_LINK_REQUESTS_PER_MINUTE a client, and the
 * usual XSRF protection. Refusals make no link.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let ip = 0;
const from = () => `10.47.${Math.floor(++ip / 250)}.${ip % 250}`;
const q = async (sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows;
const press = (id: string, opts: { locale?: string; remoteAddress?: string } = {}) =>
  t.call({ method: 'POST', url: `/api/confirmation/${id}/my-registration-link`, payload: {}, locale: opts.locale, remoteAddress: opts.remoteAddress ?? from() });
const pageLinks = async (id: string) => Number((await q(`select count(*) n from registration_links where registration_id = $1 and source = 'page'`, [id]))[0].n);
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const open = (token: string) => t.call({ method: 'GET', url: `/api/my-registration/${token}`, remoteAddress: from() });

describe('a complete registration', () => {
  it('gets a new link to its own page, which opens it; the mailed link keeps working', async () => {
    const { id, email } = await paidRegistration(t, await liveSession(t));
    const mailed = await tokenMailed(t, email);
    const res = await press(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { url } = res.json();
    expect(url).toMatch(/^https?:\/\/[^/]+\/my-registration\?token=[\w-]{22}$/);
    expect(tokenOf(url)).not.toBe(mailed);
    expect(await pageLinks(id)).toBe(1);
    // Only the token's hash is kept.
    expect(await q('select 1 from registration_links where token_hash = $1', [tokenOf(url)])).toEqual([]);
    const page = await open(tokenOf(url));
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ id, step: 'complete' });
    expect((await open(mailed)).statusCode).toBe(200);
  });

  it('answers the page in the reader\'s locale', async () => {
    const { id } = await paidRegistration(t, await liveSession(t));
    expect(new URL((await press(id, { locale: 'fr-CA' })).json().url).searchParams.get('locale')).toBe('fr-CA');
  });

  it(`makes at most ${PAGE_LINKS_PER_HOUR} links an hour for one registration (429 after, no link)`, async () => {
    const { id } = await paidRegistration(t, await liveSession(t));
    for (let i = 0; i < PAGE_LINKS_PER_HOUR; i++) expect((await press(id)).statusCode).toBe(200);
    const refused = await press(id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('Too many requests. Please wait a minute and try again');
    expect(await pageLinks(id)).toBe(PAGE_LINKS_PER_HOUR);
  });

  it(`is limited to ${PAGE_LINK_REQUESTS_PER_MINUTE} presses a minute from one client`, async () => {
    const remoteAddress = '10.47.250.1';
    const unknown = newPublicId();
    for (let i = 0; i < PAGE_LINK_REQUESTS_PER_MINUTE; i++) expect((await press(unknown, { remoteAddress })).statusCode).toBe(404);
    expect((await press(unknown, { remoteAddress })).statusCode).toBe(429);
  });
});

describe('refusals make no link', () => {
  it('before the registration is complete: 409, as the confirmation', async () => {
    const { id } = await newRegistration(t, { offeringId: await liveSession(t), status: 'cart' });
    const res = await press(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/^This step is not available right now/);
    expect(await pageLinks(id)).toBe(0);
  });

  it('a cancelled or refunded registration: 410 in words; an erased one: 404', async () => {
    const cancelled = await paidRegistration(t, await liveSession(t));
    await q(`update registrations set cancelled_at = now(), cancel_reason = 'test' where id = $1`, [cancelled.id]);
    const res = await press(cancelled.id, { locale: 'fr-CA' });
    expect(res.statusCode).toBe(410);
    expect(res.json().error).toMatch(/^Cette inscription a été annulée/);
    const refunded = await paidRegistration(t, await liveSession(t));
    await q('update registrations set refunded_at = now() where id = $1', [refunded.id]);
    expect((await press(refunded.id)).json().error).toMatch(/^This registration was refunded/);
    const erased = await paidRegistration(t, await liveSession(t));
    await q('update registrations set anonymised_at = now() where id = $1', [erased.id]);
    expect((await press(erased.id)).statusCode).toBe(404);
    for (const r of [cancelled, refunded, erased]) expect(await pageLinks(r.id)).toBe(0);
  });

  it('an unknown or malformed id: 404', async () => {
    expect((await press(newPublicId())).statusCode).toBe(404);
    expect((await press('not-an-id')).statusCode).toBe(404);
  });

  it('a press without the XSRF header: 403', async () => {
    const { id } = await paidRegistration(t, await liveSession(t));
    const res = await t.call({ method: 'POST', url: `/api/confirmation/${id}/my-registration-link`, payload: {}, headers: { 'x-xsrf-token': '' }, remoteAddress: from() });
    expect(res.statusCode).toBe(403);
    expect(await pageLinks(id)).toBe(0);
  });
});
