import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, currentCode, newStaff, signIn, type TestStaff } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Back-office sign-in: password then TOTP or a recovery code; session cookie, idle timeout, sign-out everywhere. */
let t: TestApp;
let admin: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await newStaff(t, 'administrator');
});
afterAll(() => t.close());

const me = (cookies: Record<string, string>) => t.call({ method: 'GET', url: '/api/admin/auth/me', cookies });
const login = (email: string, password: string) => t.call({ method: 'POST', url: '/api/admin/auth/login', payload: { email, password } });
const code = (pending: string | undefined, value: string) =>
  t.call({ method: 'POST', url: '/api/admin/auth/code', payload: { code: value }, cookies: pending ? { portal_staff_pending: pending } : {} });
const forgetLastStep = (s: TestStaff) => t.db.pool.query('update staff_users set totp_last_step = null where id = $1', [s.id]);

describe('sign-in', () => {
  it('password then TOTP gives an HttpOnly, SameSite=Strict session cookie for the whole site; the pending step alone grants nothing', async () => {
    await forgetLastStep(admin);
    const first = await login(admin.email.toUpperCase(), admin.password);
    expect(first.statusCode).toBe(200);
    const pending = cookieOf(first, 'portal_staff_pending')!;
    expect((await me({ portal_staff: pending })).statusCode).toBe(401);
    const second = await code(pending, await currentCode(admin.secret));
    expect(second.statusCode).toBe(200);
    const cookie = second.cookies.find((c) => c.name === 'portal_staff')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const who = await me({ portal_staff: cookie.value });
    expect(who.json()).toMatchObject({ email: admin.email, role: 'administrator' });
    const stored = (await t.db.pool.query('select token_hash from staff_sessions')).rows.map((r) => r.token_hash);
    expect(stored).not.toContain(cookie.value);
  });

  it('Secure cookies in production mode', async () => {
    const { createTestAppOn } = await import('./helpers/test-app');
    const url = (t.db.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const prod = await createTestAppOn(url, { NODE_ENV: 'production', APP_SECRET: 'q7Vd2mK9xZ4pR1tL8wN3bF6hJ0cY5sGeUaTiOkMnBvQr', PUBLIC_URL: 'https://p.example.org', ALLOW_SANDBOX_PAYMENTS: 'true', SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const res = await prod.call({ method: 'POST', url: '/api/admin/auth/login', payload: { email: admin.email, password: admin.password } });
      expect(res.cookies.find((c) => c.name === 'portal_staff_pending')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
    } finally {
      await prod.close();
    }
  });

  it('refuses a wrong password and an unknown e-mail alike, without a pending session', async () => {
    const wrong = await login(admin.email, 'not the right password');
    const unknown = await login('nobody@example.com', 'not the right password');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('The e-mail or password is not right');
      expect(cookieOf(res, 'portal_staff_pending')).toBeUndefined();
    }
  });

  it('refuses a wrong code, a replayed code and a code without the password step', async () => {
    await forgetLastStep(admin);
    const pending = cookieOf(await login(admin.email, admin.password), 'portal_staff_pending');
    const good = await currentCode(admin.secret);
    const bad = await code(pending, good === '000000' ? '111111' : '000000');
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error).toBe('This code is not right or was already used');
    expect((await code(pending, good)).statusCode).toBe(200);
    const again = cookieOf(await login(admin.email, admin.password), 'portal_staff_pending');
    expect((await code(again, good)).statusCode).toBe(401);
    expect((await code(undefined, good)).json().code).toBe('loginExpired');
  });

  it('a recovery code signs in once', async () => {
    const user = await newStaff(t, 'viewer');
    const [recovery] = user.recoveryCodes;
    const first = await code(cookieOf(await login(user.email, user.password), 'portal_staff_pending'), recovery.toUpperCase());
    expect(first.statusCode).toBe(200);
    const second = await code(cookieOf(await login(user.email, user.password), 'portal_staff_pending'), recovery);
    expect(second.statusCode).toBe(401);
    expect((await t.db.pool.query('select cardinality(recovery_code_hashes) as n from staff_users where id = $1', [user.id])).rows[0].n).toBe(9);
  });
});

describe('sessions', () => {
  it('end after 30 idle minutes; each request slides the window', async () => {
    const cookies = await signIn(t, admin);
    const age = (minutes: number) => t.db.pool.query(`update staff_sessions set last_seen_at = now() - $2 * interval '1 minute' where staff_id = $1`, [admin.id, minutes]);
    await age(29);
    expect((await me(cookies)).statusCode).toBe(200);
    await age(31);
    const idle = await me(cookies);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toMatchObject({ code: 'signInRequired' });
  });

  it('end at their absolute limit even when active', async () => {
    const cookies = await signIn(t, admin);
    await t.db.pool.query(`update staff_sessions set expires_at = now() - interval '1 second' where staff_id = $1`, [admin.id]);
    expect((await me(cookies)).statusCode).toBe(401);
  });

  it('sign out ends this session; sign out everywhere ends all of them and is audited', async () => {
    const person = await newStaff(t, 'operations');
    const a = await signIn(t, person);
    const b = await signIn(t, person);
    const c = await signIn(t, person);
    const out = await t.call({ method: 'POST', url: '/api/admin/auth/logout', cookies: a });
    expect(out.statusCode).toBe(204);
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(200);
    const everywhere = await t.call({ method: 'POST', url: '/api/admin/auth/logout-everywhere', cookies: b });
    expect(everywhere.json()).toEqual({ sessionsEnded: 2 });
    expect((await me(b)).statusCode).toBe(401);
    expect((await me(c)).statusCode).toBe(401);
    const audit = (await t.db.pool.query(`select * from audit_log where action = 'sign_out_everywhere' and actor_id = $1`, [person.id])).rows;
    expect(audit[0].after).toEqual({ sessionsEnded: 2 });
  });

  it('writes without the XSRF header are refused before the session is looked at', async () => {
    const cookies = await signIn(t, admin);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout-everywhere', cookies });
    expect(res.statusCode).toBe(403);
    expect((await me(cookies)).statusCode).toBe(200);
  });
});
