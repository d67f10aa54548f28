import { expect, test, type Browser, type Page } from '@playwright/test';
import { ticketDigest } from '@portal/domain/check-in/roster';
import type { CheckInRoster } from '@portal/domain/check-in/roster';
import { PHONE, paidTicket, sessionStartingSoon } from './helpers/check-in';
import { browserFilmingInTurn } from './helpers/fake-camera-sequence';
import { apiPost } from './helpers/fixtures';
import { activeStaff, signInByApi } from './helpers/staff';

/**
 * Issue 43, the two-phone journey: the hotel's Wi-Fi drops at the door. Both phones go offline,
 * each scans Maya (phone A first) and another person; a registration is cancelled meanwhile and
 * phone B lets its holder in from its list; phone B reloads while offline and keeps its queue. Back
 * online both send their scans: the server checks each person in once, names phone A for Maya,
 * both screens show the same counts, and the cancelled ticket is flagged on both. Issue 50: phone B
 * syncs first, then is overruled by phone A's earlier scan, and its search list follows the server
 * at its next read; the office's roster shows times at the venue's clock.
 */
interface Queued {
  digest: string;
  judged: string;
  scannedAt: string;
}
/** The scans waiting on a phone (idb-keyval's store: database portal-check-in-queue, store scans). */
const queued = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Queued[]>((resolve, reject) => {
        const open = indexedDB.open('portal-check-in-queue');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('scans')) return resolve([]);
          const all = db.transaction('scans').objectStore('scans').getAll();
          all.onsuccess = () => resolve(all.result as Queued[]);
          all.onerror = () => reject(all.error);
        };
      }),
  );
/** The session's zone (sessionStartingSoon), and the office's desk browser somewhere else. */
const VENUE_ZONE = 'America/Chicago';
const DESK_ZONE = 'Asia/Tokyo';
test.use({ timezoneId: DESK_ZONE });

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);
const waiting = (page: Page) => page.locator('[data-waiting]');

async function phone(camera: Browser, baseURL: string, staff: { email: string; secret: string }, screen: string) {
  const context = await camera.newContext({ ...PHONE, baseURL });
  const page = await context.newPage();
  await signInByApi(page.request, staff);
  await page.goto(screen);
  await expect(page.getByText(/^Tickets on this phone: 3, list refreshed at/)).toBeVisible();
  await expect.poll(() => controlled(page), { timeout: 30_000 }).toBe(true);
  return page;
}

/** Films until the phone has queued each of `digests` (a scan judged on the phone), then stops the camera. */
async function scanUntilQueued(page: Page, digests: string[]) {
  await page.getByRole('button', { name: 'Start the camera' }).click();
  await expect.poll(async () => new Set((await queued(page)).map((q) => q.digest)), { timeout: 60_000 }).toEqual(new Set(digests));
  await page.getByRole('button', { name: 'Stop the camera' }).click();
}

test('two phones offline scan the same ticket and others; back online the earlier phone wins, counts agree, a ticket cancelled meanwhile is flagged', async ({ page, request }, testInfo) => {
  test.slow(); // two phones with cameras, an offline reload, two syncs
  const baseURL = testInfo.project.use.baseURL!;
  const [staffA, staffB] = [await activeStaff(request, 'operations'), await activeStaff(request, 'operations')];
  const [nameA, nameB] = [staffA.email.split('@')[0], staffB.email.split('@')[0]];
  // The office (another staff member, at a desk) sets the session up and cancels a registration.
  await signInByApi(page.request, await activeStaff(request, 'operations'));
  const sessionId = await sessionStartingSoon(page.request, 'Door Presenter');
  const stamp = Date.now();
  const maya = await paidTicket(request, sessionId, `door.maya.${stamp}@example.com`);
  const sam = await paidTicket(request, sessionId, `door.sam.${stamp}@example.com`);
  const gone = await paidTicket(request, sessionId, `door.gone.${stamp}@example.com`);
  const [mayaD, samD, goneD] = await Promise.all([maya, sam, gone].map((x) => ticketDigest(x.token)));
  const screen = `/admin/check-in/${sessionId}`;

  const cameraA = await browserFilmingInTurn([maya.token, sam.token], testInfo, 'phone-a');
  const cameraB = await browserFilmingInTurn([gone.token, maya.token], testInfo, 'phone-b');
  try {
    const a = await phone(cameraA, baseURL, staffA, screen);
    const b = await phone(cameraB, baseURL, staffB, screen);
    for (const p of [a, b]) await expect(p.getByText('0 of 3 checked in')).toBeVisible();

    // The network goes; meanwhile the office cancels one registration (phone B's list still says valid).
    for (const p of [a, b]) await p.context().setOffline(true);
    for (const p of [a, b]) await expect(p.getByRole('status').filter({ hasText: 'Offline.' })).toBeVisible();
    const cancel = await apiPost(page.request, `/api/admin/registrations/${gone.id}/cancel`, { reason: 'cannot come' });
    expect(cancel.ok(), await cancel.text()).toBe(true);

    await scanUntilQueued(a, [mayaD, samD]);
    await expect(a.locator('[data-outcome]')).toHaveAttribute('data-on-phone', 'true');
    await expect(a.getByText('2 of 3 checked in')).toBeVisible();
    // Scan to answer on screen, judged on the phone (the bench's offline figure).
    const offlineFigures = await a.evaluate(() => performance.getEntriesByName('check-in:scan-to-screen').map((e) => Math.round(e.duration)));
    expect(offlineFigures.length).toBeGreaterThanOrEqual(2);
    testInfo.annotations.push({ type: 'offline scan to screen (ms)', description: String(offlineFigures[0]) });
    await scanUntilQueued(b, [goneD, mayaD]);
    await expect(b.getByText('2 of 3 checked in')).toBeVisible();
    const queuedA = await queued(a);
    const queuedB = await queued(b);
    // Phone A scanned Maya first; neither phone kept a token.
    const firstScan = (q: Queued[]) => q.filter((x) => x.digest === mayaD).map((x) => x.scannedAt).sort()[0];
    expect(firstScan(queuedA) < firstScan(queuedB)).toBe(true);
    for (const q of [queuedA, queuedB]) expect(JSON.stringify(q)).not.toContain(maya.token);
    expect(queuedB.find((x) => x.digest === goneD)?.judged).toBe('checked_in');

    // Phone B reloads with no network: the screen opens from its copies and its scans still wait.
    const before = queuedB.length;
    await b.reload();
    await expect(b.getByRole('heading', { name: 'Check-in: Door Fundamentals' })).toBeVisible();
    await expect(waiting(b)).toHaveAttribute('data-waiting', String(before));
    await expect(b.getByText(`${before} scans waiting to be sent.`)).toBeVisible();

    // Back online, phone B first: its queue reaches the server before phone A's, so its search list
    // names its own staff member for Maya...
    const syncStarted = Date.now();
    const mayaOn = (p: Page) => p.getByRole('listitem').filter({ hasText: maya.email });
    await b.context().setOffline(false);
    await expect(waiting(b)).toHaveAttribute('data-waiting', '0', { timeout: 30_000 });
    await expect(mayaOn(b)).toContainText(`by ${nameB}`);
    // ... until phone A's earlier scan arrives and wins (issue 50 item 9): by phone B's next periodic
    // read of the list, with no action on phone B, its search list names phone A's staff member and
    // time, which only the server can have told it.
    await a.context().setOffline(false);
    await expect(waiting(a)).toHaveAttribute('data-waiting', '0', { timeout: 30_000 });
    testInfo.annotations.push({ type: 'queues sent (ms)', description: String(Date.now() - syncStarted) });
    const readBefore = await b.locator('[data-roster-refreshed]').getAttribute('data-roster-refreshed');
    await expect.poll(() => b.locator('[data-roster-refreshed]').getAttribute('data-roster-refreshed'), { timeout: 8_000 }).not.toBe(readBefore);
    const timeA = new Intl.DateTimeFormat('en', { timeStyle: 'short', timeZone: VENUE_ZONE }).format(new Date(firstScan(queuedA)));
    await expect(mayaOn(b)).toContainText(`Checked in at ${timeA} by ${nameA}`, { timeout: 1_000 });

    const roster = (await (await page.request.get(`/api/admin/sessions/${sessionId}/check-in/roster`)).json()) as CheckInRoster;
    const byDigest = new Map(roster.tickets.map((t) => [t.digest, t]));
    expect(byDigest.get(mayaD)).toMatchObject({ valid: true, checkedInBy: nameA, flagged: false });
    expect(byDigest.get(mayaD)!.checkedInAt).toBe(firstScan(queuedA));
    expect(byDigest.get(samD)).toMatchObject({ checkedInBy: nameA });
    expect(byDigest.get(goneD)).toMatchObject({ valid: false, checkedInAt: null, flagged: true });
    expect(await (await page.request.get(`/api/admin/sessions/${sessionId}/check-in/summary`)).json()).toEqual({ checkedIn: 2, expected: 2 });
    for (const p of [a, b]) {
      await expect(p.getByText('2 of 2 checked in')).toBeVisible();
      await expect(p.locator('[data-flagged]')).toContainText('Let in offline on a ticket no longer valid: Test Dentist');
    }
    // Phone B hears that Maya was checked in first by phone A, and that its cancelled ticket is flagged.
    await expect(b.locator('[data-sync-difference="already"]')).toContainText(`checked in first at`);
    await expect(b.locator('[data-sync-difference="already"]')).toContainText(`by ${nameA}`);
    await expect(b.locator('[data-sync-difference="voided"]')).toContainText('was let in offline');
    expect(nameB).not.toBe(nameA);
    // The office sees it on the session's roster too, where cancelled registrations are not listed,
    // with the time at the venue's clock (America/Chicago), not the desk browser's (Asia/Tokyo).
    const { lettedInOffline } = (await (await page.request.get(`/api/admin/sessions/${sessionId}/roster`)).json()) as { lettedInOffline: { scannedAt: string }[] };
    const at = (timeZone: string) =>
      new Intl.DateTimeFormat('en', { timeZone, year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(lettedInOffline[0].scannedAt));
    await page.goto(`/admin/sessions/${sessionId}/roster`);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(DESK_ZONE);
    await expect(page.getByTestId('letted-in-offline')).toContainText('Let in without network on a ticket cancelled during the outage');
    await expect(page.getByTestId('letted-in-offline')).toContainText(`Test Dentist, scanned at ${at(VENUE_ZONE)}`);
    await expect(page.getByTestId('letted-in-offline')).not.toContainText(at(DESK_ZONE));
    await expect(page.getByTestId('letted-in-offline')).toContainText(`by ${nameB}`);
  } finally {
    await cameraA.close();
    await cameraB.close();
  }
});
