import { expect, test } from '@playwright/test';
import { setupLinkFor } from './helpers/staff';

/**
 * A page's first write fetches the XSRF cookie; a read answered at the same moment may set a newer
 * one, and the write then carries the replaced token in its header (seen in CI: a set-up link
 * reported 'not valid'). The server refuses such a write before anything runs, and the web app
 * sends it once more with the cookie as it is now.
 */
test('a write whose XSRF header names a replaced cookie is sent again and succeeds', async ({ page, request }) => {
  const admin = await setupLinkFor(request, 'administrator');
  // A validly signed token that is not the page's own: what a parallel response left behind.
  const other = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  expect(other).toBeTruthy();
  const statuses: number[] = [];
  page.on('response', (r) => void (r.url().endsWith('/api/admin/setup/check') && statuses.push(r.status())));
  let replaced = false;
  await page.route('**/api/admin/setup/check', (route) => {
    if (replaced) return route.continue();
    replaced = true;
    return route.continue({ headers: { ...route.request().headers(), 'x-xsrf-token': other! } });
  });
  await page.goto(admin.path);
  await expect(page.getByText(`Account for ${admin.email}`)).toBeVisible();
  expect(statuses).toEqual([403, 200]);
});
