import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAID_BROWSER_MINUTES } from '@portal/domain/my-registration/links';

/**
 * The proof that this browser just paid for a registration (issue 50 item 3): the payment's answer
 * sets it, the 'All set!' page's button (page-link.ts) asks for it. Stateless, so any instance can
 * check it: the registration's id and an expiry, signed with APP_SECRET under a purpose of its own
 * (a value signed for anything else never passes). HttpOnly (no script reads it), SameSite=Strict
 * (no other site's page sends it), sent only to the button's route. One a browser: a second
 * payment in the same browser replaces the first one's, which then takes the mailed way.
 */
export const PAID_BROWSER_COOKIE = 'paid_registration';
const COOKIE_PATH = '/api/confirmation/';
const PURPOSE = 'my-registration:paid-browser';

function mac(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${body}`).digest('base64url');
}

/** The cookie's value for a registration, valid until `expiresAt` (tests sign expired ones with it). */
export function paidBrowserValue(secret: string, registrationId: string, expiresAt: Date): string {
  const body = `${registrationId}.${expiresAt.getTime()}`;
  return `${body}.${mac(secret, body)}`;
}

/** Whether a cookie's value proves this registration's payment in this browser now. */
export function provesPaidBrowser(secret: string, value: unknown, registrationId: string, now = new Date()): boolean {
  if (typeof value !== 'string' || value.length > 200) return false;
  const [id, expires, sig, ...rest] = value.split('.');
  if (rest.length || !id || !expires || !sig || id !== registrationId) return false;
  const expected = Buffer.from(mac(secret, `${id}.${expires}`));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  return Number(expires) > now.getTime();
}

/** Set on the answer that says a registration is paid (POST /api/payment/). */
export function rememberPaidBrowser(reply: FastifyReply, secret: string, secure: boolean, registrationId: string, now = new Date()): void {
  const expiresAt = new Date(now.getTime() + PAID_BROWSER_MINUTES * 60_000);
  reply.setCookie(PAID_BROWSER_COOKIE, paidBrowserValue(secret, registrationId, expiresAt), {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: PAID_BROWSER_MINUTES * 60,
  });
}

/** The proof this request carries for a registration. */
export function requestProvesPaid(req: FastifyRequest, secret: string, registrationId: string): boolean {
  return provesPaidBrowser(secret, req.cookies[PAID_BROWSER_COOKIE], registrationId);
}
