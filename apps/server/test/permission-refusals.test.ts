import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOfferings } from '../src/features/offerings/seed';
import { markViaApi } from './helpers/certificate-fixtures';
import { newStaff, signIn, type TestStaff } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 28, defect 3: a role that may not do something is told so, with the role that may, in
 * the request's language; the XSRF refusal keeps its own 'session expired' text. The refusal
 * ends nothing: the session still works.
 */
const EXPIRED = 'Your session has expired. Please reload the page and try again';
let t: TestApp;
let viewer: TestStaff;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  viewer = await newStaff(t, 'viewer');
  cookies = await signIn(t, viewer);
});
afterAll(() => t.close());

describe('a refusal for lack of permission', () => {
  it("names the role a viewer's write needs, in English and in French, and the session goes on", async () => {
    const invite = { email: 'sneaky@example.com', name: 'Sneaky', role: 'administrator' };
    const en = await t.call({ method: 'POST', url: '/api/admin/staff', payload: invite, cookies });
    expect(en.statusCode).toBe(403);
    expect(en.json()).toEqual({ error: 'You do not have permission to do this: it needs the Administrator role' });

    const fr = await t.call({ method: 'POST', url: '/api/admin/staff', payload: invite, cookies, locale: 'fr-CA' });
    expect(fr.json()).toEqual({ error: "Vous n'avez pas l'autorisation de faire ceci : il faut le rôle Administrateur" });

    const session = await t.call({ method: 'POST', url: '/api/admin/sessions', payload: {}, cookies });
    expect(session.statusCode).toBe(403);
    expect(session.json().error).toBe('You do not have permission to do this: it needs the Administrator or Operations role');

    expect((await t.call({ method: 'GET', url: '/api/admin/auth/me', cookies })).statusCode).toBe(200);
  });

  it("names the roles that may mark attendance when a viewer's API token is used", async () => {
    const { token } = (await t.call({ method: 'POST', url: '/api/dev/staff/api-token', payload: { role: 'viewer' } })).json();
    const res = await markViaApi(t, { offeringId: 'AAAAAAAAAAAAAAAAAAAAAA', emails: ['a@example.com'] }, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('You do not have permission to do this: it needs the Administrator, Operations, or Educator role');
    expect(res.json().error).not.toBe(EXPIRED);
  });

  it('keeps the session-expired text for a write whose XSRF token does not match', async () => {
    const res = await t.call({ method: 'POST', url: '/api/admin/api-tokens', payload: { name: 'x' }, cookies, headers: { 'x-xsrf-token': 'stale' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: EXPIRED, code: 'csrf' });
  });
});
