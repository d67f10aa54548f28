import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { apiPost, createRegistration, mailTo } from './helpers/fixtures';
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
  // The notice says so (the timeline, below, lists the link sent too).
  await expect(page.getByRole('alert').filter({ hasText: 'Resume link sent' })).toBeVisible();
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
  // Issue 28 defect 9: a read-only page, not a form that only looks editable.
  await expect(page).toHaveURL(/\/admin\/sessions\/[^/]+\/show$/);
  await expect(page.getByText('Title (English)')).toBeVisible();
  await expect(page.getByText('Clear-Aligner Fundamentals').first()).toBeVisible();
  const editable = page.getByRole('main').locator('input:not([type=hidden]), textarea, [role=combobox], [contenteditable=true]');
  await expect(editable).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel session' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Roster and attendance' })).toBeVisible();
  await expectAccessible(page);
  // The form's address (a link, a bookmark) lands on the same read-only page.
  const showUrl = page.url();
  await page.goto(showUrl.replace(/\/show$/, ''));
  await expect(page).toHaveURL(showUrl);
  await expect(editable).toHaveCount(0);
});

/** A call to the admin API as the signed-in page makes it (its session cookie, the XSRF token echoed). */
async function adminPost(page: Page, url: string, data: unknown) {
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.post(url, { data, headers: { 'X-XSRF-TOKEN': token } });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

const person = (campaignId: string, n: number) => ({
  campaignId, firstName: 'Dana', lastName: `Reyes ${n}`, email: `capacity.${Date.now()}.${n}@example.com`, phone: '(312) 555-0123',
  practiceName: 'Lakeshore Dental', role: 'doctor_owner', specialty: 'gp', address1: '100 Main St', city: 'Chicago', country: 'US',
  state: 'IL', postalCode: '60601', licenseNumber: 'IL-4455', licenseState: 'IL', npiNumber: '1234567893', agdNumber: '',
  hotelNeeded: 'no', dietaryRestrictions: '', dsoCode: '', teamMembers: [],
});

test('capacity below the seats taken is refused with the server\'s message under the Seats field', async ({ page, request }) => {
  const ops = await setupLinkFor(request, 'operations');
  const { secret } = await completeSetup(page, ops.path);
  await signIn(page, ops.email, secret);
  const session = (await adminPost(page, '/api/admin/sessions', {
    kind: 'fundamentals', courseType: 'live', variant: 'standard', modality: 'in_person', titleEn: `Capacity ${Date.now()}`, titleFr: `Capacité ${Date.now()}`,
    presenter: 'Dr. Jane Roy', language: 'en', timeZone: 'America/Chicago', startsAt: `${new Date().getUTCFullYear() + 1}-06-10T14:00:00Z`,
    endsAt: `${new Date().getUTCFullYear() + 1}-06-10T22:00:00Z`, days: 1, venue: 'Harbor Hall', address: '1 Lake Ave', city: 'Duluth', state: 'MN', country: 'US',
    seatsCapacity: 5, teamSeatAmount: 0, feeUsdCents: 149500, feeCadCents: 189500, status: 'published',
  })) as { id: string };
  for (const n of [1, 2]) expect((await apiPost(request, '/api/register/', person(session.id, n))).ok()).toBe(true);

  await page.goto(`/admin/sessions/${session.id}`);
  const seats = page.getByLabel('Seats', { exact: true });
  await expect(seats).toHaveValue('5');
  await seats.fill('1');
  await page.getByRole('button', { name: 'Save' }).click();
  const message = 'Capacity cannot be lower than the 2 seats already taken';
  // Under the field (its error text is the field's description), and as the notice: never the generic one.
  await expect(seats).toHaveAccessibleDescription(message);
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(page.getByText('Please check the highlighted field')).toHaveCount(0);
  await expectAccessible(page);
  // Back to an allowed value: the form saves again (the refusal left nothing behind).
  await seats.fill('2');
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/admin/sessions/${session.id}`) && r.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(seats).not.toHaveAccessibleDescription(message);
  await page.reload();
  await expect(page.getByText('Seats taken / capacity: 2 / 2')).toBeVisible();
});

test('an on-demand offering reads On demand in the seats column, in each locale', async ({ page, request, baseURL }) => {
  const viewer = await setupLinkFor(request, 'viewer');
  const { secret } = await completeSetup(page, viewer.path);
  await signIn(page, viewer.email, secret);
  for (const [locale, text, heading] of [['en', 'On demand', 'Seats taken / capacity'], ['en-CA', 'On demand', 'Seats taken / capacity'], ['fr-CA', 'Sur demande', 'Places prises / capacité']] as const) {
    await page.context().addCookies([{ name: 'locale', value: locale, url: baseURL! }]);
    await page.goto(`/admin/sessions?filter=${encodeURIComponent(JSON.stringify({ courseType: 'on_demand' }))}`);
    await expect(page.getByRole('columnheader', { name: heading })).toBeVisible();
    // The seeded on-demand course (its English title is shown in every locale).
    const row = page.getByRole('row').filter({ hasText: 'Clear-Aligner Fundamentals (on demand)' });
    const seatsCell = row.getByRole('cell').nth(5);
    await expect(seatsCell).toHaveText(text);
    await expect(row).not.toContainText('100000');
  }
  await page.getByRole('row').filter({ hasText: 'Clear-Aligner Fundamentals (on demand)' }).click();
  await expect(page.getByText('Sur demande').first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('100000');
});
