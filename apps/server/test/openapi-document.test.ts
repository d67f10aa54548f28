import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { $ZodType } from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';
import { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from '@portal/domain/webhooks/events';
import { docKey, documentPath, isApiRoute, ROUTE_DOCS } from '../src/platform/openapi/route-transform';
import { bodyChecker, fetchDocument, operation, validateDocument, type OpenApiDocument } from './helpers/openapi-document';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The OpenAPI document (platform/openapi): valid OpenAPI 3.1, and every API route in it, walked
 * from the routes the app registers (BuildOptions.onRoute), not from a list kept by hand.
 */
let t: TestApp;
let document: OpenApiDocument;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { onRoute: (route) => { routes.push(route); } });
  document = await fetchDocument(t);
});
afterAll(() => t.close());

const methodsOf = (route: RouteOptions) => [route.method].flat().filter((m) => m !== 'HEAD');

/** Every registered API route (method and path) that the document leaves out or leaves unexplained. */
function undocumented(all: readonly RouteOptions[], doc: OpenApiDocument): string[] {
  return all.filter((r) => isApiRoute(r.url)).flatMap((r) =>
    methodsOf(r)
      .filter((m) => {
        const op = doc.paths[documentPath(r.url)]?.[m.toLowerCase()];
        return !op || !op.summary || !op.tags?.length;
      })
      .map((m) => `${m} ${r.url}`),
  );
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 (and the validator refuses a broken one)', async () => {
    const result = await validateDocument(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\.1\./);
    // Control: the same document with a parameter that does not say where it goes is refused.
    const broken = structuredClone(document);
    broken.paths['/api/events/'].get.parameters = [{ name: 'country' } as { name: string; in: string }];
    expect((await validateDocument(broken)).valid).toBe(false);
  });

  it('says a date or a time by its format, without the regular expression zod checks it with', () => {
    const dates: Record<string, unknown>[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (schema.format === 'date-time' || schema.format === 'date') dates.push(schema);
      Object.values(schema).forEach(walk);
    };
    walk(document);
    expect(dates.length).toBeGreaterThan(100);
    expect(dates.filter((s) => 'pattern' in s)).toEqual([]);
  });

  it('documents every API route, with a summary and a tag', () => {
    const api = routes.filter((r) => isApiRoute(r.url)).flatMap((r) => methodsOf(r).map((m) => `${m} ${r.url}`));
    const hidden = routes.filter((r) => !isApiRoute(r.url) && methodsOf(r).length).map((r) => `${methodsOf(r).join(',')} ${r.url}`);
    const missing = undocumented(routes, document);
    console.log(`OpenAPI coverage: ${api.length - missing.length}/${api.length} API routes documented; ${hidden.length} routes are not API (pages, files, /healthz, dev fixtures, the docs): ${hidden.join(' ')}`);
    expect(missing).toEqual([]);
    expect(api.length).toBeGreaterThan(100);
    // Control: a route removed from the document is reported.
    const without = structuredClone(document);
    delete without.paths['/api/contact-us/'];
    expect(undocumented(routes, without)).toEqual(['POST /api/contact-us/']);
  });

  it('has no summary for a route that does not exist (the two cannot drift apart)', () => {
    const registered = new Set(routes.filter((r) => isApiRoute(r.url)).flatMap((r) => methodsOf(r).map((m) => docKey({ method: m, url: r.url }))));
    expect([...ROUTE_DOCS.keys()].filter((key) => !registered.has(key))).toEqual([]);
  });

  it('keeps the pages, files, health check and dev fixtures out', () => {
    const paths = Object.keys(document.paths);
    expect(paths.filter((p) => !p.startsWith('/api/') || p.startsWith('/api/dev/') || p.startsWith('/api/docs'))).toEqual([]);
    expect(paths).not.toContain('/healthz');
    expect(paths).not.toContain('/api/openapi.json');
  });

  it('secures each route as its hooks do', () => {
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['apiToken', 'staffSession', 'xsrfCookie', 'xsrfHeader']);
    expect(operation(document, '/api/events/', 'GET').security).toEqual([]);
    expect(operation(document, '/api/contact-us/', 'POST').security).toEqual([{ xsrfCookie: [], xsrfHeader: [] }]);
    expect(operation(document, '/api/admin/sessions', 'GET').security).toEqual([{ staffSession: [] }]);
    expect(operation(document, '/api/admin/sessions', 'POST').security).toEqual([{ staffSession: [], xsrfCookie: [], xsrfHeader: [] }]);
    expect(operation(document, '/api/admin/auth/login', 'POST').security).toEqual([{ xsrfCookie: [], xsrfHeader: [] }]);
    expect(operation(document, '/api/attendance', 'POST').security).toEqual([{ apiToken: [] }]);
  });

  it('answers every failure with the one error shape, declared once', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect(op.responses['5XX'], `${method} ${path}`).toEqual({ $ref: '#/components/responses/ServerError' });
        expect(op.responses['4XX'], `${method} ${path}`).toEqual({ $ref: '#/components/responses/ClientError' });
      }
    }
    for (const response of Object.values(document.components.responses)) {
      expect(response.content?.['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    }
  });

  it('gives request examples that the route itself accepts', () => {
    const check = bodyChecker(document);
    const withExamples = [...ROUTE_DOCS].filter(([, { doc }]) => doc.example !== undefined);
    expect(withExamples.length).toBeGreaterThanOrEqual(3);
    for (const [key, { doc }] of withExamples) {
      const route = routes.find((r) => methodsOf(r).some((m) => docKey({ method: m, url: r.url }) === key))!;
      const schema = (doc.body ?? (route.schema as { body: $ZodType }).body) as $ZodType;
      expect(safeParse(schema, doc.example).success, key).toBe(true);
      const [method, path] = key.split(' ');
      const media = operation(document, path, method).requestBody!.content['application/json'];
      expect(media.example, key).toEqual(doc.example);
      expect(check(media.schema, media.example), key).toEqual([]);
    }
  });

  it('lists every webhook event with its payload schema', () => {
    expect(Object.keys(document.webhooks ?? {}).sort()).toEqual([...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT].sort());
    const paid = document.webhooks!['registration.paid'].post;
    expect(paid.parameters?.map((p) => p.name)).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
    const schema = paid.requestBody!.content['application/json'].schema as { properties: Record<string, unknown>; required: string[] };
    expect(schema.required).toEqual(expect.arrayContaining(['type', 'version', 'timestamp', 'data']));
  });

  it('has one operation id per operation', () => {
    const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => (op as { operationId?: string }).operationId));
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
