import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import type { StaffRole } from '@portal/domain/staff/roles';
import type { TestApp } from './test-app';

/**
 * Staff accounts for the back-office tests, made the way people make them: a set-up link (the
 * development fixture does what `npm run admin:create` does), a password, an authenticator code
 * computed with otplib from the secret the set-up step shows.
 */
export interface TestStaff {
  id: string;
  email: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
  role: StaffRole;
}

let n = 0;
export const PASSWORD = 'a long and unusual passphrase 42';

export function cookieOf(res: LightMyRequestResponse, name: string): string | undefined {
  return res.cookies.find((c) => c.name === name)?.value;
}

export const tokenOfLink = (link: string) => new URL(link).searchParams.get('token')!;

export async function setupLink(t: TestApp, role: StaffRole, email = `staff.${Date.now()}.${++n}@example.com`) {
  const res = await t.call({ method: 'POST', url: '/api/dev/staff', payload: { email, role } });
  if (res.statusCode !== 200) throw new Error(`fixture: ${res.statusCode} ${res.body}`);
  return { ...(res.json() as { id: string; link: string }), email };
}

/** A code for the next 30-second step: accepted (one step of drift) and never the step set-up just used. */
export const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
export const currentCode = (secret: string) => generate({ secret });

export async function completeSetup(t: TestApp, token: string, password = PASSWORD) {
  const chosen = await t.call({ method: 'POST', url: '/api/admin/setup/password', payload: { token, password } });
  if (chosen.statusCode !== 200) throw new Error(`setup password: ${chosen.statusCode} ${chosen.body}`);
  const { secret } = chosen.json() as { secret: string };
  const confirmed = await t.call({ method: 'POST', url: '/api/admin/setup/confirm', payload: { token, code: await currentCode(secret) } });
  if (confirmed.statusCode !== 200) throw new Error(`setup confirm: ${confirmed.statusCode} ${confirmed.body}`);
  return { secret, recoveryCodes: (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes };
}

export async function newStaff(t: TestApp, role: StaffRole): Promise<TestStaff> {
  const { id, link, email } = await setupLink(t, role);
  const { secret, recoveryCodes } = await completeSetup(t, tokenOfLink(link));
  return { id, email, password: PASSWORD, secret, recoveryCodes, role };
}

/**
 * Signs in (password, then a code) and returns the session cookie. Each code is good once, so the
 * account's last used step is forgotten first: tests sign the same person in several times a minute.
 */
export async function signIn(t: TestApp, staff: TestStaff, ip = '127.0.0.1'): Promise<Record<string, string>> {
  await t.db.pool.query('update staff_users set totp_last_step = null where id = $1', [staff.id]);
  const login = await t.call({ method: 'POST', url: '/api/admin/auth/login', payload: { email: staff.email, password: staff.password }, remoteAddress: ip });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  const pending = cookieOf(login, 'portal_staff_pending')!;
  const code = await t.call({ method: 'POST', url: '/api/admin/auth/code', payload: { code: await currentCode(staff.secret) }, cookies: { portal_staff_pending: pending }, remoteAddress: ip });
  if (code.statusCode !== 200) throw new Error(`code: ${code.statusCode} ${code.body}`);
  return { portal_staff: cookieOf(code, 'portal_staff')! };
}
