import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { apiPost, mailTo } from './helpers/fixtures';
import { fillInformationUs, stepUrl, unique } from './helpers/funnel-steps';
import { completeSetup, setupLinkFor, signIn } from './helpers/staff';
import { waitForHydration } from './helpers/hydration';

/**
 * Issue 11: a visitor joins the waiting list of a sold-out session from the schedule; operations
 * add a seat in the back office; the seat is offered to them by e-mail and held for them; their
 * link opens the registration with the seat theirs, and they register.
 */
test('join the waiting list from the schedule, get the freed seat by e-mail and register with it', async ({ page, request }) => {
  test.slow(); // a staff member, a session, the schedule and the registration form
  const city = `Waitville ${Date.now().toString(36)}`;
  const ops = await setupLinkFor(request, 'operations');
  const { secret } = await completeSetup(page, ops.path);
  await signIn(page, ops.email, secret);
  const xsrf = async () => (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  const made = await page.request.post('/api/admin/sessions', {
    headers: { 'x-xsrf-token': await xsrf() },
    data: {
      kind: 'fundamentals', courseType: 'live', variant: 'standard', modality: 'in_person', titleEn: 'Clear-Aligner Fundamentals', titleFr: 'Principes fondamentaux',
      presenter: 'Dr. Jane Roy', language: 'en', timeZone: 'America/Chicago', startsAt: '2030-05-14T09:00:00-05:00', endsAt: '2030-05-14T16:00:00-05:00', days: 1,
      venue: 'Hall', address: '1 Main St', city, state: 'IL', country: 'US', seatsCapacity: 1, teamSeatAmount: 0, feeUsdCents: 149500, feeCadCents: 189500,
      ceHours: 7, agdSubjectCode: '370', audience: 'gp_ortho', status: 'published',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const session = (await made.json()).id as string;
  // Its one seat goes to someone else.
  const taken = await apiPost(request, '/api/register/', {
    campaignId: session, firstName: 'First', lastName: 'Comer', email: unique('first'), phone: '(312) 555-0123', practiceName: 'Dental', role: 'doctor_owner', specialty: 'gp',
    address1: '1 Main St', city: 'Chicago', country: 'US', state: 'IL', postalCode: '60601', licenseNumber: 'IL-1', licenseState: 'IL', npiNumber: '1234567893', hotelNeeded: 'no', teamMembers: [],
  });
  expect(taken.ok(), await taken.text()).toBe(true);

  // The visitor finds it sold out and joins the waiting list.
  const email = unique('waiting');
  await page.goto('/live-training-schedule');
  await waitForHydration(page);
  const row = page.locator(`[data-session-id="${session}"]:visible`);
  await expect(row.getByTestId('sold-out')).toHaveText('Sold Out');
  await row.getByRole('button', { name: /^Join the waiting list/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Join the waiting list' });
  await dialog.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(dialog.getByText('All fields are required').first()).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('First name').fill('Dana');
  await dialog.getByLabel('Last name').fill('Reyes');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(dialog.getByRole('status')).toHaveText('You are on the waiting list (1 in line). We have sent you an e-mail.');
  expect((await mailTo(request, email)).map((m) => m.subject)).toEqual(['Waiting list: Clear-Aligner Fundamentals']);

  // Operations add a seat: it is offered to the first in line and held for them.
  const more = await page.request.patch(`/api/admin/sessions/${session}`, { headers: { 'x-xsrf-token': await xsrf() }, data: { seatsCapacity: 2 } });
  expect(more.status(), await more.text()).toBe(200);
  expect((await more.json()).seatsTaken).toBe(2);
  await expect.poll(async () => (await mailTo(request, email)).length).toBe(2);
  const [offer] = await mailTo(request, email);
  expect(offer.subject).toBe('A seat is yours: Clear-Aligner Fundamentals');
  const link = new URL(/https?:\/\/\S+hold=\S+/.exec(offer.text)![0]);

  await page.goto(`${link.pathname}${link.search}`);
  await waitForHydration(page);
  await expect(page.getByText(/^A seat on the waiting list is held for you until /)).toBeVisible();
  await fillInformationUs(page, { email });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue to objectives' }).click();
  await expect(page).toHaveURL(stepUrl('objectives'));
});
