import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { createRegistration, mailTo } from './helpers/fixtures';
import { completeSetup, setupLinkFor, signIn, openRow, searchList } from './helpers/staff';

/**
 * Issue 10: operations staff create a session with 3 seats, publish it, see it on the public
 * schedule, find a registration for it by e-mail and read its story, then cancel the session and
 * the registrant is e-mailed. A viewer can read sessions but not change them.
 */
test('an operations user creates a 3-seat session that appears on the schedule, finds its registration, then cancels it', async ({ page, request }) => {
  test.slow(); // a long journey through several screens, several accounts signing in
  const ops = await setupLinkFor(request, 'operations');
  const { secret } = await completeSetup(page, ops.path);
  await signIn(page, ops.email, secret);
  await page.getByRole('menuitem', { name: 'Sessions' }).click();
  await expect(page.getByRole('columnheader', { name: 'Seats taken / capacity' })).toBeVisible();
  await expectAccessible(page);

  const title = `Fundamentals Duluth ${Date.now()}`;
  await page.getByRole('link', { name: 'New session' }).click();
  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Title (French)').fill(`Principes Duluth ${Date.now()}`);
  await page.getByLabel('Presenter').fill('Dr. Ada Stone');
  await page.getByRole('combobox', { name: 'Time zone' }).fill('America/Chicago');
  await page.getByRole('option', { name: 'America/Chicago' }).click();
  const year = new Date().getUTCFullYear() + 1;
  await page.getByLabel('Starts (local time at the venue)').fill(`${year}-05-14T09:00`);
  // The end before the start is refused under its field, before anything is sent.
  await page.getByLabel('Ends (local time at the venue)').fill(`${year}-05-14T08:00`);
  await page.getByLabel('Venue', { exact: true }).fill('Harbor Hall');
  await page.getByLabel('City', { exact: true }).fill('Duluth');
  await page.getByLabel('State or province').fill('MN');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'US' }).click();
  await page.getByLabel('Seats', { exact: true }).fill('3');
  await page.getByLabel('Price (USD)').fill('1495');
  await page.getByLabel('Price (CAD)').fill('1995');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The end must be after the start')).toBeVisible();
  await page.getByLabel('Ends (local time at the venue)').fill(`${year}-05-14T17:00`);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Session saved')).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  const sessionId = page.url().split('/').pop()!;

  // A draft is not on the public schedule; published, it is, with its 3 seats.
  const schedule = await page.context().newPage();
  await schedule.goto('/live-training-schedule');
  await expect(schedule.getByRole('table', { name: 'Upcoming live training sessions' })).toBeVisible();
  await expect(schedule.locator(`[data-session-id="${sessionId}"]:visible`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Session published')).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await schedule.reload();
  const row = schedule.locator(`[data-session-id="${sessionId}"]:visible`);
  await expect(row).toContainText(title);
  await expect(row).toContainText('Harbor Hall, Duluth, MN');
  await expect(row.getByRole('link', { name: /^Register/ })).toBeVisible();
  await schedule.close();

  // A registrant for it, found by e-mail in Registrations, with the whole story.
  const registrant = await createRegistration(request, { offeringId: sessionId, status: 'quiz', email: `duluth.${Date.now()}@example.com` });
  await page.getByRole('menuitem', { name: 'Registrations' }).click();
  await searchList(page, registrant.email);
  await openRow(page, registrant.email);
  await expect(page.getByRole('heading', { name: 'Test Dentist' })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Registered');
  await expectAccessible(page);

  // Correct the contact data: the information step's rules answer under the field.
  await page.getByRole('button', { name: 'Correct contact data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Correct contact data' });
  await dialog.getByLabel('Phone').fill('12');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();
  await dialog.getByLabel('Phone').fill('(312) 555-0188');
  await dialog.getByLabel('Last name').fill('Okafor');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Contact data corrected')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Test Okafor' })).toBeVisible();
  await page.getByRole('button', { name: 'Send a resume link' }).click();
  await expect(page.getByText('Resume link sent')).toBeVisible();
  expect((await mailTo(request, registrant.email)).some((m) => /\/registration\/resume\?token=/.test(m.text))).toBe(true);

  // Cancelling e-mails the registrant and takes the session off the schedule.
  await page.goto(`/admin/sessions/${sessionId}`);
  await page.getByRole('button', { name: 'Cancel session' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Session cancelled: 1 e-mails queued')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  // Its (unpaid) registrant has nothing to refund; the action reports it.
  await page.getByRole('button', { name: 'Refund every paid registrant' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('0 refunded, 0 already refunded, 0 failed')).toBeVisible();
  const mails = await mailTo(request, registrant.email);
  expect(mails.map((m) => m.subject)).toContain(`Cancelled: ${title}`);
  expect((await request.get('/api/events/')).ok()).toBe(true);
  expect(JSON.stringify(await (await request.get('/api/events/')).json())).not.toContain(sessionId);
});

test('a viewer reads sessions but cannot create or change them', async ({ page, request }) => {
  const viewer = await setupLinkFor(request, 'viewer');
  const { secret } = await completeSetup(page, viewer.path);
  await signIn(page, viewer.email, secret);
  await page.getByRole('menuitem', { name: 'Sessions' }).click();
  await expect(page.getByRole('columnheader', { name: 'Seats taken / capacity' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New session' })).toHaveCount(0);
  // A seeded session, not whichever row other tests' sessions pushed to the top.
  await page.getByRole('textbox', { name: 'Search' }).fill('Chicago');
  await page.getByRole('row').filter({ hasText: 'Chicago' }).first().click();
  await expect(page.getByLabel('Title (English)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel session' })).toHaveCount(0);
});
