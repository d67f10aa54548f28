import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOfferings } from '../src/features/offerings/seed';
import { seedScheduleOfferings } from '../src/features/schedule/seed';
import { createTestApp, type TestApp } from './helpers/test-app';
import { builtWebDist } from './helpers/web-dist';

/**
 * The public pages the server renders with the web app's own components (entry-server.tsx):
 * their heading in #root in the request's language, the CSS of their classes in the head, and the
 * state the browser hydrates from. Needs the web build (npm run build).
 */
const catalogs = join(import.meta.dirname, '..', '..', '..', 'packages', 'domain', 'locales');
const text = (locale: string, ns: string, key: string): string =>
  key.split('.').reduce<any>((node, part) => node[part], JSON.parse(readFileSync(join(catalogs, locale, `${ns}.json`), 'utf8')));
/** Text as React escapes it. */
const html = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

let t: TestApp;
/** Every rule of the build's stylesheets: a class with no rule anywhere (an empty style, an icon's own name) needs none in the page. */
let builtCss = '';
beforeAll(async () => {
  const assets = join(builtWebDist(), 'assets');
  builtCss = readdirSync(assets).filter((f) => f.endsWith('.css')).map((f) => readFileSync(join(assets, f), 'utf8')).join('') + readFileSync(join(builtWebDist(), 'index.html'), 'utf8');
  t = await createTestApp({ WEB_DIST: builtWebDist() });
  await seedOfferings(t.db);
  await seedScheduleOfferings(t.db);
});
afterAll(async () => {
  await t.close();
});

const PAGES: readonly [path: string, ns: string, heading: string][] = [
  ['/', 'home', 'title'],
  ['/live-training-schedule', 'schedule', 'title'],
  ['/contact-us', 'leads', 'contact.title'],
  ['/certificate', 'certificates', 'title'],
  ['/provider/university-registration', 'university', 'title'],
  ['/registration', 'registration', 'title'],
  ['/provider/why-the-system', 'marketing-why', 'heading'],
];

/** A query the render dehydrated into the page's state (TanStack Query), by the page's own query key. */
const handed = (state: { queries?: { queries: { queryKey: unknown[]; state: { status: string; data: unknown } }[] } }, key: unknown[]) => {
  const query = state.queries?.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key));
  return query && { status: query.state.status, data: query.state.data };
};
const root = (body: string) => body.slice(body.indexOf('<div id="root">'), body.indexOf('<script type="application/json" id="ssr-state">'));
const head = (body: string) => body.slice(0, body.indexOf('</head>'));
const h1 = (body: string) => root(body).match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];

describe('server-rendered public pages', () => {
  const cases = PAGES.flatMap(([path, ns, key]) => (['en', 'fr-CA'] as const).map((locale) => [path, locale, ns, key] as const));

  it.each(cases)('%s in %s has its heading in #root, its styles in the head and the hydration state', async (path, locale, ns, key) => {
    const res = await t.call({ method: 'GET', url: `${path}?locale=${locale}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<html lang="${locale}"`);
    expect(h1(res.body)).toBe(html(text(locale, ns, key)));
    // Styled at build time (issue 41): no Emotion class or tag, and every class in the markup that
    // has rules in the build has them in the head (the entry's inlined sheet, or the page's modules').
    expect(root(res.body)).not.toMatch(/\bcss-[\w-]+/);
    expect(head(res.body)).not.toContain('data-emotion');
    const styles = [...head(res.body).matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    const classes = new Set([...root(res.body).matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/).filter(Boolean)));
    expect(classes.size).toBeGreaterThan(5);
    const styled = [...classes].filter((cls) => builtCss.includes(`.${cls}`));
    expect(styled.length).toBeGreaterThan(5);
    expect(styled.filter((cls) => !styles.includes(`.${cls}`))).toEqual([]);
    const state = JSON.parse(res.body.match(/<script type="application\/json" id="ssr-state">([^<]*)<\/script>/)![1]);
    expect(state.namespaces).toContain(ns);
    // The font's @font-face rules are in the page, not behind a render-blocking stylesheet request.
    expect(head(res.body)).toContain('@font-face{font-family:Figtree Variable');
    expect(head(res.body)).not.toMatch(/<link (?![^>]*\bdisabled\b)[^>]*rel="stylesheet"/);
    // No script that runs: the CSP allows none inline.
    expect(res.body.match(/<script(?![^>]*(type="application\/json"|src=))/g)).toBeNull();
  });

  it('remembers a chosen language in the locale cookie from the page itself', async () => {
    const res = await t.call({ method: 'GET', url: '/contact-us?locale=fr-CA' });
    expect(String(res.headers['set-cookie'])).toMatch(/(^|,)\s*locale=fr-CA;.*Path=\//);
    const plain = await t.call({ method: 'GET', url: '/contact-us' });
    expect(String(plain.headers['set-cookie'] ?? '')).not.toMatch(/(^|,)\s*locale=/);
  });

  it('renders the scanner-trial offer with its interpolated heading in fr-CA', async () => {
    const res = await t.call({ method: 'GET', url: '/scanner-trial?locale=fr-CA' });
    expect(h1(res.body)).toMatch(/^Essayez un scanner intra-oral pendant \d+ mois, sans risque$/);
  });

  it('renders the forms, labels included, not a placeholder', async () => {
    const contact = root((await t.call({ method: 'GET', url: '/contact-us?locale=fr-CA' })).body);
    expect(contact).toContain(`<label`);
    expect(contact).toMatch(/<input[^>]+name="email"/);
    expect(contact).toMatch(/<button[^>]+type="submit"/);
  });

  it('renders the schedule with its sessions from the API, and sends them for hydration', async () => {
    const res = await t.call({ method: 'GET', url: '/live-training-schedule' });
    const events = (await t.call({ method: 'GET', url: '/api/events/?locale=en' })).json();
    expect(events.events.length).toBeGreaterThan(0);
    expect(root(res.body)).toContain('data-testid="schedule-results"');
    expect(root(res.body)).toContain(html(events.events[0].presenter));
    const state = JSON.parse(res.body.match(/id="ssr-state">([^<]*)<\/script>/)![1]);
    expect(handed(state, ['events', 'locale=en'])).toEqual({ status: 'success', data: events });
  });

  it('renders registration with the offering read from the API in the request\'s language, for each request', async () => {
    const id = 'XSWcyRJca9vioeovVKDYEA';
    const availability = (await t.call({ method: 'GET', url: `/api/availability/${id}?locale=fr-CA` })).json();
    const res = await t.call({ method: 'GET', url: `/registration?campaign_id=${id}&locale=fr-CA` });
    expect(res.statusCode).toBe(200);
    expect(root(res.body)).toContain(html(availability.title));
    expect(root(res.body)).toMatch(/<input[^>]+name="firstName"/);
    // Disabled until the app adopts the form: a native submit would put the fields in the URL.
    expect(root(res.body)).toMatch(/<fieldset[^>]+disabled/);
    const state = JSON.parse(res.body.match(/id="ssr-state">([^<]*)<\/script>/)![1]);
    expect(handed(state, ['availability', id, 'fr-CA', null])).toEqual({ status: 'success', data: availability });
  });

  it("hands over a read's error with its message and status (an old link to a campaign that is gone)", async () => {
    const id = 'NoSuchCampaign0000000A';
    const res = await t.call({ method: 'GET', url: `/registration?campaign_id=${id}` });
    expect(root(res.body)).toContain('The requested item was not found');
    const state = JSON.parse(res.body.match(/id="ssr-state">([^<]*)<\/script>/)![1]);
    const query = state.queries.queries.find((q: { queryKey: unknown[] }) => q.queryKey[0] === 'availability');
    expect(query.state).toMatchObject({ status: 'error', error: { message: 'The requested item was not found', status: 404 } });
  });

  it('keeps a page that fails to render servable: funnel pages and unknown paths stay plain', async () => {
    const step = await t.call({ method: 'GET', url: '/registration/resume' });
    expect(step.statusCode).toBe(200);
    expect(step.body).toContain('<div id="root"></div>');
    const missing = await t.call({ method: 'GET', url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
  });
});

describe('shared caches and the locale cookie', () => {
  it('lets a CDN keep a rendered page, but not the response that remembers a ?locale= choice', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/provider/why-the-system' });
    expect(plain.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(plain.headers['set-cookie']).toBeUndefined();
    const chosen = await t.app.inject({ method: 'GET', url: '/provider/why-the-system?locale=fr-CA' });
    expect(chosen.headers['set-cookie']).toMatch(/^locale=fr-CA;/);
    expect(chosen.headers['cache-control']).toBe('private, no-cache');
  });
});
