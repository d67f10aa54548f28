import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '@portal/domain/errors/app-error';
import { MSG, emailField, requiredText } from '@portal/domain/http/validation';
import { BODY_LIMIT } from '../src/app';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The API conventions every feature route follows, checked on probe routes built the same way. */
const logs: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, {
    logStream: { write: (line) => void logs.push(line) },
    extend: async (app) => {
      const r = app.withTypeProvider<ZodTypeProvider>();
      // The probes declare their answers like every API route (answers are checked in tests).
      const probed = z.object({ ok: z.boolean(), email: z.string().optional() }).describe('The probe answered');
      r.post('/api/probe', { schema: { body: z.object({ name: requiredText(), email: emailField() }), response: { 200: probed } } }, async (req) => ({ ok: true, email: req.body.email }));
      r.get('/api/probe/crash', async () => {
        throw new Error('connection string postgres://secret@db/internal leaked?');
      });
      r.get('/api/probe/gone', async () => {
        throw new AppError(404, 'errors:notFound');
      });
      r.get('/api/probe/email/:email', { schema: { response: { 200: probed } } }, async () => ({ ok: true }));
    },
  });
});
afterAll(() => t.close());

describe('CSRF', () => {
  it('rejects a state-changing request without the token with 403 and issues a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/probe', payload: { name: 'A', email: 'a@b.co' } });
    expect(res.statusCode).toBe(403);
    // The code tells the web app nothing ran, so it may send the write again (api-client.ts).
    expect(res.json()).toEqual({ error: 'Your session has expired. Please reload the page and try again', code: 'csrf' });
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('rejects a forged token even when cookie and header match', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/probe', payload: { name: 'A', email: 'a@b.co' },
      headers: { 'x-xsrf-token': 'forged.token' }, cookies: { 'XSRF-TOKEN': 'forged.token' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('rejects a header that differs from the cookie', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/healthz' });
    const token = first.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    const res = await t.app.inject({
      method: 'POST', url: '/api/probe', payload: { name: 'A', email: 'a@b.co' },
      headers: { 'x-xsrf-token': `${token}x` }, cookies: { 'XSRF-TOKEN': token },
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts the issued token echoed in the header', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/healthz' });
    const token = first.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    const res = await t.app.inject({
      method: 'POST', url: '/api/probe', payload: { name: 'A', email: ' A@B.CO ' },
      headers: { 'x-xsrf-token': token }, cookies: { 'XSRF-TOKEN': token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, email: 'a@b.co' });
  });
});

describe('validation errors', () => {
  it.each([
    ['en', 'All fields are required', 'Please enter a valid email address'],
    ['en-CA', 'All fields are required', 'Please enter a valid email address'],
    ['fr-CA', 'Tous les champs sont obligatoires', 'Veuillez entrer une adresse courriel valide'],
  ])('answers in %s with the errors list and the fields', async (locale, required, email) => {
    const res = await t.call({ method: 'POST', url: '/api/probe', payload: { name: '', email: 'nope' }, locale });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [required, email], fields: { name: required, email } });
  });

  it('prefers the locale parameter over the cookie', async () => {
    const res = await t.call({ method: 'POST', url: '/api/probe?locale=fr-CA', payload: {}, locale: 'en' });
    expect(res.json().errors).toEqual(['Tous les champs sont obligatoires']);
  });

  it('answers malformed JSON with a clear 400', async () => {
    const res = await t.call({ method: 'POST', url: '/api/probe', payload: '{"name": ', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request could not be read' });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.call({ method: 'POST', url: '/api/probe', payload: { name: 'x'.repeat(BODY_LIMIT), email: 'a@b.co' } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'The request is too large' });
  });

  it('answers wrong types with the localized message', async () => {
    const res = await t.call({ method: 'POST', url: '/api/probe', payload: { name: 42, email: ['a'] }, locale: 'fr-CA' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['Tous les champs sont obligatoires']);
  });

  it('answers a non-JSON content type with 415', async () => {
    const res = await t.call({ method: 'POST', url: '/api/probe', payload: 'name=a', headers: { 'content-type': 'text/plain' } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'The request must be sent as JSON' });
  });

  it('uses catalog keys for messages', () => {
    expect(MSG.required).toBe('errors:validation.required');
  });
});

describe('errors', () => {
  it('hides internals of a 5xx behind the generic text and logs the error', async () => {
    const res = await t.call({ method: 'GET', url: '/api/probe/crash', locale: 'fr-CA' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('postgres');
    expect(res.json()).toEqual({ error: 'Un problème est survenu de notre côté, veuillez réessayer dans un petit moment', reference: expect.any(String) });
    expect(logs.some((l) => l.includes('unexpected error'))).toBe(true);
  });

  it('answers an AppError with its catalog text', async () => {
    const res = await t.call({ method: 'GET', url: '/api/probe/gone' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'The requested item was not found' });
  });

  it('answers a malformed URL with the JSON shape', async () => {
    const res = await t.call({ method: 'GET', url: '/api/probe/email/%E0%A4%A', locale: 'fr-CA' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "Cette adresse n'est pas valide. Veuillez vérifier le lien et réessayer" });
  });

  it('routes a long e-mail address in a path', async () => {
    const res = await t.call({ method: 'GET', url: `/api/probe/email/${'a'.repeat(200)}@example.com` });
    expect(res.statusCode).toBe(200);
  });

  it('answers an unknown API path with the JSON shape', async () => {
    const res = await t.call({ method: 'GET', url: '/api/nothing-here', locale: 'fr-CA' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "L'élément demandé est introuvable" });
  });
});

describe('security headers', () => {
  it('are on every response', async () => {
    for (const url of ['/healthz', '/api/nothing-here', '/']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      if (url.startsWith('/api/')) expect(csp).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
      else expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      if (!url.startsWith('/api/')) expect(csp).toContain("frame-ancestors 'self'");
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('let only the back office compile WebAssembly (the check-in screen\'s QR reader), never run eval', async () => {
    const csp = async (url: string) => String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
    expect(await csp('/admin/sessions/x/check-in')).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;| )/);
    for (const url of ['/', '/registration', '/provider/schedule']) expect(await csp(url)).not.toContain('wasm-unsafe-eval');
    expect(await csp('/admin/')).not.toMatch(/'unsafe-eval'/);
  });

  it('pages carry the document headers too; API answers only those that apply to a resource', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    for (const url of ['/api/nothing-here', '/api/events/']) {
      const api = await t.app.inject({ method: 'GET', url });
      expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      for (const documentOnly of ['x-frame-options', 'cross-origin-opener-policy', 'x-xss-protection', 'origin-agent-cluster']) {
        expect(api.headers[documentOnly], `${documentOnly} on ${url}`).toBeUndefined();
      }
    }
  });
});

describe('health', () => {
  it('answers liveness without the database, readiness with it', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    // The workers start in the background once the app is ready (a load balancer polls, as here).
    let ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    await expect.poll(async () => (ready = await t.app.inject({ method: 'GET', url: '/readyz' })).json(), { timeout: 15_000 }).toMatchObject({ status: 'ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { instance: 'ready', database: 'ok', migrations: 'ok' } });
  });
});

describe('logs', () => {
  it('never carry full e-mail addresses, cookies or tokens', async () => {
    await t.call({ method: 'GET', url: '/api/probe/email/jane.doe@example.com?token=abc123secret' });
    const all = logs.join('\n');
    expect(all).toContain('j***@example.com');
    expect(all).not.toContain('jane.doe@example.com');
    expect(all).not.toContain('abc123secret');
    expect(all).not.toMatch(/XSRF-TOKEN=[\w-]+\./);
  });

  it('hold one line per answered request: id, method, masked URL, status and time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/email/zed.lee@example.org?token=s3cret' });
    const line = logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'request completed' && l.req?.url?.includes('z***@example.org'));
    expect(line).toMatchObject({ level: 30, reqId: line.req.id, req: { method: 'GET', url: '/api/probe/email/z***@example.org?token=…' }, res: { statusCode: res.statusCode } });
    expect(line.responseTime).toBeGreaterThan(0);
  });
});
