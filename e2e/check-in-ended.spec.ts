import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PHONE, paidTicket, sessionStartingSoon } from './helpers/check-in';
import { activeStaff, signInByApi } from './helpers/staff';

/**
 * Issue 50 item 10: staff end a session early while a phone at its door holds the list. At the
 * phone's next read the list leaves its storage and is not saved again (another read, a reload),
 * the screen says the session ended and offers no camera, no search and no "Tickets on this
 * phone", and the installed app's start page no longer opens on it.
 */
/** The session lists the phone keeps (idb-keyval: database portal-check-in, store rosters), by session id. */
const keptLists = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('portal-check-in');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('rosters')) return resolve([]);
          const all = db.transaction('rosters').objectStore('rosters').getAllKeys();
          all.onsuccess = () => resolve(all.result as string[]);
          all.onerror = () => reject(all.error);
        };
      }),
  );

async function apiPatch(request: APIRequestContext, url: string, data: unknown) {
  const token = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return request.patch(url, { data, headers: { 'X-XSRF-TOKEN': token } });
}

test('a session ended early leaves the phone and stays gone: no list kept, no camera, the app does not reopen on it', async ({ browser, request }, testInfo) => {
  const staff = await activeStaff(request, 'operations');
  // No service worker: the page's own reads are watched (the worker's copies are check-in-offline.spec's).
  const context = await browser.newContext({ ...PHONE, baseURL: testInfo.project.use.baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signInByApi(page.request, staff);
  const sessionId = await sessionStartingSoon(page.request, 'Door Presenter');
  for (const who of ['first', 'second']) await paidTicket(request, sessionId, `door.ended.${who}.${Date.now()}@example.com`);
  const screen = `/admin/check-in/${sessionId}`;
  await page.goto(screen);
  await expect(page.getByText(/^Tickets on this phone: 2, list refreshed at/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start the camera' })).toBeVisible();
  expect(await keptLists(page)).toEqual([sessionId]);

  // The office ends the session early: it started two hours ago and ended a minute ago.
  const now = Date.now();
  const ended = await apiPatch(page.request, `/api/admin/sessions/${sessionId}`, { startsAt: new Date(now - 2 * 3_600_000).toISOString(), endsAt: new Date(now - 60_000).toISOString() });
  expect(ended.status(), await ended.text()).toBe(200);

  // At the phone's next read (every 5 s) the screen says so, and the list is gone from storage.
  await expect(page.locator('[data-session-ended]')).toHaveText('This session has ended: check-in is closed, and its list has been removed from this phone.', { timeout: 8_000 });
  expect(await keptLists(page)).toEqual([]);
  await expect(page.getByRole('button', { name: 'Start the camera' })).toHaveCount(0);
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await expect(page.getByText(/Tickets on this phone/)).toHaveCount(0);

  // It stays gone: the server's list names no one now, and a reload reads it again and keeps nothing.
  const list = (await (await page.request.get(`/api/admin/sessions/${sessionId}/check-in/roster`)).json()) as { tickets: unknown[] };
  expect(list.tickets).toEqual([]);
  const read = page.waitForResponse((res) => res.url().endsWith(`/api/admin/sessions/${sessionId}/check-in/roster`));
  await page.reload();
  expect((await read).status()).toBe(200);
  await expect(page.locator('[data-session-ended]')).toBeVisible();
  expect(await keptLists(page)).toEqual([]);
  await expect(page.getByRole('button', { name: 'Start the camera' })).toHaveCount(0);

  // The installed app's start page (the session last checked in on this phone) no longer opens it.
  await page.goto('/admin/check-in/');
  await expect(page).toHaveURL(/\/admin\/sessions$/);
  expect(await page.evaluate(() => localStorage.getItem('portal:check-in:last-session'))).toBeNull();
  await context.close();
});
