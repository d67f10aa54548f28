import { expect, test, type Page } from '@playwright/test';
import { OFFERINGS } from './helpers/fixtures';
import { collectErrors, expectHydrated, markServerNodes, waitForHydration } from './helpers/hydration';

/**
 * Issue 13, goal 2: the public pages arrive as HTML rendered by the app's own components on the
 * server: readable with JavaScript off (heading, form labels, schedule rows), then hydrated
 * (React adopts the same nodes, no mismatch, no console error) and working.
 */
const PAGES = [
  { path: '/', heading: 'Become a certified clear-aligner provider', content: { link: 'Live training schedule' } },
  { path: '/live-training-schedule', heading: 'Live training schedule', content: { table: 'Upcoming live training sessions' } },
  { path: '/contact-us', heading: 'Contact us', content: { label: 'First name' } },
  { path: '/certificate', heading: 'Attendance certificate', content: { label: 'Email' } },
  { path: '/provider/university-registration', heading: 'University and residency registration', content: { label: 'First name' } },
  { path: `/registration?campaign_id=${OFFERINGS.onDemand}`, heading: 'Register for provider training', content: { label: 'First name' } },
  { path: '/registration', heading: 'Register for provider training', content: { link: 'See the live training schedule' } },
  { path: '/scanner-trial', heading: /^Try an intraoral scanner for \d+ months, risk free$/, content: { link: 'Terms and conditions' } },
  { path: '/provider/why-the-system', heading: 'Why dentists choose the clear-aligner system', content: { link: 'Terms and conditions' } },
  { path: '/provider/terms-and-conditions', heading: 'Terms and conditions', content: { link: 'Live training schedule' } },
] as const;

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, content } of PAGES) {
    test(`${path} shows its heading and content`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      if ('label' in content) await expect(page.getByLabel(content.label, { exact: true }).first()).toBeVisible();
      if ('table' in content) {
        const table = page.getByRole('table', { name: content.table });
        await expect(table).toBeVisible();
        expect(await table.getByRole('row').count()).toBeGreaterThan(1);
      }
      if ('link' in content) await expect(page.getByRole('link', { name: content.link }).first()).toBeAttached();
    });
  }

  for (const width of [320, 390]) {
    test(`no page scrolls sideways at ${width} px before the app runs`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      for (const { path } of PAGES) {
        await page.goto(path);
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(sideways, path).toBe(0);
      }
    });
  }

  test('a form cannot be filled or sent before the app runs (its fields would land in the URL)', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.getByLabel('First name', { exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Send request' })).toBeDisabled();
    // Nor can the language be changed: the choice would be lost when the app adopts the page.
    await expect(page.getByLabel('Language')).toBeDisabled();
  });

  test('the French page is rendered in French', async ({ page }) => {
    await page.goto('/contact-us?locale=fr-CA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous joindre');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  });
});

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page }) => markServerNodes(page));

  // On a slow phone the form shows well before the app runs; adopting the page used to empty what
  // had been typed, and the submit then said 'required' for a field the dentist had filled.
  for (const path of ['/contact-us', '/provider/university-registration', `/registration?campaign_id=${OFFERINGS.onDemand}`]) {
    test(`${path}: what is typed as soon as the form shows is kept once the app runs`, async ({ page, context }) => {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
      await page.goto(path, { waitUntil: 'commit' });
      const first = page.getByLabel('First name', { exact: true });
      // fill() waits until the field takes input.
      await first.fill('Maya');
      await waitForHydration(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await expect(first).toHaveValue('Maya');
    });
  }

  for (const { path, heading } of PAGES) {
    test(`${path} is hydrated without a console error`, async ({ page }) => {
      const errors = collectErrors(page);
      const served = await (await page.request.get(path)).text();
      expect(served).toContain('id="ssr-state"');
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveText(heading);
      await expectHydrated(h1);
      // The first screen did not change when React took over.
      await expect(h1).toHaveText(heading);
      expect(errors).toEqual([]);
    });
  }

  test('the contact form works after hydration: an empty submit shows the error summary', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/contact-us');
    const submit = page.locator('main form button[type="submit"]');
    await expectHydrated(submit);
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
    await expect(page).toHaveURL(/\/contact-us$/);
    expect(errors).toEqual([]);
  });

  test('the schedule works after hydration: its rows came with the page, a link navigates in the app', async ({ page }) => {
    const errors = collectErrors(page);
    let apiCalls = 0;
    page.on('request', (req) => void (req.url().includes('/api/events/') && apiCalls++));
    await page.goto('/live-training-schedule');
    const table = page.getByRole('table', { name: 'Upcoming live training sessions' });
    await expectHydrated(table);
    // The data was handed over with the page: the browser did not fetch it again.
    expect(apiCalls).toBe(0);
    await page.getByRole('link', { name: 'Terms and conditions' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
    expect(errors).toEqual([]);
  });

  // An old link to a campaign that is gone: the server's page says so, and adopting it must not
  // swap the message for a spinner while the browser asks again.
  test("an unknown campaign's message stays on screen while the app reads the campaign again", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route('**/api/availability/**', async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto('/registration?campaign_id=NoSuchCampaign0000000A');
    const message = page.getByText('The requested item was not found');
    await expectHydrated(message);
    await expect.poll(() => asked).toBe(true);
    await expect(message).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    release();
    await expect(page.getByRole('link', { name: 'See all courses' })).toBeVisible();
    await expect(message).toBeVisible();
  });
});

/**
 * The server's main style tag each time it is added to the head again once the page has loaded
 * (moved), and the selectors of the rules the browser inserted itself. Call before goto.
 */
async function watchStyles(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { styleMoves: string[] };
    w.styleMoves = [];
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        // The page's main tag, in the portal's form or Emotion's (the small global tags are moved
        // once by Emotion's <Global>, which adopts them by name: accepted).
        for (const r of records) {
          for (const n of Array.from(r.addedNodes)) {
            if (n instanceof HTMLStyleElement && (n.hasAttribute('data-ssr-css') || /^css /.test(n.dataset.emotion ?? ''))) w.styleMoves.push(n.getAttributeNames().join(' '));
          }
        }
      }).observe(document.head, { childList: true });
    });
  });
}

const insertedSelectors = () =>
  Array.from(document.querySelectorAll('style'))
    .filter((s) => !s.textContent)
    .flatMap((s) => Array.from(s.sheet?.cssRules ?? []).map((r) => (r as CSSStyleRule).selectorText ?? ''));

// Moving the server's ~50 KB style tag made Chromium parse it again and restyle the page, once per
// Emotion cache, while a phone was adopting the page; its rules were then inserted a second time.
test.describe("the server's styles are adopted where they are", () => {
  // Pages with Emotion rules left to watch (the contact and registration pages have none since they moved to vanilla-extract).
  for (const path of ['/live-training-schedule']) {
    test(`${path}: no style tag moved, no server rule inserted again`, async ({ page }) => {
      await watchStyles(page);
      await page.goto(path);
      await waitForHydration(page);
      const ids = (await page.locator('style[data-ssr-css]').getAttribute('data-ssr-css'))!.split(' ');
      // Some rules to watch (fewer as the page's parts move to vanilla-extract).
      expect(ids.length).toBeGreaterThan(5);
      expect(await page.evaluate(() => (window as unknown as { styleMoves: string[] }).styleMoves)).toEqual([]);
      const again = (await page.evaluate(insertedSelectors)).filter((sel) => ids.some((id) => sel.includes(`.css-${id}`)));
      expect(again).toEqual([]);
    });
  }

  test("control: Emotion's own tag form is moved by the browser's caches, and the watch sees it", async ({ page }) => {
    await watchStyles(page);
    await page.route('**/contact-us', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('<style data-ssr-css="', '<style data-emotion="css ') });
    });
    await page.goto('/contact-us');
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as { styleMoves: string[] }).styleMoves.length)).toBeGreaterThan(0);
  });
});

// The control of the checks above: a page whose server markup differs from the browser's first
// render (the heading's text changed on its way) must be reported, or 'no console error' proves nothing.
test('a hydration mismatch is reported in the console and marked on the page', async ({ page }) => {
  const errors = collectErrors(page);
  await page.route('**/contact-us', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('>Contact us</h1>', '>Contact them</h1>');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/contact-us');
  await expect.poll(() => errors.some((e) => e.startsWith('Hydration mismatch:'))).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-hydration-error', 'true');
  // React recovered by rendering the part again from scratch, with the browser's text.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
});

test("the entry's inlined stylesheet is not fetched again when a lazy page loads", async ({ page }) => {
  const sheets: string[] = [];
  page.on('request', (req) => void (req.resourceType() === 'stylesheet' && sheets.push(new URL(req.url()).pathname)));
  await page.goto('/');
  const entrySheet = await page.locator('link[rel="stylesheet"][disabled]').first().getAttribute('href');
  expect(entrySheet).toMatch(/^\/assets\/index-[\w-]+\.css$/);
  await waitForHydration(page);
  // A page whose chunk is loaded now: Vite's preload helper used to add the entry's sheet again.
  await page.getByRole('link', { name: 'Live training schedule' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live training schedule');
  expect(sheets).not.toContain(entrySheet);
  expect(await page.locator(`link[rel="stylesheet"][href="${entrySheet}"]:not([disabled])`).count()).toBe(0);
});
