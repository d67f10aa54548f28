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

/** Every stylesheet the browser fetches, from before the page's first request. */
function fetchedSheets(page: Page): string[] {
  const sheets: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet' || new URL(r.url()).pathname.endsWith('.css')) sheets.push(new URL(r.url()).pathname);
  });
  return sheets;
}

// The server inlines the sheets of the page's modules (platform/web-assets.ts) with a disabled link
// to each file beside it, so Vite's preload helper, which adds a lazy chunk's sheets when the
// browser loads the chunk while adopting the page, finds them there and fetches none again.
test.describe("the server's inlined styles are not fetched again", () => {
  for (const path of ['/contact-us', `/registration?campaign_id=${OFFERINGS.onDemand}`, '/live-training-schedule']) {
    test(`${path}: adopted with no stylesheet request, and no Emotion`, async ({ page }) => {
      const sheets = fetchedSheets(page);
      await page.goto(path);
      await waitForHydration(page);
      expect(await page.locator('head link[disabled][rel="stylesheet"]').count()).toBeGreaterThan(1);
      expect(sheets).toEqual([]);
      expect(await page.locator('style[data-emotion], style[data-ssr-css]').count()).toBe(0);
    });
  }

  test('control: without the disabled links, adopting the page fetches its sheets', async ({ page }) => {
    const sheets = fetchedSheets(page);
    await page.route('**/contact-us', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<link disabled rel="stylesheet" href="[^"]+" \/>/g, '');
      await route.fulfill({ response, body });
    });
    await page.goto('/contact-us');
    await waitForHydration(page);
    await expect.poll(() => sheets.length).toBeGreaterThan(0);
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
  const sheets = fetchedSheets(page);
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
