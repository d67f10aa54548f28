import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { builtWebDist } from './helpers/web-dist';

/**
 * The site shell (header, footer, consent banner) is styled at build time (vanilla-extract,
 * docs/design.md): in a server-rendered page every class of its markup has its rule in the page
 * itself, before any request or script, and none of it is MUI's. Needs the web build (npm run build).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: builtWebDist() });
});
afterAll(async () => {
  await t.close();
});

const between = (body: string, start: string, end: string) => body.slice(body.indexOf(start), body.indexOf(end, body.indexOf(start)) + end.length);

describe('the shell in the first paint', () => {
  it.each(['/', '/provider/why-the-system'])('%s: header, footer and banner are styled by inline rules, without MUI', async (path) => {
    const res = await t.app.inject({ method: 'GET', url: path });
    const body = res.body;
    const inline = [...body.slice(0, body.indexOf('</head>')).matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    expect(body).not.toMatch(/<link (?![^>]*\bdisabled\b)[^>]*rel="stylesheet"/);
    const parts = [between(body, '<header', '</header>'), between(body, '<footer', '</footer>'), between(body, '<section aria-labelledby="consent-title"', '</section>')];
    for (const part of parts) {
      expect(part.length).toBeGreaterThan(100);
      const classes = new Set([...part.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)).filter((c) => c && !c.startsWith('lucide')));
      expect(classes.size).toBeGreaterThan(3);
      for (const cls of classes) {
        expect(cls).not.toMatch(/^(Mui|css-)/);
        expect(inline, `.${cls} in the page's inline CSS`).toContain(`.${cls}`);
      }
    }
  });

  it('a page the browser draws (an unknown path) has the same sheet inline', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/no-such-page' })).body;
    const home = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const shellRule = home.slice(home.indexOf('<header')).match(/class="([^" ]+)/)![1];
    expect(body).toContain(`.${shellRule}{`);
  });
});
