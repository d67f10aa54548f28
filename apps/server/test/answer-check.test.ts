import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileAnswer, noContent } from '../src/platform/answers/declare';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The check behind the document's truth (platform/answers/answer-check.ts): routes of this file's
 * own answer as declared or not, and each departure is caught, answered 500 and recorded.
 */
let t: TestApp;
/** The routes below answer what they do not declare on purpose: their replies are typed as undeclared. */
const undeclared = (reply: unknown) => reply as FastifyReply;
const Thing = z.object({ id: z.string(), at: z.date(), note: z.string().optional() }).describe('A thing');

beforeAll(async () => {
  t = await createTestApp({}, {
    extend: async (app) => {
      const ok = { schema: { response: { 200: Thing } } };
      app.get('/api/check/ok', ok, async () => ({ id: 'a', at: new Date('2026-01-02T03:04:05Z') }));
      app.get('/api/check/extra-key', ok, async () => ({ id: 'a', at: new Date(), secret: 'hash' }));
      app.get('/api/check/wrong-type', ok, async () => ({ id: 1, at: new Date() }));
      app.post('/api/check/created', ok, async (_req, reply) => undeclared(reply).code(201).send({ id: 'a', at: new Date() }));
      app.delete('/api/check/gone', { schema: { response: { 204: noContent('Gone') } } }, async (_req, reply) => reply.code(204).send());
      app.get('/api/check/file', { schema: { response: { 200: fileAnswer('text/csv', 'A CSV') } } }, async (_req, reply) => reply.type('text/csv').send('a,b\n'));
      app.get('/api/check/file-as-json', { schema: { response: { 200: fileAnswer('text/csv', 'A CSV') } } }, async () => ({ a: 1 }));
      app.get('/api/check/refusal', ok, async (_req, reply) => undeclared(reply).code(409).send({ error: 'Taken' }));
      app.get('/api/check/undeclared', async () => ({ a: 1 }));
      app.get('/api/check/odd-refusal', ok, async (_req, reply) => undeclared(reply).code(409).send({ problem: 'Taken' }));
    },
  });
});
afterAll(() => t.close());

async function get(url: string, method: 'GET' | 'POST' | 'DELETE' = 'GET') {
  const before = t.app.answerMismatches.length;
  const res = await t.call({ method, url });
  return { res, found: t.app.answerMismatches.slice(before) };
}

describe('answers checked against their declarations', () => {
  it('lets declared answers through unchanged: JSON with dates as ISO strings, 204, a file', async () => {
    const ok = await get('/api/check/ok');
    expect(ok.res.statusCode).toBe(200);
    expect(ok.res.json()).toEqual({ id: 'a', at: '2026-01-02T03:04:05.000Z' });
    expect((await get('/api/check/gone', 'DELETE')).res.statusCode).toBe(204);
    const file = await get('/api/check/file');
    expect([file.res.statusCode, file.res.body]).toEqual([200, 'a,b\n']);
    const refusal = await get('/api/check/refusal');
    expect([refusal.res.statusCode, refusal.found]).toEqual([409, []]);
  });

  it.each([
    ['/api/check/extra-key', 'GET', /additional properties \(secret\)/],
    ['/api/check/wrong-type', 'GET', /\/id must be string/],
    ['/api/check/created', 'POST', /answered 201, a status it does not declare \(200\)/],
    ['/api/check/file-as-json', 'GET', /as application\/json, declared text\/csv/],
    ['/api/check/odd-refusal', 'GET', /answered 409: .* must/],
    ['/api/check/undeclared', 'GET', /answered 200 with a body, declared without one/],
  ] as const)('catches %s', async (url, method, problem) => {
    const { res, found } = await get(url, method);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hash');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(problem);
  });
});
