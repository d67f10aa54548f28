import { expect, test, type Page } from '@playwright/test';
import { ticketDigest } from '@portal/domain/check-in/roster';
import { PHONE, paidTicket, sessionStartingSoon } from './helpers/check-in';
import { activeStaff, signInByApi } from './helpers/staff';

/**
 * Issue 43's figure: the time for 40 scans queued on a phone offline to be sent once it is back
 * online, from the network's return to the screen saying none waits (bench:check-in-scan reads the
 * annotation). The 40 scans are put in the phone's queue as the screen writes them (idb-keyval's
 * database portal-check-in-queue), rather than filmed one by one, then the screen is reloaded
 * offline so it reads them.
 */
interface Entry {
  key: string;
  digest: string;
  scannedAt: string;
  admitted: boolean;
  session: string;
  staffId: string;
  judged: string;
  seq: number;
}
const putInQueue = (page: Page, scans: Entry[]) =>
  page.evaluate(
    (all) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('portal-check-in-queue');
        open.onupgradeneeded = () => open.result.createObjectStore('scans');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('scans', 'readwrite');
          for (const scan of all) tx.objectStore('scans').put(scan, scan.key);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    scans,
  );

test('40 scans queued offline are sent once the phone is back online', async ({ browser, request }, testInfo) => {
  test.slow(); // 40 paid registrations
  const baseURL = testInfo.project.use.baseURL!;
  const staff = await activeStaff(request, 'operations');
  const context = await browser.newContext({ ...PHONE, baseURL });
  const page = await context.newPage();
  await signInByApi(page.request, staff);
  // Seats for all 40: the fixture's registrations take a seat each (db:audit checks capacity at the run's end).
  const sessionId = await sessionStartingSoon(page.request, 'Door Presenter', 40);
  const tokens: string[] = [];
  for (let i = 0; i < 40; i++) tokens.push((await paidTicket(request, sessionId, `door.q${i}.${Date.now()}@example.com`)).token);
  await page.goto(`/admin/check-in/${sessionId}`);
  await expect(page.getByText(/^Tickets on this phone: 40, list refreshed at/)).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  const me = (await (await page.request.get('/api/admin/auth/me')).json()) as { id: string };

  await context.setOffline(true);
  const start = Date.now() - 60_000;
  await putInQueue(
    page,
    await Promise.all(
      tokens.map(async (token, i) => ({
        key: crypto.randomUUID(), digest: await ticketDigest(token), scannedAt: new Date(start + i * 1000).toISOString(), admitted: true,
        session: sessionId, staffId: me.id, judged: 'checked_in', seq: start * 1000 + i,
      })),
    ),
  );
  await page.reload();
  await expect(page.locator('[data-waiting]')).toHaveAttribute('data-waiting', '40');
  const back = Date.now();
  await context.setOffline(false);
  await expect(page.locator('[data-waiting]')).toHaveAttribute('data-waiting', '0', { timeout: 30_000 });
  const took = Date.now() - back;
  testInfo.annotations.push({ type: '40 queued scans sent (ms)', description: String(took) });
  expect(await (await page.request.get(`/api/admin/sessions/${sessionId}/check-in/summary`)).json()).toEqual({ checkedIn: 40, expected: 40 });
  await expect(page.getByText('40 of 40 checked in')).toBeVisible();
  await context.close();
});
