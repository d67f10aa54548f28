import pg from 'pg';
import { startServerProcess, type ServerProcess } from './server-process';
import { freePort } from './smtp';
import { createTestDatabase, TEST_COMPANY_ENV } from './test-app';

/**
 * A real portal process started as production starts it (NODE_ENV=production with the settings
 * production requires), from the sources through tsx so no build is needed, on a database the
 * test made. Tests of what a start does to the database (demo data, pending migrations).
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  APP_SECRET: 'q7Vd2mK9xZ4pR1tL8wN3bF6hJ0cY5sGeUaTiOkMnBvQr',
  PUBLIC_URL: 'https://providers.example.org',
  // Nothing is sent in these tests: the mail worker only needs an address.
  SMTP_URL: 'smtp://127.0.0.1:9',
  ALLOW_SANDBOX_PAYMENTS: 'true',
  SHUTDOWN_DRAIN_MS: '0',
  ...TEST_COMPANY_ENV,
};

export async function startProduction(databaseUrl: string, env: Record<string, string> = {}, until: 'ready' | 'alive' = 'ready'): Promise<ServerProcess> {
  return startServerProcess(await freePort(), { ...PRODUCTION_ENV, DATABASE_URL: databaseUrl, ...env }, { nodeArgs: ['--import', 'tsx'], script: 'apps/server/src/main.ts', until });
}

/** A fresh database with nothing in it: no tables, no migrations, no job queues. */
export async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const database = await createTestDatabase();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query('drop schema public cascade; create schema public; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; drop schema if exists pgboss_v12 cascade');
  await client.end();
  return database;
}

/** Requests as a browser sends them to a running process: JSON with the CSRF cookie and header. */
export async function browserClient(base: string) {
  const first = await fetch(`${base}/api/csrf`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')![1];
  const headers = { 'content-type': 'application/json', 'x-xsrf-token': token, cookie: `XSRF-TOKEN=${token}` };
  return {
    get: (path: string) => fetch(`${base}${path}`, { headers }),
    post: (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
  };
}
