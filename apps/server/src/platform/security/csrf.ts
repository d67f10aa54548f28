import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError, CSRF_REFUSED } from '@portal/domain/errors/app-error';
import { isPublicRead } from '../public-read';

/**
 * Double-submit CSRF protection with a signed token: the server sets XSRF-TOKEN (readable by the
 * web app), the web app echoes it in X-XSRF-TOKEN. A state-changing request whose header does not
 * match a validly signed cookie gets 403. Routes may opt out with `config: { csrf: false }`.
 */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    csrf?: boolean;
  }
}

/** The token this request's browser holds once the response arrives (set by the hook below). */
const tokens = new WeakMap<FastifyRequest, string>();

export function signCsrfToken(secret: string, nonce = randomBytes(18).toString('base64url')): string {
  return `${nonce}.${mac(secret, nonce)}`;
}

export function isValidCsrfToken(secret: string, token: unknown): token is string {
  if (typeof token !== 'string' || token.length > 200) return false;
  const [nonce, sig] = token.split('.');
  if (!nonce || !sig) return false;
  return safeEqual(sig, mac(secret, nonce));
}

function mac(secret: string, nonce: string) {
  return createHmac('sha256', secret).update(`csrf:${nonce}`).digest('base64url');
}

function safeEqual(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The token is handed out by API responses (and /healthz, which scripts call first), never with a
 * page or a file: those carry no Set-Cookie, so a CDN may keep them. The web app asks
 * `GET /api/csrf` for one before its first write when it has none yet.
 */
export const CSRF_PATH = '/api/csrf';
const handsOutToken = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/healthz');

export default fp(async function csrf(app: FastifyInstance, opts: { secret: string; secure: boolean }) {
  // Callback style: no promise for the requests it lets through at once (public reads, pages, files).
  app.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    if (SAFE_METHODS.has(req.method) && (isPublicRead(req) || !handsOutToken(req.url))) return done();
    const cookie = req.cookies[CSRF_COOKIE];
    const valid = isValidCsrfToken(opts.secret, cookie);
    const token = valid ? cookie! : signCsrfToken(opts.secret);
    // By route, not by URL: `/api/csrf?anything` answered `{}` without the token (found by the answer check).
    if (req.routeOptions.url === CSRF_PATH) tokens.set(req, token);
    if (!valid) {
      reply.setCookie(CSRF_COOKIE, token, {
        path: '/',
        sameSite: 'lax',
        secure: opts.secure,
        httpOnly: false,
      });
    }
    if (SAFE_METHODS.has(req.method) || req.routeOptions.config?.csrf === false) return done();
    const header = req.headers[CSRF_HEADER];
    if (!valid || typeof header !== 'string' || !safeEqual(header, cookie!)) {
      // The code lets the web app tell this refusal from a permission one (see api-client.ts).
      return done(new AppError(403, 'errors:forbidden', {}, CSRF_REFUSED));
    }
    done();
  });
  // The hook above sets the cookie when the request has no valid one. The body names the token the
  // browser holds once this response arrives: the web app echoes that in its header rather than
  // `document.cookie`, which Chromium may still show stale right after another response replaced it.
  const answer = z.object({ token: z.string().describe('Echo it in the X-XSRF-TOKEN header on writes.') }).describe('The XSRF token the browser holds once this answer arrives (also set as the XSRF-TOKEN cookie when it had none).');
  app.get(CSRF_PATH, { schema: { response: { 200: answer } } }, async (req) => ({ token: tokens.get(req) }));
}, { name: 'csrf', dependencies: ['@fastify/cookie'] });
