import { expect, test } from '@playwright/test';
import { ticketDigest } from '@portal/domain/check-in/roster';
import { expectAccessible } from './helpers/axe';
import { uniqueEmail } from './helpers/certificates';
import { paidTicket, sessionStartingSoon } from './helpers/check-in';
import { apiPost } from './helpers/fixtures';
import { newStaffSignsIn } from './helpers/staff';

/**
 * Issue 50: a phone's scan sent with a time no check-in could have had (here the year 2000) is
 * refused by the sync; the session's Roster and attendance screen lists it under "Refused scans"
 * with the ticket holder, the time the phone claimed, who sent it and when it arrived, at the
 * venue's clock (America/Chicago), not the desk browser's (Asia/Tokyo).
 */
const VENUE_ZONE = 'America/Chicago';
test.use({ timezoneId: 'Asia/Tokyo' });

test('the roster lists a scan refused for an impossible time, at the venue\'s clock', async ({ page, request }) => {
  await newStaffSignsIn(page, request, 'operations');
  const sessionId = await sessionStartingSoon(page.request, 'Door Presenter');
  const ticket = await paidTicket(request, sessionId, uniqueEmail('refused-scan'));
  const forged = '2000-01-01T00:00:00.000Z';
  const synced = await apiPost(page.request, `/api/admin/sessions/${sessionId}/check-in/sync`, {
    scans: [{ key: crypto.randomUUID(), digest: await ticketDigest(ticket.token), scannedAt: forged, admitted: true }],
  });
  expect(synced.ok(), await synced.text()).toBe(true);
  expect(((await synced.json()) as { scans: { outcome: string }[] }).scans[0].outcome).toBe('impossible_time');
  const { refusedScans } = (await (await page.request.get(`/api/admin/sessions/${sessionId}/roster`)).json()) as { refusedScans: { scannedBy: string; receivedAt: string }[] };
  const at = (instant: string, timeZone: string) =>
    new Intl.DateTimeFormat('en', { timeZone, year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(instant));

  await page.goto(`/admin/sessions/${sessionId}/roster`);
  const list = page.getByTestId('refused-scans');
  await expect(list.getByRole('heading', { name: 'Refused scans' })).toBeVisible();
  const row = list.getByRole('row').filter({ hasText: 'Test Dentist' });
  await expect(row).toContainText(at(forged, VENUE_ZONE));
  await expect(row).not.toContainText(at(forged, 'Asia/Tokyo'));
  await expect(row).toContainText(refusedScans[0].scannedBy);
  await expect(row).toContainText(at(refusedScans[0].receivedAt, VENUE_ZONE));
  // Refused, not counted: nobody is present on the roster.
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expectAccessible(page);
});
