import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { markAttendance, SESSIONS, uniqueEmail } from './helpers/certificates';
import { createRegistration } from './helpers/fixtures';
import { completeSetup, setupLinkFor, signIn } from './helpers/staff';

/**
 * Issue 52, item 1: operations staff find an ended session's AGD roster due, see the attendee
 * whose AGD number is missing, download the roster in AGD's columns, and mark it as sent.
 */
test('an AGD roster due: the attendee to ask, the CSV, marking it sent', async ({ page, request }) => {
  test.slow(); // a sign-in with its second factor, then the screen
  const member = uniqueEmail('agd.member');
  const missing = uniqueEmail('agd.missing');
  await createRegistration(request, { offeringId: SESSIONS.pastMiami, status: 'confirmation', email: member, firstName: 'Maya', lastName: 'Member', agdNumber: ' 246810 ' });
  await createRegistration(request, { offeringId: SESSIONS.pastMiami, status: 'confirmation', email: missing, firstName: 'Noah', lastName: 'Nonumber' });
  await markAttendance(request, SESSIONS.pastMiami, [member, missing]);

  const ops = await setupLinkFor(request, 'operations');
  const { secret } = await completeSetup(page, ops.path);
  await signIn(page, ops.email, secret);
  await page.getByRole('menuitem', { name: 'AGD rosters' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AGD rosters due' })).toBeVisible();
  const card = page.getByTestId('agd-roster').filter({ hasText: missing });
  await expect(card).toBeVisible();
  await expect(card.getByText(`Noah Nonumber · ${missing} · no AGD number`)).toBeVisible();
  await expect(card.getByText(/days? left \(due|Overdue by/)).toBeVisible();
  await expectAccessible(page);

  const [file] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Download' }).click()]);
  expect(file.suggestedFilename()).toMatch(new RegExp(`^agd-roster-\\d{4}-\\d{2}-\\d{2}-${SESSIONS.pastMiami}\\.csv$`));
  const lines = readFileSync((await file.path())!, 'utf8').split(/\r\n/);
  expect(lines[0]).toBe('AGD member ID,Course date,Course title,Number of hours,AGD subject code,Delivery method,Instructor name,Location');
  expect(lines.find((l) => l.startsWith('246810,'))).toMatch(/^246810,\d{2}\/\d{2}\/\d{4},.+,7,370,Lecture,.+,.+$/);
  expect(lines.join('\n')).not.toContain(missing);

  await card.getByRole('button', { name: 'Mark as sent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark this roster as sent?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Mark as sent' }).click();
  await expect(page.getByText('Roster marked as sent')).toBeVisible();
  await expect(card).toHaveCount(0);
});
