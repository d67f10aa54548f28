import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../src/features/staff/login-limits';
import { cookieOf, currentCode, newStaff, type TestStaff } from './helpers/staff-fixtures';
import { createTestApp, createTestAppOn, type TestApp } from './helpers/test-app';

/** Failed sign-ins are counted in PostgreSQL: two server instances on one database share one limit. */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  const url = (a.db.pool as unknown as { options: { connectionString: string } }).options.connectionString;
  b = await createTestAppOn(url);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const login = (t: TestApp, s: { email: string }, password: string, ip: string) =>
  t.call({ method: 'POST', url: '/api/admin/auth/login', payload: { email: s.email, password }, remoteAddress: ip });

describe('log-in limits across instances', () => {
  it('locks an account after 5 failures spread over two instances, even with the right password, and not its neighbour', async () => {
    const victim: TestStaff = await newStaff(a, 'operations');
    const other: TestStaff = await newStaff(a, 'operations');
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      const res = await login(i % 2 ? a : b, victim, 'wrong password guess', `198.51.100.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const locked = await login(a, victim, victim.password, '198.51.100.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe('Too many attempts: wait 15 minutes and try again');
    expect((await login(b, victim, victim.password, '198.51.100.98')).statusCode).toBe(429);
    expect((await login(b, other, other.password, '198.51.100.99')).statusCode).toBe(200);
  });

  it('wrong codes count too: the code step is refused once the account is locked', async () => {
    const s = await newStaff(a, 'viewer');
    const pending = cookieOf(await login(a, s, s.password, '203.0.113.50'), 'portal_staff_pending');
    const good = await currentCode(s.secret);
    const bad = good === '000000' ? '111111' : '000000';
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      const t = i % 2 ? a : b;
      expect((await t.call({ method: 'POST', url: '/api/admin/auth/code', payload: { code: bad }, cookies: { portal_staff_pending: pending! }, remoteAddress: '203.0.113.50' })).statusCode).toBe(401);
    }
    const res = await a.call({ method: 'POST', url: '/api/admin/auth/code', payload: { code: good }, cookies: { portal_staff_pending: pending! }, remoteAddress: '203.0.113.50' });
    expect(res.statusCode).toBe(429);
  });

  it('locks an address after its limit of failures over many accounts, on both instances', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
      expect((await login(i % 2 ? a : b, { email: `guess${i}@example.com` }, 'wrong password guess', ip)).statusCode).toBe(401);
    }
    const s = await newStaff(a, 'educator');
    expect((await login(a, s, s.password, ip)).statusCode).toBe(429);
    expect((await login(b, s, s.password, '192.0.2.78')).statusCode).toBe(200);
  });
});
