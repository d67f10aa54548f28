import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { PHONE, paidTicket, sessionStartingSoon } from './helpers/check-in';
import { activeStaff, signInByApi, userMenu } from './helpers/staff';

/**
 * Issue 43, slice 1: the check-in screen as an app that opens without network. One online visit
 * registers its service worker (scope /admin/check-in/); with the network off the screen then
 * opens from its copies, while a public page and another back-office page fail as they did
 * before, and online the worker answers neither of them.
 */
/** How many session lists the phone keeps (idb-keyval's store: database portal-check-in, store rosters). */
const keptLists = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('portal-check-in');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('rosters')) return resolve(0);
          const count = db.transaction('rosters').objectStore('rosters').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );
const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

async function phoneSignedIn(context: BrowserContext, staff: { email: string; secret: string }) {
  const page = await context.newPage();
  await signInByApi(page.request, staff);
  return page;
}

test('the check-in screen opens offline after one online visit; public and other back-office pages are not served from its cache', async ({ browser, request }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  const staff = await activeStaff(request, 'operations');
  const signedIn = await browser.newContext({ ...PHONE, baseURL });
  const setup = await phoneSignedIn(signedIn, staff);
  const sessionId = await sessionStartingSoon(setup.request, 'Door Presenter');
  await paidTicket(request, sessionId, `door.offline.${Date.now()}@example.com`);
  const screen = `/admin/check-in/${sessionId}`;
  const heading = (page: Page) => page.getByRole('heading', { name: 'Check-in: Door Fundamentals' });

  // Control: a phone that never opened the screen cannot open it offline (the harness's offline is real).
  const never = await browser.newContext({ ...PHONE, baseURL, storageState: await signedIn.storageState() });
  const cold = await never.newPage();
  await never.setOffline(true);
  await expect(cold.goto(screen)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await never.close();

  // One online visit: the screen registers its worker, which takes control once its copies are made.
  const page = setup;
  await page.goto(screen);
  await expect(heading(page)).toBeVisible();
  await expect(page.getByText('0 of 1 checked in')).toBeVisible();
  await expect.poll(() => controlled(page), { timeout: 30_000 }).toBe(true);
  // The session's list is kept on the phone (IndexedDB) and read again while online.
  await expect(page.getByText(/^Tickets on this phone: 1, list refreshed at \d{1,2}:\d{2}/)).toBeVisible();
  const firstRead = await page.locator('[data-roster-refreshed]').getAttribute('data-roster-refreshed');
  await expect.poll(() => page.locator('[data-roster-refreshed]').getAttribute('data-roster-refreshed'), { timeout: 15_000 }).not.toBe(firstRead);
  expect(await keptLists(page)).toBe(1);
  const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifest).toBe('/check-in-en.webmanifest');
  const app = (await (await page.request.get(manifest!)).json()) as { start_url: string; scope: string; name: string; icons: unknown[] };
  expect(app).toMatchObject({ start_url: '/admin/check-in/', scope: '/admin/check-in/', name: 'Door check-in' });
  expect(app.icons.length).toBeGreaterThan(0);

  // Online, the worker answers the check-in page (network first), and neither a public page nor another back-office page.
  expect((await page.reload())?.fromServiceWorker()).toBe(true);
  await expect(heading(page)).toBeVisible();
  for (const other of ['/', '/live-training-schedule', '/admin/sessions']) {
    const res = await page.goto(other);
    expect(res?.status(), other).toBe(200);
    expect(res?.fromServiceWorker(), other).toBe(false);
    expect(await controlled(page), other).toBe(false);
  }
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);

  // Offline: the screen opens, from the address and from the installed app's start page.
  await signedIn.setOffline(true);
  const offline = await page.goto(screen);
  expect(offline?.fromServiceWorker()).toBe(true);
  await expect(heading(page)).toBeVisible();
  await expect(page.getByText('0 of 1 checked in')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Offline.' })).toContainText('Tickets on this phone: 1, list refreshed at');
  await page.goto('/admin/check-in/');
  await expect(page).toHaveURL(new RegExp(`${screen}$`));
  await expect(heading(page)).toBeVisible();
  // ... and the rest fails as before.
  for (const other of ['/', '/live-training-schedule', '/admin/sessions']) await expect(page.goto(other), other).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await signedIn.setOffline(false);

  // Signing out deletes the lists kept on the phone.
  await page.goto(screen);
  await expect(page.getByText(/^Tickets on this phone: 1/)).toBeVisible();
  await userMenu(page, staff.email.split('@')[0]).click();
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  expect(await keptLists(page)).toBe(0);
  await signedIn.close();
});
