import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyChecker, documentedSchema, fetchDocument, operation, type OpenApiDocument, type Operation } from './helpers/openapi-document';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * An integrator's first calls, made only from what the document says: the path, the method, the
 * required parameters, the example body, the credentials its security names (cookie and header
 * names from its security schemes), and the answer checked against the documented schema of its status.
 */
let t: TestApp;
let document: OpenApiDocument;
let check: ReturnType<typeof bodyChecker>;

beforeAll(async () => {
  t = await createTestApp();
  document = await fetchDocument(t);
  check = bodyChecker(document);
});
afterAll(() => t.close());

/** The credentials an operation's security asks for, filled from what the caller holds, by scheme. */
function credentials(op: Operation, held: Record<string, string>) {
  const headers: Record<string, string> = {};
  const cookies: Record<string, string> = {};
  for (const name of Object.keys(op.security?.[0] ?? {})) {
    const scheme = document.components.securitySchemes[name];
    if (!(name in held)) continue;
    if (scheme.in === 'cookie') cookies[scheme.name!] = held[name];
    else if (scheme.in === 'header') headers[scheme.name!] = held[name];
  }
  return { headers, cookies };
}

/** Calls the documented operation (no path parameter is filled in: the three calls need none). */
async function call(path: string, method: string, held: Record<string, string>, payload?: unknown) {
  const op = operation(document, path, method);
  const required = (op.parameters ?? []).filter((p) => p.required);
  expect(required, `${method} ${path} has required parameters this test does not fill`).toEqual([]);
  const res = await t.app.inject({ method: method as InjectOptions['method'], url: path, ...credentials(op, held), ...(payload === undefined ? {} : { payload: payload as object }) });
  return { op, res };
}

/** An XSRF token as the document says to get one (GET /api/csrf), for both halves of the pair. */
async function xsrf() {
  const res = await t.app.inject({ url: '/api/csrf' });
  const token = (res.json() as { token: string }).token;
  return { xsrfCookie: token, xsrfHeader: token };
}

describe('three routes called as the document describes them', () => {
  it('GET /api/tc: 200 with the documented terms', async () => {
    const { op, res } = await call('/api/tc', 'GET', {});
    expect(op.security).toEqual([]);
    expect(res.statusCode).toBe(200);
    expect(check(documentedSchema(document, op, 200), res.json())).toEqual([]);
    // Control: the checker sees an answer that does not match.
    expect(check(documentedSchema(document, op, 200), { ...(res.json() as object), sections: 'none' })).not.toEqual([]);
  });

  it('POST /api/contact-us/: the example is accepted (201); a broken example is the documented 400 shape', async () => {
    const op = operation(document, '/api/contact-us/', 'POST');
    const example = op.requestBody!.content['application/json'].example as Record<string, unknown>;
    const held = await xsrf();

    const accepted = await call('/api/contact-us/', 'POST', held, example);
    expect(accepted.res.statusCode).toBe(201);
    expect(check(documentedSchema(document, op, 201), accepted.res.json())).toEqual([]);

    const refused = await call('/api/contact-us/', 'POST', held, { ...example, email: 'not an address' });
    expect(refused.res.statusCode).toBe(400);
    const body = refused.res.json() as { errors: string[]; fields: Record<string, string> };
    expect(check(documentedSchema(document, op, 400), body)).toEqual([]);
    expect(Object.keys(body.fields)).toEqual(['email']);

    // Without the XSRF pair its security names: the documented 403.
    const forbidden = await call('/api/contact-us/', 'POST', {}, example);
    expect(forbidden.res.statusCode).toBe(403);
    expect(check(documentedSchema(document, op, 403), forbidden.res.json())).toEqual([]);
  });

  it('GET /api/admin/auth/me: the signed-in staff member with a session; the documented 401 without', async () => {
    const staff = await newStaff(t, 'operations');
    const session = (await signIn(t, staff)).portal_staff;
    const { op, res } = await call('/api/admin/auth/me', 'GET', { staffSession: session });
    expect(op.security).toEqual([{ staffSession: [] }]);
    expect(res.statusCode).toBe(200);
    expect(check(documentedSchema(document, op, 200), res.json())).toEqual([]);
    expect(res.json()).toMatchObject({ id: staff.id, email: staff.email, role: 'operations' });
    expect(check(documentedSchema(document, op, 200), { ...(res.json() as object), role: 'owner' })).not.toEqual([]);

    const anonymous = await call('/api/admin/auth/me', 'GET', {});
    expect(anonymous.res.statusCode).toBe(401);
    expect(check(documentedSchema(document, op, 401), anonymous.res.json())).toEqual([]);
  });
});
