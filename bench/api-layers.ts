/**
 * What each platform layer costs a cached public read: a route like GET /api/availability/{id}
 * (a small JSON body from memory) on Fastify apps built with none of the portal's request layers,
 * all of them, and all but one, each measured 3 times in turns (2 s each, 10 connections,
 * loopback) after a warm-up. 'all-log' faster than 'all' by 20 % means logging costs that much.
 * Layers: log (pino, one line per request, to a discarding stream), ids (request ids), locale,
 * headers (security headers), ratelimit, csrf, nul (the NUL-character check), zod (params schema),
 * metrics (the request-duration histogram of platform/observability/metrics.ts). The tracing
 * preload is per process, not per app: `npm run bench:tracing` measures it on and off.
 * Run: npm run bench:api-layers
 */
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import autocannon from 'autocannon';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { logging } from '../apps/server/src/platform/logging';
import requestLocale from '../apps/server/src/platform/request-locale';
import { registerSecurityHeaders } from '../apps/server/src/platform/security/headers';
import csrf from '../apps/server/src/platform/security/csrf';
import { newPublicId } from '../apps/server/src/platform/security/ids';
import { rejectNulCharacters } from '../apps/server/src/platform/reject-nul';
import { PUBLIC_READ } from '../apps/server/src/platform/public-read';
import { observeRequestDurations } from '../apps/server/src/platform/observability/metrics';
import { Registry } from 'prom-client';

const body = Buffer.from(JSON.stringify({ available: true, seatsLeft: 3 }));
const devnull = { write() {} };
async function build(layers: Set<string>) {
  const app = Fastify({
    ...(layers.has('log') ? logging('info', devnull) : { logger: false }),
    genReqId: layers.has('ids') ? () => newPublicId() : undefined,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 512 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(cookie, { secret: 'x'.repeat(40) });
  if (layers.has('locale')) await app.register(requestLocale);
  if (layers.has('headers')) await registerSecurityHeaders(app, { stripe: false });
  if (layers.has('ratelimit')) await app.register(rateLimit, { max: 1e9, timeWindow: '1 minute', allowList: () => false });
  if (layers.has('csrf')) await app.register(csrf, { secret: 'x'.repeat(40), secure: true });
  if (layers.has('nul')) rejectNulCharacters(app);
  if (layers.has('metrics')) observeRequestDurations(app, new Registry());
  const schema = layers.has('zod') ? { schema: { params: z.object({ id: z.string() }) } } : {};
  app.get('/api/availability/:id', { ...schema, config: PUBLIC_READ }, async (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}
const ALL = ['log', 'ids', 'locale', 'headers', 'ratelimit', 'csrf', 'nul', 'zod', 'metrics'];
const variants: [string, Set<string>][] = [['none', new Set()], ['all', new Set(ALL)], ...ALL.map((l) => [`all-${l}`, new Set(ALL.filter((x) => x !== l))] as [string, Set<string>])];
const apps = await Promise.all(variants.map(([, l]) => build(l)));
const urlOf = (i: number) => `http://127.0.0.1:${(apps[i].server.address() as { port: number }).port}/api/availability/abc`;
for (let i = 0; i < apps.length; i++) await autocannon({ url: urlOf(i), connections: 10, duration: 2 });
const res: Record<string, number[]> = {};
for (let round = 0; round < 3; round++) for (let i = 0; i < apps.length; i++) {
  const r = await autocannon({ url: urlOf(i), connections: 10, duration: 2 });
  (res[variants[i][0]] ??= []).push(r.requests.average);
}
const all = res.all.sort((a, b) => a - b)[1];
console.table(Object.entries(res).map(([variant, v]) => {
  const rps = v.sort((a, b) => a - b)[1];
  return { variant, 'req/s (median of 3)': rps, 'vs all layers': Number((rps / all).toFixed(2)) };
}));
await Promise.all(apps.map((a) => a.close()));
