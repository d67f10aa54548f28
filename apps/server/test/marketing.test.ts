import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETING_PAGES } from '@portal/domain/marketing/pages';
import { TERMS_SECTIONS } from '@portal/domain/marketing/terms';
import { applyPage } from '../src/platform/web';
import { createTestApp, type TestApp } from './helpers/test-app';
import { builtWebDist } from './helpers/web-dist';

/**
 * Served HTML of the marketing pages (what crawlers and link previews read before any script),
 * the sitemap, robots.txt and GET /api/tc/. The pages are rendered by the web app's own
 * components on the server, so the test needs the web build (npm run build).
 */
const PUBLIC_URL = 'https://portal.example';
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Default description." />
    <title>Clear Aligner Provider Portal</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const catalogs = join(import.meta.dirname, '..', '..', '..', 'packages', 'domain', 'locales');
const catalog = (locale: string, ns: string) => JSON.parse(readFileSync(join(catalogs, locale, `${ns}.json`), 'utf8'));
/** The catalog text as it appears in React's markup. */
const html = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** The catalog text as the server escapes it in head tags. */
const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const BRAND = { en: 'Clear Aligner Provider Portal', 'fr-CA': "Portail des fournisseurs d'aligneurs transparents" } as const;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: builtWebDist(), PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, opts: { locale?: string } = {}) => t.call({ method: 'GET', url, ...opts });

const escapeRegExp = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('served HTML of marketing pages', () => {
  const cases = MARKETING_PAGES.flatMap((page) => (['en', 'fr-CA'] as const).map((locale) => [page.path, locale, page.ns] as const));

  it.each(cases)('%s in %s has its heading, title, description, canonical and alternates', async (path, locale, ns) => {
    const res = await get(`${path}?locale=${locale}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const body = res.body;
    const text = catalog(locale, ns);
    expect(body).toContain(`<html lang="${locale}"`);
    expect(body).toContain(`<h1>${html(text.heading)}</h1>`);
    expect(body).toMatch(new RegExp(`<p class="[\\w-]+">${escapeRegExp(html(text.lead))}</p>`));
    expect(body).toContain(`<title>${attr(text.meta.title)} | ${attr(BRAND[locale])}</title>`);
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(body).not.toContain('Default description.');
    const canonical = locale === 'en' ? `${PUBLIC_URL}${path}` : `${PUBLIC_URL}${path}?locale=${locale}`;
    expect(body).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(body).toContain(`<meta property="og:url" content="${canonical}" />`);
    expect(body).toContain(`<link rel="alternate" hreflang="en" href="${PUBLIC_URL}${path}" />`);
    expect(body).toContain(`<link rel="alternate" hreflang="en-CA" href="${PUBLIC_URL}${path}?locale=en-CA" />`);
    expect(body).toContain(`<link rel="alternate" hreflang="fr-CA" href="${PUBLIC_URL}${path}?locale=fr-CA" />`);
    expect(body).toContain(`<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}${path}" />`);
    // Every section heading of the page is in the HTML, interpolated (no {{...}} left).
    const root = body.slice(body.indexOf('<div id="root">'));
    expect(root).not.toMatch(/\{\{|\}\}/);
    expect(body.match(/<meta name="description" content="([^"]*)"/)?.[1]).not.toMatch(/\{\{|\}\}/);
    for (const section of Object.values<{ heading: string }>(text.sections)) {
      if (!section.heading.includes('{{')) expect(body).toContain(html(section.heading));
    }
    // The content sits in the app's root, before the app's script runs, with the app's styles in the
    // head: the shell's and the article's build-time sheets inline (issue 41: no Emotion rule left here).
    expect(body.indexOf('<h1>')).toBeGreaterThan(body.indexOf('<div id="root">'));
    const head = body.slice(0, body.indexOf('</head>'));
    const article = /<article class="([\w-]+)">/.exec(body)![1];
    expect(head).toMatch(new RegExp(`<style>[^<]*\\.${article}\\{`));
    expect(head).not.toMatch(/<link (?![^>]*\bdisabled\b)[^>]*rel="stylesheet"/);
  });

  it('interpolates the program figures in the locale (en: $990, fr-CA: 990 $)', async () => {
    const en = await get('/provider/education-and-support/facts-and-questions');
    expect(en.body).toContain('Your first three cases for $990, to use within 90 days');
    const fr = await get('/provider/education-and-support/facts-and-questions?locale=fr-CA');
    expect(fr.body).toContain('Vos trois premiers cas pour 990\u00a0$, à utiliser dans les 90 jours');
    expect(fr.body).toContain('25\u00a0%');
  });

  it('gives the digital platform sections the anchor ids, with in-page links to them', async () => {
    const res = await get('/provider/align-digital-platform');
    for (const id of ['connect', 'scan', 'diagnose', 'plan', 'treat', 'monitor', 'retain']) {
      expect(res.body).toMatch(new RegExp(`<section class="[\\w-]+" id="${id}" aria-labelledby="${id}-heading">`));
      expect(res.body).toContain(`<a href="#${id}">`);
    }
  });

  it('uses the locale cookie when there is no parameter, and says the response varies with it', async () => {
    const res = await get('/provider/why-the-system', { locale: 'fr-CA' });
    expect(res.body).toContain('<html lang="fr-CA"');
    expect(res.body).toContain(`<h1>${html(catalog('fr-CA', 'marketing-why').heading)}</h1>`);
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/provider/why-the-system?locale=fr-CA" />`);
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it('falls back to en for an unknown locale, and serves en-CA overrides', async () => {
    const unknown = await get('/provider/education-and-support/clinical-eduaction?locale=de-DE');
    expect(unknown.body).toContain('<html lang="en"');
    expect(unknown.body).toContain('<h1>Clinical education at every stage</h1>');
    expect(unknown.body).toContain('dental license information');
    const enCa = await get('/provider/education-and-support/clinical-eduaction?locale=en-CA');
    expect(enCa.body).toContain('<html lang="en-CA"');
    expect(enCa.body).toContain('<h1>Clinical education at every stage</h1>');
    expect(enCa.body).toContain('dental licence information');
  });

  it('renders the terms page from the same terms as the API', async () => {
    const res = await get('/provider/terms-and-conditions?locale=fr-CA');
    const api = (await get('/api/tc/?locale=fr-CA')).json();
    expect(res.body).toContain('<h1>Modalités et conditions</h1>');
    expect(res.body).toContain(html(api.sections[7].body[0]));
    expect(res.body).toContain(`Version ${api.version}`);
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/provider/terms-and-conditions?locale=fr-CA" />`);
  });

  it('leaves a visitor\'s own pages to the browser and answers unknown pages with 404 and no rendered content', async () => {
    const step = await get('/registration/resume');
    expect(step.statusCode).toBe(200);
    expect(step.body).toContain('<div id="root"></div>');
    expect(step.body).not.toContain('rel="canonical"');
    const missing = await get('/provider/not-a-page?locale=fr-CA');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
  });

  it('sends the correctly spelled education path to the spec path, keeping the query', async () => {
    const res = await get('/provider/education-and-support/clinical-education?locale=fr-CA');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/provider/education-and-support/clinical-eduaction?locale=fr-CA');
  });

  it('links the clinical-education page to the university and residency form', async () => {
    const res = await get('/provider/education-and-support/clinical-eduaction');
    expect(res.body).toMatch(/<a class="[\w-]+" href="\/provider\/university-registration"[^>]*>Register your university or residency program<\/a>/);
  });

  it('accepts a trailing slash and HEAD', async () => {
    const res = await get('/provider/what-it-treats/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>What clear aligners can treat</h1>');
    const head = await t.call({ method: 'HEAD', url: '/provider/what-it-treats' });
    expect(head.statusCode).toBe(200);
  });
});

describe('applyPage', () => {
  it('escapes head values and keeps "$" sequences literally', () => {
    const page = { lang: 'fr-CA', title: 'A $& <b> "B"', description: "$' x", head: '<link rel="x" />', body: '<p>$1</p>' };
    const out = applyPage(INDEX, page, true);
    expect(out).toContain('<html lang="fr-CA">');
    expect(out).toContain('<title>A $&amp; &lt;b&gt; &quot;B&quot;</title>');
    expect(out).toContain('<meta name="description" content="$&#39; x" />');
    expect(out).toContain('<link rel="x" /></head>');
    expect(out).toContain('<div id="root"><p>$1</p></div>');
    // The app starts after the first paint, through the loader.
    expect(out).toContain('<script type="module" src="/boot.js" data-app="/assets/index-abc.js"></script>');
    expect(applyPage(INDEX, page, false)).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('writes the hydration state as a JSON data block that no text can close', () => {
    const page = { lang: 'en', head: '', body: '<p>x</p>', state: { text: '</script><script>alert(1)</script>' } };
    const out = applyPage(INDEX, page, true);
    expect(out).toContain('<div id="root"><p>x</p></div><script type="application/json" id="ssr-state">{"text":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>');
    expect(out).toContain('<title>Clear Aligner Provider Portal</title>');
  });
});

describe('sitemap.xml', () => {
  it('lists every marketing page, the terms, the privacy policy and its request form in each locale, with hreflang alternates', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const path of [...MARKETING_PAGES.map((p) => p.path), '/provider/terms-and-conditions', '/', '/provider/privacy', '/provider/privacy/request']) {
      expect(res.body).toContain(`<loc>${PUBLIC_URL}${path}</loc>`);
      expect(res.body).toContain(`<loc>${PUBLIC_URL}${path}?locale=en-CA</loc>`);
      expect(res.body).toContain(`<loc>${PUBLIC_URL}${path}?locale=fr-CA</loc>`);
      expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="fr-CA" href="${PUBLIC_URL}${path}?locale=fr-CA"/>`);
    }
    const urls = res.body.match(/<url>/g)?.length ?? 0;
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(locs).size).toBe(urls);
    // Each <url> names all three locales and x-default.
    expect(res.body.match(/hreflang="x-default"/g)).toHaveLength(urls);
    expect(locs.some((l) => l.includes('/registration/'))).toBe(false);
    // A visitor's own states are not pages to index.
    expect(locs.some((l) => /registration-complete|resume/.test(l))).toBe(false);
  });
});

describe('robots.txt', () => {
  it('allows crawling, keeps the API out and names the sitemap at PUBLIC_URL', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
    expect(res.body).toMatch(/^Disallow: \/admin$/m);
    expect(res.body).toMatch(/^Sitemap: https:\/\/portal\.example\/sitemap\.xml$/m);
  });
});

describe('GET /api/tc/', () => {
  it.each([
    ['en', 'Terms and conditions', 'The digital scanner trial', 'license'],
    ['en-CA', 'Terms and conditions', 'The digital scanner trial', 'licence'],
    ['fr-CA', 'Modalités et conditions', "L'essai d'un scanner numérique", 'permis'],
  ])('answers in %s', async (locale, title, trialHeading, licenceWord) => {
    const res = await get(`/api/tc/?locale=${locale}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.locale).toBe(locale);
    expect(body.title).toBe(title);
    expect(body.version).toMatch(/^\d{4}-\d{2}-\d{2}\.[0-9a-f]{10}$/);
    expect(body.effectiveDate).toBe(body.version.slice(0, 10));
    expect(body.sections.map((s: { id: string }) => s.id)).toEqual([...TERMS_SECTIONS]);
    expect(body.sections.find((s: { id: string }) => s.id === 'trial').heading).toContain(trialHeading);
    expect(body.sections.find((s: { id: string }) => s.id === 'eligibility').body[0]).toContain(licenceWord);
    for (const s of body.sections) {
      expect(s.heading.length).toBeGreaterThan(3);
      expect(s.body.length).toBeGreaterThan(0);
      for (const p of s.body) expect(p).not.toMatch(/\{\{|\}\}/);
    }
    expect(JSON.stringify(body)).toContain(locale === 'fr-CA' ? 'pendant 3 mois' : 'for 3 months');
  });

  it('has one version for the same text in every locale', async () => {
    const versions = await Promise.all(['en', 'en-CA', 'fr-CA'].map(async (l) => (await get(`/api/tc/?locale=${l}`)).json().version));
    expect(new Set(versions).size).toBe(1);
  });

  it('uses the cookie, falls back to en for unknown or malformed locales, and works without the slash', async () => {
    expect((await get('/api/tc/', { locale: 'fr-CA' })).json().locale).toBe('fr-CA');
    expect((await get('/api/tc/?locale=xx-YY')).json().locale).toBe('en');
    expect((await get('/api/tc/?locale=fr-CA&locale=en-CA')).json().locale).toBe('en');
    expect((await get('/api/tc')).statusCode).toBe(200);
  });

  it('refuses other methods with the JSON error shape', async () => {
    const res = await t.call({ method: 'POST', url: '/api/tc/', payload: { version: 'x' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });
});

describe('compression of served pages', () => {
  it('sends brotli or gzip when accepted, with the same HTML', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const plain = await get('/provider/why-the-system?locale=fr-CA');
    const br = await t.call({ method: 'GET', url: '/provider/why-the-system?locale=fr-CA', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gz = await t.call({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe((await get('/')).body);
  });
});
