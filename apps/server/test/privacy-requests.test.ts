import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyRequestDueAt } from '@portal/domain/privacy/requests';
import { seedOfferings } from '../src/features/offerings/seed';
import { newStaff, signIn, type TestStaff } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { findPersonalData } from '../src/features/privacy-requests/findings';

/**
 * Issue 30: privacy requests. The public form logs a request, mails a confirmation link in the
 * page's locale (the token kept only as its hash) and tells the privacy officer, answering the same
 * whether or not anything is held; the link confirms once. Staff list, log, read and close
 * requests; only their roles may, and each action is audited.
 */
let t: TestApp;
let admin: Record<string, string>;
let ops: Record<string, string>;
let viewer: Record<string, string>;
let opsStaff: TestStaff;
let address = 0;
const OFFICER = 'officer@example.com';

beforeAll(async () => {
  t = await createTestApp({ PRIVACY_OFFICER_EMAIL: OFFICER });
  await seedOfferings(t.db);
  opsStaff = await newStaff(t, 'operations');
  [admin, ops, viewer] = [await signIn(t, await newStaff(t, 'administrator')), await signIn(t, opsStaff), await signIn(t, await newStaff(t, 'viewer'))];
});
afterAll(() => t.close());

const ask = (payload: unknown, locale = 'en') =>
  t.call({ method: 'POST', url: '/api/privacy-requests', payload: payload as object, locale, remoteAddress: `10.30.${Math.floor(++address / 250)}.${address % 250}` });
const confirm = (token: string) => t.call({ method: 'POST', url: '/api/privacy-requests/confirm', payload: { token }, remoteAddress: `10.31.0.${++address % 250}` });
const mailsTo = async (to: string) => (await t.db.pool.query('select subject, text, html from outbox where "to" = $1 order by created_at', [to])).rows;
const requestsOf = async (email: string) => (await t.db.pool.query('select * from privacy_requests where email = $1 order by received_at', [email])).rows;
const tokenIn = (text: string) => /[?&]token=([A-Za-z0-9_-]+)/.exec(text)![1];
const count = async (table: string) => Number((await t.db.pool.query(`select count(*) from ${table}`)).rows[0].count);

describe('the public form', () => {
  it('logs the request, mails a link in the page\'s locale and tells the officer; the link confirms once', async () => {
    const email = 'Personne.Quelconque@Example.ca';
    const before = Date.now();
    const res = await ask({ kind: 'access', email, details: 'Tout ce que vous avez.' }, 'fr-CA');
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body.email).toBe(email.toLowerCase());
    const [row] = await requestsOf(email.toLowerCase());
    expect(row).toMatchObject({ kind: 'access', locale: 'fr-CA', source: 'form', status: 'open', confirmed_at: null, details: 'Tout ce que vous avez.' });
    expect(row.email_hash).toBe(createHash('sha256').update(email.toLowerCase()).digest('hex'));
    // The deadline counts from receipt (Law 25), 30 days.
    expect(row.due_at.getTime()).toBe(privacyRequestDueAt(row.received_at).getTime());
    expect(row.received_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Only the address: the answer to a repeat is the same (privacy-requests-repeat.test.ts).
    expect(body).toEqual({ email: email.toLowerCase() });

    const [mail] = await mailsTo(email.toLowerCase());
    expect(mail.subject).toBe('Confirmez votre demande concernant vos renseignements personnels');
    expect(mail.text).toContain('/provider/privacy/request/confirm?token=');
    const token = tokenIn(mail.text);
    // Only the hash is kept.
    expect(row.confirm_token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(await requestsOf(email.toLowerCase()))).not.toContain(token);
    // Staff reading what is held see the confirmation mail without its link's token: they cannot confirm for the person.
    const held = JSON.stringify(await findPersonalData(t.db.orm, email, 'fr-CA'));
    expect(held).toContain('/provider/privacy/request/confirm?token=…');
    expect(held).not.toContain(token);
    const [notice] = await mailsTo(OFFICER);
    expect(notice.subject).toBe('Privacy request received: a copy of your personal information');
    expect(notice.text).toContain(email.toLowerCase());
    expect(notice.text).toContain(`/admin/privacy-requests/${row.id}/show`);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ kind: 'access', dueAt: row.due_at.toISOString() });
    expect((await requestsOf(email.toLowerCase()))[0].confirmed_at).not.toBeNull();
    // The deadline did not move with the confirmation.
    expect((await requestsOf(email.toLowerCase()))[0].due_at.getTime()).toBe(row.due_at.getTime());
    const again = await confirm(token);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toMatch(/already used or is not valid/);
  });

  it('answers the same for an address nobody knows, and refuses bad input without logging anything', async () => {
    const unknown = await ask({ kind: 'erasure', email: 'nobody.at.all@example.com' });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ email: 'nobody.at.all@example.com' });
    const before = await count('privacy_requests');
    for (const bad of [{ kind: 'everything', email: 'a@example.com' }, { kind: 'access', email: 'not-an-address' }, { kind: 'access' }, { kind: 'access', email: 'a@example.com', details: 'x'.repeat(2001) }]) {
      const res = await ask(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await count('privacy_requests')).toBe(before);
    expect((await confirm('A'.repeat(43))).statusCode).toBe(404);
    expect((await confirm('')).statusCode).toBe(400);
  });

  it('does not pile up a repeated request: one entry, the same link mailed again, one officer notice', async () => {
    const email = 'repeat.person@example.com';
    const notices = (await mailsTo(OFFICER)).length;
    expect((await ask({ kind: 'erasure', email })).statusCode).toBe(202);
    const [first] = await requestsOf(email);
    expect((await ask({ kind: 'erasure', email: ' REPEAT.person@example.com ' })).statusCode).toBe(202);
    const rows = await requestsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0].received_at.getTime()).toBe(first.received_at.getTime());
    const links = (await mailsTo(email)).map((m) => tokenIn(m.text));
    expect(links).toHaveLength(2);
    expect(links[1]).toBe(links[0]);
    expect((await mailsTo(OFFICER)).length).toBe(notices + 1);
    expect((await confirm(links[0])).statusCode).toBe(200);
    // Confirmed: asking again changes nothing and sends nothing.
    expect((await ask({ kind: 'erasure', email })).statusCode).toBe(202);
    expect(await requestsOf(email)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(2);
    // Another kind is another request.
    expect((await ask({ kind: 'access', email })).statusCode).toBe(202);
    expect(await requestsOf(email)).toHaveLength(2);
  });

  it('makes one entry when the same request arrives twice at once', async () => {
    const email = 'twice.at.once@example.com';
    const answers = await Promise.all([ask({ kind: 'correction', email }), ask({ kind: 'correction', email })]);
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202]);
    expect(await requestsOf(email)).toHaveLength(1);
  });
});

describe('the back office', () => {
  it('logs a request received by phone, confirmed at once, handled by whoever logged it; the officer is told; audited', async () => {
    const receivedAt = new Date(Date.now() - 5 * 86_400_000).toISOString();
    const res = await t.call({ method: 'POST', url: '/api/admin/privacy-requests', payload: { kind: 'correction', email: 'Phoned.In@example.com', locale: 'en-CA', details: 'Called on Monday', receivedAt }, cookies: ops });
    expect(res.statusCode).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({ kind: 'correction', email: 'phoned.in@example.com', source: 'staff', status: 'open', receivedAt, handledByLabel: opsStaff.email, daysLeft: 25 });
    expect(made.confirmedAt).not.toBeNull();
    expect((await mailsTo(OFFICER)).at(-1)!.text).toContain('Logged by staff');
    const audit = (await t.db.pool.query(`select actor_id, action, after from audit_log where entity = 'privacy_request' and entity_id = $1`, [made.id])).rows;
    expect(audit).toEqual([{ actor_id: opsStaff.id, action: 'create', after: { kind: 'correction', source: 'staff', receivedAt } }]);
    const future = await t.call({ method: 'POST', url: '/api/admin/privacy-requests', payload: { kind: 'access', email: 'x@example.com', locale: 'en', receivedAt: '2099-01-01T00:00:00Z' }, cookies: ops });
    expect(future.statusCode).toBe(400);

    const read = await t.call({ method: 'GET', url: `/api/admin/privacy-requests/${made.id}`, cookies: admin });
    expect(read.json()).toEqual(made);
  });

  it('lists requests soonest due first, filtered by status, kind and address, with react-admin paging', async () => {
    const all = (await t.call({ method: 'GET', url: '/api/admin/privacy-requests', query: { page: '1', perPage: '100' }, cookies: ops })).json();
    expect(all.total).toBeGreaterThanOrEqual(5);
    const due = all.data.map((r: { dueAt: string }) => r.dueAt);
    expect(due).toEqual([...due].sort());
    const erasures = (await t.call({ method: 'GET', url: '/api/admin/privacy-requests', query: { kind: 'erasure', q: 'REPEAT' }, cookies: ops })).json();
    expect(erasures.data.map((r: { email: string; kind: string }) => [r.email, r.kind])).toEqual([['repeat.person@example.com', 'erasure']]);
    const page = (await t.call({ method: 'GET', url: '/api/admin/privacy-requests', query: { page: '2', perPage: '2', sort: 'receivedAt', order: 'desc' }, cookies: ops })).json();
    expect(page.total).toBe(all.total);
    const newestFirst = [...all.data].sort((x: { receivedAt: string }, y: { receivedAt: string }) => y.receivedAt.localeCompare(x.receivedAt));
    expect(page.data.map((r: { id: string }) => r.id)).toEqual(newestFirst.slice(2, 4).map((r: { id: string }) => r.id));
    expect((await t.call({ method: 'GET', url: '/api/admin/privacy-requests', query: { status: 'lost' }, cookies: ops })).statusCode).toBe(400);
  });

  it('closes a request once, with the outcome kept and only the status audited', async () => {
    const [row] = await requestsOf('twice.at.once@example.com');
    const res = await t.call({ method: 'POST', url: `/api/admin/privacy-requests/${row.id}/close`, payload: { status: 'refused', outcome: 'Never confirmed; asked by phone to write again.' }, cookies: ops });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'refused', outcome: 'Never confirmed; asked by phone to write again.', handledByLabel: opsStaff.email });
    expect(res.json().completedAt).not.toBeNull();
    const again = await t.call({ method: 'POST', url: `/api/admin/privacy-requests/${row.id}/close`, payload: { status: 'completed', outcome: 'x' }, cookies: ops });
    expect(again.statusCode).toBe(409);
    const [entry] = (await t.db.pool.query(`select before, after from audit_log where entity = 'privacy_request' and action = 'close' and entity_id = $1`, [row.id])).rows;
    expect(entry).toEqual({ before: { status: 'open' }, after: { status: 'refused' } });
  });

  it('acts only on confirmed requests, and refuses other roles', async () => {
    const unconfirmed = (await requestsOf('nobody.at.all@example.com'))[0];
    for (const action of ['findings', 'export']) {
      const res = await t.call({ method: 'GET', url: `/api/admin/privacy-requests/${unconfirmed.id}/${action}`, cookies: admin });
      expect(res.statusCode, action).toBe(409);
      expect(res.json().error).toMatch(/not confirmed this request yet/);
    }
    expect((await t.call({ method: 'GET', url: '/api/admin/privacy-requests', cookies: viewer })).statusCode).toBe(403);
    const erase = await t.call({ method: 'POST', url: `/api/admin/privacy-requests/${unconfirmed.id}/erase`, payload: { confirmEmail: 'nobody.at.all@example.com' }, cookies: ops });
    expect(erase.statusCode).toBe(403);
    // A malformed id fails the route's check (400, 'not found'); a well-formed unknown one is a 404.
    expect((await t.call({ method: 'GET', url: '/api/admin/privacy-requests/not-an-id', cookies: ops })).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: `/api/admin/privacy-requests/${'B'.repeat(22)}`, cookies: ops })).statusCode).toBe(404);
  });
});
