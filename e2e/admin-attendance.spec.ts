import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { downloadedPdfText, SESSIONS, uniqueEmail } from './helpers/certificates';
import { createRegistration } from './helpers/fixtures';
import { completeSetup, setupLinkFor, signIn } from './helpers/staff';

/**
 * Issue 10: operations staff mark a registrant present on the session's roster, download the
 * certificate that it issued, revoke it again, and open a CSV export of the registrations.
 */
test('mark attendance on the roster, download the certificate, revoke it, then export the registrations', async ({ page, request }) => {
  test.slow(); // a long journey through several screens, several accounts signing in
  const email = uniqueEmail('roster');
  await createRegistration(request, { offeringId: SESSIONS.pastMiami, status: 'confirmation', email });

  const ops = await setupLinkFor(request, 'operations');
  const { secret } = await completeSetup(page, ops.path);
  await signIn(page, ops.email, secret);
  await page.goto(`/admin/sessions/${SESSIONS.pastMiami}`);
  await page.getByRole('link', { name: 'Roster and attendance' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expectAccessible(page);

  // The box changes when the server has recorded it (the click asks; the answer decides).
  const attended = row.getByRole('checkbox', { name: 'Test Dentist attended' });
  await attended.click();
  await expect(page.getByText('Test Dentist marked present: certificate issued')).toBeVisible();
  await expect(attended).toBeChecked();
  const [pdf] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: 'Certificate (PDF)' }).click()]);
  expect(await downloadedPdfText(pdf)).toContain('Test Dentist');

  const [roster] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the roster (CSV)' }).click()]);
  const rosterCsv = readFileSync((await roster.path())!, 'utf8');
  expect(rosterCsv.split(/\r\n/).find((l) => l.includes(email))).toMatch(/,registrant,.*,true,true,/);

  await attended.click();
  await expect(page.getByText('Test Dentist marked absent: certificate revoked')).toBeVisible();
  await expect(attended).not.toBeChecked();
  await expect(row.getByRole('link', { name: 'Certificate (PDF)' })).toHaveCount(0);

  await page.getByRole('menuitem', { name: 'Exports' }).click();
  await expectAccessible(page);
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Registrations' }).click()]);
  expect(file.suggestedFilename()).toMatch(/^registrations-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '').split(/\r\n/);
  expect(lines[0]).toBe('registration_id,registered_at,first_name,last_name,email,clin_id,status,course_type,locale,country,session_id,session,session_starts_at,cancelled_at,refunded_at,state');
  expect(lines.find((l) => l.includes(email))).toMatch(/,Test,Dentist,.*,confirmation,live,en,US,/);
});
