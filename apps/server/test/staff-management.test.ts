import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeSetup, newStaff, signIn, tokenOfLink, type TestStaff } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Administrators manage staff: invite (e-mail through the outbox), change a role, disable; every change is audited. */
let t: TestApp;
let admin: TestStaff;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://portal.example.com' });
  admin = await newStaff(t, 'administrator');
  cookies = await signIn(t, admin);
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, locale?: string) => t.call({ method, url, payload, cookies, locale });
const count = async (sql: string, params: unknown[] = []) => Number((await t.db.pool.query(`select count(*) from ${sql}`, params)).rows[0].count);
const auditOf = async (entityId: string) => (await t.db.pool.query('select * from audit_log where entity_id = $1 order by id', [entityId])).rows;

describe('invitations', () => {
  it('creates an invited account, e-mails a set-up link in the same transaction, and audits it', async () => {
    const res = await api('POST', '/api/admin/staff', { email: 'Olivia.Ops@Example.com', name: 'Olivia Ops', role: 'operations' }, 'fr-CA');
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(res.json()).toMatchObject({ email: 'olivia.ops@example.com', role: 'operations', status: 'invited' });
    const [mail] = (await t.db.pool.query(`select * from outbox where "to" = 'olivia.ops@example.com'`)).rows;
    expect(mail.subject).toBe("Votre compte de l'arrière-guichet du Portail des fournisseurs");
    const link = mail.text.match(/https:\/\/portal\.example\.com\/admin\/setup\?token=[\w-]{43}&locale=fr-CA/)[0];
    expect(mail.text).toContain('Opérations');
    expect(await auditOf(id)).toEqual([expect.objectContaining({ actor_id: admin.id, actor_label: admin.email, action: 'invite', before: null, after: { email: 'olivia.ops@example.com', name: 'Olivia Ops', role: 'operations', locale: 'fr-CA', status: 'invited' } })]);
    expect((await auditOf(id))[0].request_id).toMatch(/^[\w-]{22}$/);
    await completeSetup(t, tokenOfLink(link));
    expect((await t.db.pool.query('select status from staff_users where id = $1', [id])).rows[0].status).toBe('active');
  });

  it.each([
    ['an English-speaking inviter', 'en', 'fr-CA', "Votre compte de l'arrière-guichet du Portail des fournisseurs", 'Lecture seule'],
    ['a French-speaking inviter', 'fr-CA', 'en-CA', 'Your Provider Portal back-office account', 'Viewer'],
  ])('writes the e-mail and the set-up link in the language chosen by %s', async (_who, inviterLocale, locale, subject, role) => {
    const email = `chosen.${locale.toLowerCase()}@example.com`;
    const res = await api('POST', '/api/admin/staff', { email, name: 'Camille', role: 'viewer', locale }, inviterLocale);
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = (await t.db.pool.query(`select * from outbox where "to" = $1`, [email])).rows;
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(role);
    expect(mail.text).toMatch(new RegExp(`/admin/setup\\?token=[\\w-]{43}&locale=${locale}\\n`));
    expect((await auditOf(res.json().id))[0].after).toMatchObject({ locale });
  });

  it('refuses a language the portal does not speak with 400', async () => {
    const res = await api('POST', '/api/admin/staff', { email: 'de@example.com', name: 'Jonas', role: 'viewer', locale: 'de-DE' }, 'fr-CA');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['Veuillez vérifier le champ en surbrillance']);
    expect(await count(`staff_users where email = 'de@example.com'`)).toBe(0);
  });

  it('refuses an e-mail that already has an account (409), writing and sending nothing', async () => {
    const before = { users: await count('staff_users'), mails: await count('outbox'), audit: await count('audit_log') };
    const res = await api('POST', '/api/admin/staff', { email: admin.email, name: 'Twin', role: 'viewer' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('A staff account with this e-mail already exists');
    expect({ users: await count('staff_users'), mails: await count('outbox'), audit: await count('audit_log') }).toEqual(before);
  });

  it.each([
    ['a bad e-mail', { email: 'nope', name: 'X', role: 'viewer' }],
    ['an unknown role', { email: 'x@example.com', name: 'X', role: 'owner' }],
    ['no name', { email: 'x@example.com', name: ' ', role: 'viewer' }],
  ])('refuses %s with 400', async (_what, payload) => {
    const res = await api('POST', '/api/admin/staff', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.length).toBeGreaterThan(0);
  });
});

describe('roles and disabling', () => {
  it('changes a role with before and after in the audit log; the new role applies at once', async () => {
    const person = await newStaff(t, 'viewer');
    const theirs = await signIn(t, person);
    expect((await t.call({ method: 'POST', url: '/api/admin/api-tokens', payload: { name: 'x' }, cookies: theirs })).statusCode).toBe(201);
    const res = await api('PATCH', `/api/admin/staff/${person.id}`, { role: 'educator' });
    expect(res.json()).toMatchObject({ role: 'educator' });
    expect((await auditOf(person.id)).find((e) => e.action === 'change_role')).toMatchObject({ before: { role: 'viewer' }, after: { role: 'educator' }, actor_id: admin.id });
    expect((await t.call({ method: 'GET', url: '/api/admin/auth/me', cookies: theirs })).json().role).toBe('educator');
  });

  it('disabling ends every session of that person and blocks sign-in', async () => {
    const person = await newStaff(t, 'operations');
    const s1 = await signIn(t, person);
    const s2 = await signIn(t, person);
    const res = await api('POST', `/api/admin/staff/${person.id}/disable`);
    expect(res.json()).toMatchObject({ status: 'disabled' });
    for (const s of [s1, s2]) expect((await t.call({ method: 'GET', url: '/api/admin/auth/me', cookies: s })).statusCode).toBe(401);
    expect(await count('staff_sessions where staff_id = $1', [person.id])).toBe(0);
    const login = await t.call({ method: 'POST', url: '/api/admin/auth/login', payload: { email: person.email, password: person.password } });
    expect(login.statusCode).toBe(401);
    expect((await auditOf(person.id)).find((e) => e.action === 'disable')).toMatchObject({ before: { status: 'active' }, after: { status: 'disabled', sessionsEnded: 2 } });
  });

  it('an administrator cannot change or disable their own account; unknown ids are 404', async () => {
    expect((await api('PATCH', `/api/admin/staff/${admin.id}`, { role: 'viewer' })).statusCode).toBe(409);
    expect((await api('POST', `/api/admin/staff/${admin.id}/disable`)).statusCode).toBe(409);
    expect((await api('POST', '/api/admin/staff/AAAAAAAAAAAAAAAAAAAAAA/disable')).statusCode).toBe(404);
  });

  it('lists staff with a total, without secrets', async () => {
    const res = await api('GET', '/api/admin/staff?perPage=2');
    expect(res.json().data).toHaveLength(2);
    expect(res.json().total).toBeGreaterThanOrEqual(4);
    expect(res.body).not.toMatch(/password|totp|recovery|scrypt/i);
    const one = await api('GET', `/api/admin/staff/${admin.id}`);
    expect(one.json()).toMatchObject({ id: admin.id, email: admin.email, role: 'administrator', status: 'active' });
    expect(one.body).not.toMatch(/password|totp|recovery|scrypt/i);
    expect((await api('GET', '/api/admin/staff/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });
});

describe('audit log', () => {
  it('is searched by actor, entity and date', async () => {
    const byActor = (await api('GET', `/api/admin/audit?actor=${encodeURIComponent(admin.email)}&entity=staff`)).json();
    expect(byActor.total).toBeGreaterThanOrEqual(3);
    expect(byActor.data.every((e: { actorLabel: string; entity: string }) => e.actorLabel === admin.email && e.entity === 'staff')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await api('GET', `/api/admin/audit?from=${today}&to=${today}`)).json().total).toBeGreaterThan(0);
    expect((await api('GET', '/api/admin/audit?to=2020-01-01')).json()).toEqual({ data: [], total: 0 });
    expect((await api('GET', '/api/admin/audit?from=yesterday')).statusCode).toBe(400);
  });

  it('is filtered by one of the actions the log can hold (entity and action)', async () => {
    const roles = (await api('GET', '/api/admin/audit?action=staff.change_role')).json();
    expect(roles.total).toBeGreaterThanOrEqual(1);
    expect(roles.data.every((e: { entity: string; action: string }) => e.entity === 'staff' && e.action === 'change_role')).toBe(true);
    expect((await api('GET', '/api/admin/audit?action=api_token.revoke')).json().data.every((e: { entity: string }) => e.entity === 'api_token')).toBe(true);
    const unknown = await api('GET', '/api/admin/audit?action=staff.explode', undefined, 'fr-CA');
    expect(unknown.statusCode).toBe(400);
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const before = await count('audit_log');
    await expect(t.db.pool.query(`update audit_log set action = 'forged'`)).rejects.toThrow(/append-only/);
    await expect(t.db.pool.query('delete from audit_log')).rejects.toThrow(/append-only/);
    await expect(t.db.pool.query('truncate audit_log')).rejects.toThrow(/append-only/);
    expect(await count('audit_log')).toBe(before);
    expect(await count(`audit_log where action = 'forged'`)).toBe(0);
  });
});
