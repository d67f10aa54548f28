import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE } from '../src/platform/security/csrf';
import { createTestApp, type TestApp } from './helpers/test-app';
import { fakeWebDist } from './helpers/web-dist';

/**
 * What a CDN in front may keep: hashed assets for a year, public pages for a minute (browsers
 * revalidate), neither with a Set-Cookie; the XSRF token comes from API responses and /api/csrf.
 */
let t: TestApp;
let dist: ReturnType<typeof fakeWebDist>;
beforeAll(async () => {
  dist = fakeWebDist();
  t = await createTestApp({ WEB_DIST: dist.dir });
});
afterAll(async () => {
  await t?.close();
  dist?.remove();
});

const noCookie = { method: 'GET' as const, headers: { 'accept-encoding': 'br' } };

describe('caching by a CDN', () => {
  it('serves a public page with a shared cache lifetime and no cookie', async () => {
    for (const url of ['/', '/live-training-schedule', '/contact-us']) {
      const res = await t.app.inject({ ...noCookie, url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['content-encoding']).toBe('br');
    }
  });

  it('keeps an unknown path out of shared caches', async () => {
    const res = await t.app.inject({ ...noCookie, url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable for a year, without a cookie', async () => {
    const res = await t.app.inject({ ...noCookie, url: dist.asset });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('sends the build\'s .br copy to a browser that accepts it, and every answer varies on Accept-Encoding', async () => {
    writeFileSync(join(dist.dir, `${dist.asset}.br`), brotliCompressSync('console.log(1)'));
    const br = await t.app.inject({ ...noCookie, url: dist.asset });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/^accept-encoding$/i);
    // The plain file, sent to a client that takes no compression, must not be cached for the others.
    const plain = await t.app.inject({ method: 'GET', url: dist.asset });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    expect(plain.headers.vary).toMatch(/^accept-encoding$/i);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('hands out the XSRF token from /api/csrf, and a write with it passes the check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/csrf' });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === CSRF_COOKIE);
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(res.json()).toEqual({ token: cookie!.value });
    // Asked again with that cookie: the same token, and no new cookie to race the page's others.
    const again = await t.app.inject({ method: 'GET', url: '/api/csrf', cookies: { [CSRF_COOKIE]: cookie!.value } });
    expect(again.json()).toEqual({ token: cookie!.value });
    expect(again.cookies.find((c) => c.name === CSRF_COOKIE)).toBeUndefined();
    const without = await t.app.inject({ method: 'POST', url: '/api/coupon/', payload: { code: 'X' } });
    expect(without.statusCode).toBe(403);
    const withToken = await t.app.inject({ method: 'POST', url: '/api/coupon/', payload: { code: 'X' }, cookies: { [CSRF_COOKIE]: cookie!.value }, headers: { 'x-xsrf-token': cookie!.value } });
    expect(withToken.statusCode).not.toBe(403);
  });
});
