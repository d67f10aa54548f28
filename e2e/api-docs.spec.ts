import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';

/**
 * The API reference page (/api/docs, Redoc served by the portal): it renders the operations from
 * /api/openapi.json, passes axe, asks nothing of another host (fonts included), and an operation
 * is reached and its answers opened with the keyboard alone.
 */
test('the API reference renders from the portal alone, passes axe and works with the keyboard', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  // Every request the page makes, blocked by the policy or not: data: and blob: URLs are the page's own.
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) elsewhere.push(url);
  });

  // The reference has grown with the API (142 operations, /api/openapi.json 512 KB on 2026-12-07):
  // measured alone on an idle machine, Redoc renders it in 14 s and one axe scan of the whole page
  // (every operation is on it) takes 150 s, 2.6 min in all; beside other journeys, more.
  test.setTimeout(6 * 60_000);
  await page.goto('/api/docs');
  // The heading's name starts with its anchor link's label (the operation's id), then the summary.
  const operation = page.getByRole('heading', { level: 2, name: /Get an XSRF token/ });
  // Redoc renders the whole document at once: 14 s alone, several times that beside other journeys.
  await expect(operation).toBeVisible({ timeout: 90_000 });

  // The side menu: a tag opens with Enter, and its first operation is then one Tab away.
  const site = page.getByRole('menuitem', { name: 'Site', exact: true });
  await site.focus();
  await page.keyboard.press('Enter');
  await expect(site).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('role', 'menuitem');
  await expect(page.locator(':focus')).toContainText(/Get an XSRF token/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#tag\/Site\/operation\/get_csrf$/);
  await expect(operation).toBeInViewport();

  // Its answers are buttons that open with the keyboard too: the 429 shows the one error shape.
  const section = page.locator('[id="tag/Site/operation/get_csrf"]');
  const tooMany = section.getByRole('button', { name: /^429\b/ });
  await expect(tooMany).not.toHaveAttribute('aria-expanded', 'true');
  await tooMany.focus();
  await page.keyboard.press('Enter');
  await expect(tooMany).toHaveAttribute('aria-expanded', 'true');
  await expect(section.getByText('Response Schema:').first()).toBeVisible();

  // Scanned once, with an answer open: the side menu, every operation and the opened schema.
  await expectAccessible(page);

  expect(elsewhere).toEqual([]);
});
