import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Package files served under /scorm/ with their own CSP, and the development upload that lets the player try any package. */
const FIXTURES = join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'fixtures', 'scorm');
const base64 = (name: string) => readFileSync(join(FIXTURES, name)).toString('base64');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (name: string, locale?: string) => t.call({ method: 'POST', url: '/api/dev/scorm-packages', payload: { data: base64(name) }, locale });

describe('GET /scorm/{package}/{file}', () => {
  it('serves a course module with its content type and a CSP without inline scripts', async () => {
    const html = await t.call({ method: 'GET', url: '/scorm/fundamentals/index.html?lang=fr' });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.body).toContain('<script src="common/runtime.js" defer></script>');
    const csp = String(html.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-inline\'; style');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(html.headers['x-content-type-options']).toBe('nosniff');
    const js = await t.call({ method: 'GET', url: '/scorm/fundamentals/common/runtime.js' });
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await t.call({ method: 'GET', url: '/scorm/case-selection/common/module.css' })).headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it.each([
    '/scorm/fundamentals/nope.html',
    '/scorm/unknown-package/index.html',
    '/scorm/fundamentals/..%2f..%2fpackage.json',
    '/scorm/fundamentals/%2Fetc%2Fpasswd',
    '/scorm/fundamentals/common%2f..%2fimsmanifest.xml',
  ])('answers 404 for %s', async (url) => {
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('POST /api/dev/scorm-packages (development only)', () => {
  it('accepts singlescobasic.zip and serves it with inline scripts allowed for that package only', async () => {
    const res = await upload('singlescobasic.zip');
    expect(res.statusCode).toBe(200);
    const pkg = res.json();
    expect(pkg).toMatchObject({ version: '1.2', title: 'Golf Explained - Run-time Basic Calls', scos: [{ title: 'Golf Explained' }] });
    expect(pkg.scos[0].launchUrl).toBe(`/scorm/${pkg.id}/shared/launchpage.html?lang=en`);
    const page = await t.call({ method: 'GET', url: pkg.scos[0].launchUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    expect((await t.call({ method: 'GET', url: `/scorm/${pkg.id}/Etiquette/course.jpg` })).headers['content-type']).toBe('image/jpeg');
  });

  it('accepts RuntimeMinimumCalls_SCORM12.zip with 18 lessons', async () => {
    const res = await upload('RuntimeMinimumCalls_SCORM12.zip', 'fr-CA');
    expect(res.json().scos).toHaveLength(18);
    expect(res.json().scos[5].launchUrl).toMatch(/\/shared\/assessmenttemplate\.html\?questions=Playing&lang=fr$/);
  });

  it.each([
    ['badscorm.zip', 'en', 'This package has no imsmanifest.xml at its root'],
    ['invalid.zip', 'en', 'This package has no imsmanifest.xml at its root'],
    ['badscorm.zip', 'fr-CA', "Ce paquet n'a pas de fichier imsmanifest.xml à sa racine"],
  ])('refuses %s (%s) with a clear message', async (name, locale, message) => {
    const res = await upload(name, locale);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: message });
  });

  it('refuses data that is not base64 or not a zip', async () => {
    expect((await t.call({ method: 'POST', url: '/api/dev/scorm-packages', payload: { data: '***' } })).statusCode).toBe(400);
    const notZip = await t.call({ method: 'POST', url: '/api/dev/scorm-packages', payload: { data: Buffer.from('plain text').toString('base64') } });
    expect(notZip.json()).toEqual({ error: 'This file is not a valid zip archive' });
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', APP_SECRET: 'q7Vd2mK9xZ4pR1tL8wN3bF6hJ0cY5sGeUaTiOkMnBvQr', PUBLIC_URL: 'https://providers.example.org', SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const res = await prod.call({ method: 'POST', url: '/api/dev/scorm-packages', payload: { data: base64('invalid.zip') } });
      expect(res.statusCode).toBe(404);
      expect((await prod.call({ method: 'GET', url: '/scorm/fundamentals/index.html' })).statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });
});
