import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { browserFilming } from './helpers/fake-camera';
import { PHONE, paidTicket, sessionStartingSoon } from './helpers/check-in';
import { apiPost } from './helpers/fixtures';
import { activeStaff, completeSetup, setupLinkFor, signIn, signInByApi } from './helpers/staff';

/**
 * Issue 29, check-in at the door: staff on phones open a session's Check-in, and the camera reads
 * ticket QR codes (Chromium's fake camera plays a video of the ticket; this Chromium has no
 * BarcodeDetector, so the ZXing ponyfill reads it). Two scanners filming one ticket at once check
 * the person in once; a cancelled registration's ticket is refused; a search by e-mail checks in
 * somebody whose code will not scan, in French.
 */

async function openCheckIn(browser: Browser, storageState: Awaited<ReturnType<ReturnType<Page['context']>['storageState']>> | undefined, baseURL: string) {
  const context = await browser.newContext({ ...PHONE, baseURL, storageState });
  return context.newPage();
}

const outcome = (page: Page) => page.locator('[data-outcome]');

test('two phones filming one ticket check the person in once; a cancelled ticket is refused; a search checks in by e-mail, in French', async ({ page, request }, testInfo) => {
  test.slow(); // two accounts, two more browsers with cameras
  const baseURL = testInfo.project.use.baseURL!;
  // The educator's account was set up earlier, at a desk; at the door only the phone signs in.
  const educator = await activeStaff(request, 'educator');
  const educatorName = educator.email.split('@')[0];
  const ops = await setupLinkFor(request, 'operations');
  const opsName = ops.email.split('@')[0];
  const { secret } = await completeSetup(page, ops.path);
  await signIn(page, ops.email, secret);
  const sessionId = await sessionStartingSoon(page.request, 'Guest Presenter');
  // The educator presents it: operations pick her account on the session's form (her name follows,
  // still editable). Only this link, not the name, lets her check people in.
  await page.goto(`/admin/sessions/${sessionId}`);
  await page.getByLabel('Presenting staff account').fill(educatorName);
  await page.getByRole('option', { name: new RegExp(`^${educatorName} · Educator$`) }).click();
  await expect(page.getByLabel('Presenter', { exact: true })).toHaveValue(educatorName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => (await (await page.request.get(`/api/admin/sessions/${sessionId}`)).json()).presenterStaffId).toBe(educator.id);
  const stamp = Date.now();
  const maya = await paidTicket(request, sessionId, `door.maya.${stamp}@example.com`);
  const cancelled = await paidTicket(request, sessionId, `door.gone.${stamp}@example.com`);
  const late = await paidTicket(request, sessionId, `door.late.${stamp}@example.com`);
  const cancel = await apiPost(page.request, `/api/admin/registrations/${cancelled.id}/cancel`, { reason: 'cannot come' });
  expect(cancel.ok(), await cancel.text()).toBe(true);
  const opsState = await page.context().storageState();

  // The presenting educator (from the session's page) and an operations user, each on a phone filming Maya's ticket.
  const camera = await browserFilming(maya.token, testInfo, 'maya-ticket');
  try {
    const ed = await openCheckIn(camera, undefined, baseURL);
    await signInByApi(ed.request, educator);
    await ed.goto(`/admin/sessions/${sessionId}/show`);
    await ed.getByRole('link', { name: 'Check-in' }).click();
    await expect(ed.getByRole('heading', { name: 'Check-in: Door Fundamentals' })).toBeVisible();
    await expect(ed.getByText('0 of 2 checked in')).toBeVisible();
    const op = await openCheckIn(camera, opsState, baseURL);
    await op.goto(`/admin/sessions/${sessionId}/check-in`);
    await expect(op.getByText('0 of 2 checked in')).toBeVisible();

    await Promise.all([ed.getByRole('button', { name: 'Start the camera' }).click(), op.getByRole('button', { name: 'Start the camera' }).click()]);
    // Reading begins once ZXing's WebAssembly has compiled on each phone: seconds on a loaded machine.
    await expect(outcome(ed)).toBeVisible({ timeout: 30_000 });
    await expect(outcome(op)).toBeVisible({ timeout: 30_000 });
    const seen = [await outcome(ed).getAttribute('data-outcome'), await outcome(op).getAttribute('data-outcome')];
    expect([...seen].sort()).toEqual(['already', 'checked_in']);
    const [first, second, firstName] = seen[0] === 'checked_in' ? [ed, op, educatorName] : [op, ed, opsName];
    await expect(outcome(first)).toContainText('Checked in');
    await expect(outcome(first)).toContainText('Test Dentist');
    await expect(outcome(second)).toContainText('Already checked in');
    await expect(outcome(second)).toContainText(new RegExp(`at \\d{1,2}:\\d{2}\\s?[AP]M by ${firstName}`));
    for (const p of [ed, op]) await expect(p.getByText('1 of 2 checked in')).toBeVisible();
    // The ticket stays in view: it is not read again (no second answer replaces the first).
    await expect(first.getByText('Scanning: hold a ticket')).toBeVisible();
    await expect(outcome(first)).toHaveAttribute('data-outcome', 'checked_in');
    const measured = (name: string) => first.evaluate((n) => performance.getEntriesByName(n).map((e) => Math.round(e.duration)), name);
    const [scanToScreen, reading] = [await measured('check-in:scan-to-screen'), await measured('check-in:read')];
    expect(scanToScreen).toHaveLength(1);
    expect(reading).toHaveLength(1);
    testInfo.annotations.push({ type: 'scan to screen (ms)', description: String(scanToScreen[0]) }, { type: 'of which reading the code (ms)', description: String(reading[0]) });
    await expectAccessible(first);
  } finally {
    await camera.close();
  }

  // The cancelled registrant's ticket, at the same door, in French.
  const camera2 = await browserFilming(cancelled.token, testInfo, 'cancelled-ticket');
  try {
    const op = await openCheckIn(camera2, opsState, baseURL);
    await op.goto('/admin/?locale=fr-CA');
    await op.goto(`/admin/sessions/${sessionId}/check-in`);
    await expect(op.getByText('1 sur 2 accueillis')).toBeVisible();
    await op.getByRole('button', { name: 'Démarrer la caméra' }).click();
    await expect(outcome(op)).toHaveAttribute('data-outcome', 'voided', { timeout: 30_000 });
    await expect(outcome(op)).toContainText("Billet qui n'est plus valide");
    await expect(op.getByText('1 sur 2 accueillis')).toBeVisible();

    // Somebody whose code will not scan: found by e-mail and checked in with a tap.
    await op.getByRole('button', { name: 'Arrêter la caméra' }).click();
    await op.getByRole('searchbox', { name: 'Nom ou courriel' }).fill(late.email);
    const row = op.getByRole('listitem').filter({ hasText: late.email });
    await expect(row).toContainText('Attendu');
    await row.getByRole('button', { name: 'Accueillir Test Dentist' }).click();
    await expect(outcome(op)).toHaveAttribute('data-outcome', 'checked_in');
    await expect(outcome(op)).toContainText('Accueilli');
    await expect(op.getByText('2 sur 2 accueillis')).toBeVisible();
    await expect(row).toContainText(`Accueilli à`);
    expect(await op.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  } finally {
    await camera2.close();
  }
});
