import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOfferings } from '../src/features/offerings/seed';
import { seedScheduleOfferings } from '../src/features/schedule/seed';
import { documentPath, isApiRoute } from '../src/platform/openapi/route-transform';
import { bodyChecker, documentedSchema, fetchDocument, operation, type OpenApiDocument } from './helpers/openapi-document';
import { SAMPLES } from './helpers/public-route-samples';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Every public API route (each /api/ route outside /api/admin/, as registered), called with a
 * request that succeeds: it answers the success status the sample expects, that status is one
 * the document declares, and the answer matches the declaration. The app's answer check
 * (platform/answers/answer-check.ts) checks each answer as it is sent and records any mismatch;
 * bodies sent as bytes (the cached schedule and availability) it cannot read, so every JSON body
 * is also checked here against the document. A new public route needs a sample here.
 */
const routes: RouteOptions[] = [];
let t: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp({}, { onRoute: (r) => routes.push(r) });
  await seedOfferings(t.db);
  await seedScheduleOfferings(t.db);
  document = await fetchDocument(t);
});
afterAll(() => t.close());

const keysOf = (all: readonly RouteOptions[]) =>
  all
    .filter((r) => isApiRoute(r.url) && !r.url.startsWith('/api/admin/'))
    .flatMap((r) => [r.method].flat().filter((m) => m !== 'HEAD').map((m) => `${m} ${r.url}`));

/** Public routes with no sample request. */
const withoutSample = (all: readonly RouteOptions[]) => keysOf(all).filter((key) => !(key in SAMPLES));

const mediaType = (header: unknown) => String(header ?? '').split(';')[0].trim();
let address = 0;

describe('every public API route answers as its declaration says', () => {
  it('has a sample request for every public API route, and no sample for a route that does not exist', () => {
    const keys = keysOf(routes);
    expect(keys.length).toBeGreaterThanOrEqual(40);
    expect(withoutSample(routes)).toEqual([]);
    expect(Object.keys(SAMPLES).filter((key) => !keys.includes(key))).toEqual([]);
    // Control: a route added without a sample is reported.
    expect(withoutSample([...routes, { method: 'GET', url: '/api/new-thing' } as RouteOptions])).toEqual(['GET /api/new-thing']);
  });

  it('answers each sample with its declared success status and a body that matches the document', async () => {
    const check = bodyChecker(document);
    const problems: string[] = [];
    const seen: string[] = [];
    for (const key of keysOf(routes)) {
      const [method, url] = key.split(' ');
      const op = operation(document, documentPath(url), method);
      for (const { status, request } of await SAMPLES[key](t)) {
        // Each call from its own address: the public forms and look-ups are limited per address.
        const remoteAddress = `10.88.${Math.floor(++address / 250)}.${address % 250}`;
        const { via, ...options } = request;
        const res = via === 'token' ? await t.app.inject({ ...options, remoteAddress }) : await t.call({ ...options, remoteAddress });
        const where = `${key} ${options.url}`;
        seen.push(`${key} ${res.statusCode}`);
        if (res.statusCode !== status) {
          problems.push(`${where}: ${res.statusCode}, expected ${status}: ${res.body.slice(0, 300)}`);
          continue;
        }
        const declared = op.responses[String(status)]?.content ?? {};
        const type = mediaType(res.headers['content-type']);
        if (!(type in declared)) problems.push(`${where}: ${type} not declared (${Object.keys(declared).join(', ')})`);
        else if (type === 'application/json') problems.push(...check(documentedSchema(document, op, status), res.json()).map((e) => `${where}: ${e}`));
      }
    }
    expect(problems).toEqual([]);
    expect(t.app.answerMismatches).toEqual([]);
    expect(seen).toEqual(expect.arrayContaining(['POST /api/payment/ 200', 'POST /api/payment/ 202', 'POST /api/privacy-requests 202', 'POST /api/contact-us/ 201']));
  }, 60_000);

  it('would see a body the cached routes send with an undeclared key', async () => {
    // Control for the check above: the schedule's bytes with one key more are refused by the document.
    const res = await t.call({ method: 'GET', url: '/api/events/' });
    const schema = documentedSchema(document, operation(document, '/api/events/', 'GET'), 200);
    expect(bodyChecker(document)(schema, res.json())).toEqual([]);
    expect(bodyChecker(document)(schema, { ...(res.json() as object), seatsLeft: 3 })).not.toEqual([]);
  });
});
