import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyChecker, fetchDocument, type OpenApiDocument } from './helpers/openapi-document';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * What the document promises about answers: every operation says what a success returns (its
 * status, and its body or file), nothing is left at @fastify/swagger's "Default Response", and
 * every example it gives is a valid answer. That each route keeps these promises is checked on
 * every answer in development and tests (platform/answers/answer-check.ts), and walked route by
 * route in public-route-answers.test.ts and admin-route-roles.test.ts.
 */
let t: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  document = await fetchDocument(t);
});
afterAll(() => t.close());

type Answer = { description?: string; $ref?: string; content?: Record<string, { schema?: object; example?: unknown; examples?: unknown }> };
const operations = (doc: OpenApiDocument) =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, responses: op.responses as Record<string, Answer> })));

/** Operations whose success answer is missing or undescribed. */
function undeclared(doc: OpenApiDocument): string[] {
  return operations(doc).flatMap(({ key, responses }) => {
    const success = Object.entries(responses).filter(([status]) => /^[23]/.test(status));
    if (success.length === 0) return [`${key}: no success answer`];
    return success.filter(([, r]) => !r.description || r.description === 'Default Response').map(([status]) => `${key} ${status}: "Default Response"`);
  });
}

/** Every example in a success answer, with the schema it must satisfy. */
function examples(doc: OpenApiDocument) {
  return operations(doc).flatMap(({ key, responses }) =>
    Object.entries(responses).filter(([status]) => /^[23]/.test(status)).flatMap(([status, r]) =>
      Object.entries(r.content ?? {}).filter(([type]) => type.includes('json')).flatMap(([, media]) => {
        const schema = media.schema as { examples?: unknown[] } | undefined;
        // @fastify/swagger moves a schema's examples to the media type: one as `example`, several as `examples` ({ name: { value } }).
        const named = Object.values((media.examples ?? {}) as Record<string, { value: unknown }>).map((e) => e.value);
        const found = [...(schema?.examples ?? []), ...named, ...(media.example === undefined ? [] : [media.example])];
        return found.map((example) => ({ where: `${key} ${status}`, schema: schema!, example }));
      })));
}

describe('answers in the OpenAPI document', () => {
  it('declares a described success answer for every operation', () => {
    expect(undeclared(document)).toEqual([]);
    // Control: an operation left with @fastify/swagger's default is reported.
    const broken = structuredClone(document);
    broken.paths['/api/tc'].get.responses = { 200: { description: 'Default Response' } as object };
    expect(undeclared(broken)).toEqual(['GET /api/tc 200: "Default Response"']);
  });

  it('gives examples for the routes integrators use most, each a valid answer', () => {
    const check = bodyChecker(document);
    const all = examples(document);
    const where = new Set(all.map((e) => e.where.split(' ').slice(0, 2).join(' ')));
    for (const key of ['GET /api/events/', 'POST /api/register/', 'POST /api/attendance', 'POST /api/admin/sessions/{id}/check-in', 'GET /api/admin/webhook-endpoints']) {
      expect(where, key).toContain(key);
    }
    expect(all.flatMap(({ where, schema, example }) => check(schema, example).map((e) => `${where}: ${e}`))).toEqual([]);
    // Control: an example that breaks its schema is reported.
    const first = all[0];
    expect(check(first.schema, { ...(first.example as object), surely_not_declared: true })).not.toEqual([]);
  });
});
