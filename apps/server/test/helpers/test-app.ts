import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject as injectContext } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { connect, type Database } from '../../src/db/client';
import { CSRF_COOKIE, signCsrfToken } from '../../src/platform/security/csrf';

/**
 * A fresh database (cloned from the migrated template) and an app on it, for one test file.
 * `call` sends a request the way the web app does: JSON, with a valid XSRF cookie and header.
 */
export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  call(opts: InjectOptions & { locale?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = injectContext('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${injectContext('pgTemplate')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function createTestApp(env: Record<string, string> = {}, options: BuildOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const t = await createTestAppOn(database.url, env, options);
  return { ...t, close: async () => { await t.close(); await database.drop(); } };
}

/** The seller on receipts, set as production requires it (tests that start in production mode need it). */
export const TEST_COMPANY_ENV = {
  COMPANY_LEGAL_NAME: 'Clear Aligner Provider Education Inc.',
  COMPANY_ADDRESS: '1200 Market Street, Suite 400|Philadelphia, PA 19107|United States',
  COMPANY_GST_HST_NUMBER: '123456789 RT0001',
  COMPANY_QST_NUMBER: '1234567890 TQ0001',
  COMPANY_EIN: '12-3456789',
};

/** An app with its own pool on an existing database (a second server instance); close keeps the database. */
export async function createTestAppOn(url: string, env: Record<string, string> = {}, options: BuildOptions = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', RATE_LIMIT_PER_MINUTE: '100000', ALLOW_SANDBOX_PAYMENTS: 'true', ...TEST_COMPANY_ENV, ...env });
  const db = connect(url, 60);
  const app = await buildApp(config, db, options);
  await app.ready();
  const token = signCsrfToken(config.secret);
  return {
    app,
    db,
    config,
    call: async ({ locale, headers, cookies, ...opts }) => {
      // A test may have written offerings straight to the database: the read waits until this
      // instance's cache has applied every change committed so far (features/offerings/cache.ts).
      if ((opts.method ?? 'GET') === 'GET') await app.offerings.caughtUp();
      return app.inject({
        ...opts,
        headers: { 'x-xsrf-token': token, ...headers },
        cookies: { [CSRF_COOKIE]: token, ...(locale ? { locale } : {}), ...cookies },
      });
    },
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/** Two server instances (each its own pool) on one fresh database, as behind a proxy; close ends both and drops it. */
export async function createTwoInstances(env: Record<string, string> = {}, options: BuildOptions = {}) {
  const database = await createTestDatabase();
  const [a, b] = await Promise.all([createTestAppOn(database.url, env, options), createTestAppOn(database.url, env, options)]);
  return {
    a,
    b,
    close: async () => {
      await Promise.all([a.close(), b.close()]);
      await database.drop();
    },
  };
}
