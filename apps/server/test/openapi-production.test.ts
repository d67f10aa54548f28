import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CSP } from '../src/platform/security/headers';
import { createTestApp, createTestAppOn, createTestDatabase, TEST_COMPANY_ENV, type TestApp } from './helpers/test-app';

/**
 * The document and its reference page are off in production unless API_DOCS=true; the page's
 * policy applies under /api/docs only and never loosens the API's or the pages'.
 */
const PRODUCTION = {
  NODE_ENV: 'production',
  APP_SECRET: 'q7Vd2mK9xZ4pR1tL8wN3bF6hJ0cY5sGeUaTiOkMnBvQr',
  PUBLIC_URL: 'https://providers.example.org',
  SMTP_URL: 'smtp://127.0.0.1:9',
  ALLOW_SANDBOX_PAYMENTS: 'true',
  ...TEST_COMPANY_ENV,
};

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(() => database.drop());

async function withApp(env: Record<string, string>, run: (t: TestApp) => Promise<void>) {
  const t = await createTestAppOn(database.url, env);
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

describe('API docs in production', () => {
  it('are off by default: 404 in the one error shape', async () => {
    await withApp(PRODUCTION, async (t) => {
      for (const url of ['/api/openapi.json', '/api/docs', '/api/docs/static/redoc.standalone.js']) {
        const res = await t.call({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ error: expect.any(String) });
        expect(res.headers['content-security-policy'], url).toBe(API_CSP);
      }
    });
  });

  it('are on with API_DOCS=true: the document, and the page with its own policy', async () => {
    await withApp({ ...PRODUCTION, API_DOCS: 'true' }, async (t) => {
      const doc = await t.call({ url: '/api/openapi.json' });
      expect(doc.statusCode).toBe(200);
      expect(doc.json()).toMatchObject({ openapi: '3.1.0', servers: [{ url: 'https://providers.example.org' }] });
      expect(doc.headers['content-security-policy']).toBe(API_CSP);
      // The production document lists no development fixture (they are not registered there).
      expect(Object.keys(doc.json().paths).filter((p: string) => p.startsWith('/api/dev/'))).toEqual([]);

      const page = await t.call({ url: '/api/docs/' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain('worker-src blob:');
      // The page starts Redoc from its own origin, on the document served beside it.
      expect(page.body).toContain('<redoc spec-url="/api/openapi.json">');
      expect(page.body).toContain('<script src="/api/docs/static/redoc.standalone.js">');
      const script = await t.call({ url: '/api/docs/static/redoc.standalone.js' });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toMatch(/javascript/);
      // Redoc's credit logo comes from its CDN in the package; the served copy names no such host.
      expect(script.body).not.toContain('cdn.redoc.ly');

      // Only under /api/docs: a look-alike path and the rest of the API keep the API's policy.
      for (const url of ['/api/docsx', '/api/events/']) {
        expect((await t.call({ url })).headers['content-security-policy'], url).toBe(API_CSP);
      }
    });
  });
});

describe('API docs in development', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp({ API_DOCS: 'false' }); });
  afterAll(() => t.close());

  it('can be turned off with API_DOCS=false', async () => {
    expect((await t.call({ url: '/api/openapi.json' })).statusCode).toBe(404);
    expect((await t.call({ url: '/api/docs' })).statusCode).toBe(404);
  });
});
