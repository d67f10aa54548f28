import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connect } from '../src/db/client';

/**
 * With the database unreachable, readiness says so with 503 instead of hanging or crashing, while
 * liveness still answers (restarting every instance would not bring the database back).
 */
let app: Awaited<ReturnType<typeof buildApp>>;
const db = connect('postgres://nobody:nothing@127.0.0.1:1/none', 1);

beforeAll(async () => {
  app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }), db);
});
afterAll(async () => {
  await app.close();
  await db.close();
});

it('reports the database as unreachable and the instance as not ready', async () => {
  const res = await app.inject({ method: 'GET', url: '/readyz' });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({ status: 'not ready', checks: { database: 'unreachable' } });
  expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
});
