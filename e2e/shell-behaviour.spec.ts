import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { eventsNamed } from './helpers/data-layer';

test.describe('loading overlay', () => {
  test('shows while a route loads and hides on completion', async ({ page }) => {
    await page.goto('/not-a-page');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/home-page-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByTestId('loading-overlay')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Become a certified clear-aligner provider');
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  });

  test('hides on error and shows the error page', async ({ page }) => {
    await page.goto('/not-a-page');
    await page.route(/\/assets\/home-page-[\w-]+\.js$/, (route) => route.abort());
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByRole('alert')).toContainText('Something went wrong on our end, please try again in a little while');
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe('scroll', () => {
  test.use({ viewport: { width: 390, height: 500 } });

  test('goes to the top on a route change', async ({ page }) => {
    await page.goto('/not-a-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    // The layout scrolls to top once the page has rendered; scroll down after that.
    await expect
      .poll(() => page.evaluate(() => (window.scrollTo(0, document.body.scrollHeight), window.scrollY)))
      .toBeGreaterThan(100);
    await page.locator('#site-footer').getByRole('link', { name: 'Terms and conditions' }).click();
    await expect(page).toHaveURL(/terms-and-conditions/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('goes to the anchor when the URL has a hash', async ({ page }) => {
    await page.goto('/#site-footer');
    await expect(page.locator('#site-footer')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });
});

test.describe('tracking', () => {
  test('pushes page_view on every route change with the previous URL', async ({ page }) => {
    await page.goto('/not-a-page');
    await expect.poll(async () => (await eventsNamed(page, 'page_view')).length).toBe(1);
    const [first] = await eventsNamed(page, 'page_view');
    expect(first.pageUrl).toMatch(/\/not-a-page$/);
    expect(first.pageTitle).toBe('Page not found | Clear Aligner Provider Portal');

    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect.poll(async () => (await eventsNamed(page, 'page_view')).length).toBe(2);
    const second = (await eventsNamed(page, 'page_view'))[1];
    expect(second.previousUrl).toBe(first.pageUrl);
    expect(second.pageTitle).toBe('Become a certified clear-aligner provider | Clear Aligner Provider Portal');
  });

  test('pushes navigation_between_sites when arriving from a listed site', async ({ page }) => {
    await page.goto('/', { referer: 'https://www.marketing-referrer.example/landing' });
    await expect.poll(() => eventsNamed(page, 'navigation_between_sites')).toEqual([
      { event: 'navigation_between_sites', nav_type: 'provider_marketing_to_npj' },
    ]);
  });

  test('does not push it from other sites', async ({ page }) => {
    await page.goto('/', { referer: 'https://elsewhere.example/' });
    await expect.poll(async () => (await eventsNamed(page, 'page_view')).length).toBe(1);
    expect(await eventsNamed(page, 'navigation_between_sites')).toEqual([]);
  });

  test('keeps UTM and promo parameters in merged JSON cookies for 180 days', async ({ page, context }) => {
    await page.goto('/?utm_source=newsletter&utm_medium=email&promo=SPRING');
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'utmParams')).toBe(true);
    await page.goto('/?utm_campaign=fall&utm_source=ads');
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'utmParams')?.value ?? '').toContain('fall');
    const cookies = await context.cookies();
    const utm = cookies.find((c) => c.name === 'utmParams')!;
    expect(JSON.parse(decodeURIComponent(utm.value))).toEqual({ utm_source: 'ads', utm_medium: 'email', utm_campaign: 'fall' });
    const days = (utm.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(179.9);
    expect(days).toBeLessThan(180.1);
    const promo = cookies.find((c) => c.name === 'promoParam')!;
    expect(JSON.parse(decodeURIComponent(promo.value))).toEqual({ promo: 'SPRING' });
  });

  test('sets _provider_id from user_id, else a random 10-character id', async ({ browser }) => {
    const a = await browser.newContext();
    const pa = await a.newPage();
    await pa.goto('/?user_id=abc123XYZ');
    // The heading can be on screen (server-rendered) before the app's script sets the cookie.
    await expect.poll(async () => (await a.cookies()).some((c) => c.name === '_provider_id')).toBe(true);
    const fromParam = (await a.cookies()).find((c) => c.name === '_provider_id')!;
    expect(fromParam.value).toBe('abc123XYZ');
    expect((fromParam.expires - Date.now() / 1000) / 86400).toBeCloseTo(16070400 / 86400, 0);

    const b = await browser.newContext();
    const pb = await b.newPage();
    await pb.goto('/');
    await expect.poll(async () => (await b.cookies()).some((c) => c.name === '_provider_id')).toBe(true);
    const random = (await b.cookies()).find((c) => c.name === '_provider_id')!;
    expect(random.value).toMatch(/^[a-z0-9]{10}$/);
    await pb.reload();
    expect((await b.cookies()).find((c) => c.name === '_provider_id')!.value).toBe(random.value);
    await a.close();
    await b.close();
  });
});
