import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { MARKETING_PAGES } from '../packages/domain/src/marketing/pages';
import { expectAccessible } from './helpers/axe';
import { expectHydrated, markServerNodes } from './helpers/hydration';

/**
 * The provider marketing pages and the terms: every page in en and fr-CA (accessible, with its
 * heading and title), the digital platform anchors, and the HTML crawlers get before any script.
 */
const catalog = (locale: string, ns: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'packages', 'domain', 'locales', locale, `${ns}.json`), 'utf8'));
/** A catalog text as a pattern: {{figure}} placeholders match the formatted figures. */
const pattern = (s: string) => new RegExp(`^${s.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{\w+\}\}/g, '\\S+')}$`);
const BRAND = { en: 'Clear Aligner Provider Portal', 'fr-CA': "Portail des fournisseurs d'aligneurs transparents" } as const;
/** The app has taken over the server's HTML: React hydrated the page's heading. */
async function expectAppRendered(page: Page) {
  await expect(page.getByTestId('app-header')).toBeVisible();
  await expectHydrated(page.getByRole('heading', { level: 1 }));
}
const PLATFORM = '/provider/align-digital-platform';
const TERMS = '/provider/terms-and-conditions';

test.beforeEach(async ({ page }) => markServerNodes(page));

for (const locale of ['en', 'fr-CA'] as const) {
  for (const page of MARKETING_PAGES) {
    test(`${page.path} in ${locale}`, async ({ page: tab }) => {
      const text = catalog(locale, page.ns);
      await tab.goto(`${page.path}?locale=${locale}`);
      await expectAppRendered(tab);
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(text.heading);
      await expect(tab).toHaveTitle(`${text.meta.title} | ${BRAND[locale]}`);
      await expect(tab.locator('html')).toHaveAttribute('lang', locale);
      // The last section is the call to action, with the program figures filled in.
      await expect(tab.getByRole('main').getByRole('heading', { level: 2 }).last()).toHaveText(pattern(text.cta.heading));
      await expectAccessible(tab);
    });
  }

  test(`terms in ${locale} come from /api/tc/ with their version`, async ({ page, request }) => {
    const terms = await (await request.get(`/api/tc/?locale=${locale}`)).json();
    await page.goto(`${TERMS}?locale=${locale}`);
    await expectAppRendered(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(terms.title);
    await expect(page.getByText(`Version ${terms.version}`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: terms.sections[7].heading })).toBeVisible();
    await expectAccessible(page);
  });
}

test.describe('digital platform anchors', () => {
  test.use({ viewport: { width: 390, height: 700 } });

  test('opening the page with #plan scrolls to the Plan section', async ({ page }) => {
    await page.goto(`${PLATFORM}#plan`);
    await expectAppRendered(page);
    await expect(page.locator('section#plan')).toBeInViewport();
    await expect(page.getByRole('heading', { level: 2, name: 'Plan', exact: true })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  test('an in-page link scrolls to its section and keeps the page', async ({ page }) => {
    await page.goto(`${PLATFORM}?locale=fr-CA`);
    await expectAppRendered(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const toc = page.getByRole('navigation', { name: 'Sur cette page' });
    await toc.getByRole('link', { name: 'Suivre' }).click();
    await expect(page).toHaveURL(/\/provider\/align-digital-platform\?locale=fr-CA#monitor$/);
    await expect(page.locator('section#monitor')).toBeInViewport();
    await expect(page.getByRole('heading', { level: 2, name: 'Suivre' })).toBeInViewport();
    // The same anchors work from the keyboard.
    await page.evaluate(() => window.scrollTo(0, 0));
    await toc.getByRole('link', { name: 'Connecter' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#connect$/);
    await expect(page.locator('section#connect')).toBeInViewport();
  });
});

test.describe('before any script runs', () => {
  test('the served HTML already has the heading, text and SEO tags', async ({ request }) => {
    const text = catalog('fr-CA', 'marketing-why');
    const res = await request.get('/provider/why-the-system?locale=fr-CA');
    expect(res.status()).toBe(200);
    const html = await res.text();
    const rootAt = html.indexOf('<div id="root">');
    const h1At = html.indexOf(`<h1>${text.heading.replace(/'/g, '&#x27;')}</h1>`);
    expect(h1At).toBeGreaterThan(rootAt);
    expect(rootAt).toBeGreaterThan(-1);
    expect(html).toContain(`<title>${text.meta.title.replace(/'/g, '&#39;')} | ${BRAND['fr-CA'].replace(/'/g, '&#39;')}</title>`);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/provider\/why-the-system\?locale=fr-CA" \/>/);
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="http:\/\/[^"]+\/provider\/why-the-system" \/>/);
  });

  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('a reader sees the page, and the anchors still work', async ({ page }) => {
      await page.goto(`${PLATFORM}#retain`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('One digital platform from first scan to retainer');
      await expect(page.locator('section#retain')).toBeInViewport();
      await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Scan' }).click();
      await expect(page).toHaveURL(/#scan$/);
      await expect(page.locator('section#scan')).toBeInViewport();
    });
  });

  test('the server-rendered page is accessible on its own (app scripts blocked)', async ({ page }) => {
    // axe needs JavaScript in the page, so the app's own scripts are blocked instead.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto('/provider/education-and-support/facts-and-questions?locale=fr-CA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Faits et questions');
    // The whole page is server-rendered by the app's components, its header included.
    await expect(page.getByTestId('app-header')).toBeVisible();
    await expectAccessible(page);
  });
});

test('the app hydrates a scrolled server-rendered page without moving it', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/provider/what-it-treats', { waitUntil: 'commit' });
  await expect(page.locator('h1')).toHaveText('What clear aligners can treat');
  await page.evaluate(() => document.getElementById('complexity')!.scrollIntoView());
  const top = () => page.evaluate(() => Math.round(document.getElementById('complexity')!.getBoundingClientRect().top));
  const before = await top();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  release();
  await expectAppRendered(page);
  expect(Math.abs((await top()) - before)).toBeLessThanOrEqual(4);
});

test('choosing another language re-renders the page in it', async ({ page }) => {
  await page.goto('/provider/what-it-treats');
  await expectAppRendered(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What clear aligners can treat');
  await page.getByLabel('Language').selectOption('fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ce que les aligneurs transparents peuvent traiter');
  await expect(page.getByRole('heading', { level: 3, name: 'Supraclusion' })).toBeVisible();
});

test('the terms follow a change of language', async ({ page }) => {
  await page.goto(TERMS);
  await expectAppRendered(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
  await page.getByLabel('Language').selectOption('fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modalités et conditions');
  await expect(page.getByRole('heading', { level: 2, name: "8. L'essai d'un scanner numérique" })).toBeVisible();
});

test('robots.txt and the sitemap are served', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: http:\/\/.+\/sitemap\.xml$/m);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  expect(await sitemap.text()).toContain('/provider/align-digital-platform?locale=fr-CA</loc>');
});
