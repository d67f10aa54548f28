import { expect, test } from '@playwright/test';
import { browserFilming } from './helpers/fake-camera';
import { PHONE, paidTicket, sessionStartingSoon } from './helpers/check-in';
import { activeStaff, signInByApi } from './helpers/staff';

/**
 * Issue 43: a scan made offline is never lost to an expired sign-in. The phone scans with no
 * network; when it is back its sign-in has gone (the cookie dropped, as when the session expires):
 * the sending answers 401, the scan stays queued and the screen (or the back office's sign-in page)
 * asks to sign in again; once the person is signed in again the scan is sent.
 */
test('a scan queued offline waits through an expired sign-in and is sent once signed in again', async ({ page, request }, testInfo) => {
  test.slow(); // a browser with a camera
  const baseURL = testInfo.project.use.baseURL!;
  const staff = await activeStaff(request, 'operations');
  await signInByApi(page.request, await activeStaff(request, 'operations'));
  const sessionId = await sessionStartingSoon(page.request, 'Door Presenter');
  const maya = await paidTicket(request, sessionId, `door.expired.${Date.now()}@example.com`);
  const camera = await browserFilming(maya.token, testInfo, 'expired-ticket');
  try {
    const context = await camera.newContext({ ...PHONE, baseURL });
    const phone = await context.newPage();
    await signInByApi(phone.request, staff);
    await phone.goto(`/admin/check-in/${sessionId}`);
    await expect(phone.getByText(/^Tickets on this phone: 1, list refreshed at/)).toBeVisible();
    await expect.poll(() => phone.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);

    await context.setOffline(true);
    await phone.getByRole('button', { name: 'Start the camera' }).click();
    await expect(phone.locator('[data-outcome]')).toHaveAttribute('data-outcome', 'checked_in', { timeout: 30_000 });
    await expect(phone.locator('[data-outcome]')).toContainText('Kept on this phone');
    await phone.getByRole('button', { name: 'Stop the camera' }).click();
    await expect(phone.locator('[data-waiting]')).toHaveAttribute('data-waiting', '1');

    // Back online, but the sign-in is gone: the scan waits, kept. The screen says why, or, when a
    // read of the list meets the 401 first, the back office asks the person to sign in again.
    const signedIn = await context.cookies();
    await context.clearCookies();
    await context.setOffline(false);
    const expired = phone.getByText('Your sign-in has expired: sign in again to send the waiting scans.');
    const signInPage = phone.getByRole('heading', { name: 'Sign in to the back office' });
    await expect(expired.or(signInPage)).toBeVisible({ timeout: 20_000 });
    expect(await (await page.request.get(`/api/admin/sessions/${sessionId}/check-in/summary`)).json()).toEqual({ checkedIn: 0, expected: 1 });

    // Signed in again and back on the check-in screen: the scan kept on the phone is sent (the
    // only way the server can learn of it: it was made offline).
    await context.addCookies(signedIn);
    await phone.goto(`/admin/check-in/${sessionId}`);
    await expect(phone.locator('[data-waiting]')).toHaveAttribute('data-waiting', '0', { timeout: 20_000 });
    await expect.poll(async () => (await (await page.request.get(`/api/admin/sessions/${sessionId}/check-in/summary`)).json()).checkedIn).toBe(1);
    await context.close();
  } finally {
    await camera.close();
  }
});
