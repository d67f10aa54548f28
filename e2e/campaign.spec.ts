import { expect, test, type Page } from '@playwright/test';
import type { Status } from '@portal/domain/registration/status';
import { expectAccessible } from './helpers/axe';
import { createRegistration, OFFERINGS } from './helpers/fixtures';

/**
 * Status-driven campaign pages (issue 4): a campaign link lands on its status's page (the funnel's
 * own step pages), other pages redirect there, novalidate stays, a missing id goes home; the trial
 * offer on /campaign_go_digital; paying on /campaign_payment; 'Registration already complete'.
 */
test.describe.configure({ timeout: 120_000 });

const unique = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const TRIAL_TITLE = 'Try an intraoral scanner for 3 months, risk free';

const CASES: { status: Status; offeringId: string; path: string; title: string }[] = [
  { status: 'go_digital_landing', offeringId: OFFERINGS.liveChicago, path: '/campaign_go_digital', title: TRIAL_TITLE },
  { status: 'cart', offeringId: OFFERINGS.liveChicago, path: '/campaign_payment', title: 'Checkout' },
  { status: 'confirmation', offeringId: OFFERINGS.liveChicago, path: '/campaign_payment_confirmation', title: 'All set!' },
  { status: 'on_demand_confirmation', offeringId: OFFERINGS.onDemand, path: '/campaign_confirmation', title: 'Great work!' },
  { status: 'scorm', offeringId: OFFERINGS.liveChicago, path: '/campaign_scorm', title: 'Education' },
  { status: 'quiz', offeringId: OFFERINGS.liveChicago, path: '/campaign_quiz', title: 'Knowledge check' },
  { status: 'completed', offeringId: OFFERINGS.onDemand, path: '/campaign_completed', title: 'Great work!' },
  { status: 'completed', offeringId: OFFERINGS.liveChicago, path: '/campaign_payment_confirmation', title: 'All set!' },
];

for (const c of CASES) {
  test(`${c.status} (${c.offeringId === OFFERINGS.onDemand ? 'on demand' : 'live'}): the link lands on ${c.path}, another campaign page redirects there`, async ({ page, request }) => {
    const { id } = await createRegistration(request, { offeringId: c.offeringId, status: c.status });
    await page.goto(`${c.path}?id=${id}`);
    await expect(h1(page, c.title)).toBeVisible();
    await expect(page).toHaveURL(`${c.path}?id=${id}`);
    // Completion pages of records sold outside the portal (no order): the full page, ClinID included.
    if (c.title === 'All set!' || c.title === 'Great work!') {
      await expect(page.getByTestId('clin-id')).toHaveText(/^CLN-\d{8}$/);
      await expect(page.getByRole('heading', { name: 'Next steps' })).toBeVisible();
      await expect(page.getByText('Your registration is confirmed. Expect the course confirmation')).toBeVisible();
    }
    await expectAccessible(page);

    const wrong = c.path === '/campaign_quiz' ? '/campaign_scorm' : '/campaign_quiz';
    await page.goto(`${wrong}?id=${id}`);
    await expect(page).toHaveURL(`${c.path}?id=${id}`);
    await expect(h1(page, c.title)).toBeVisible();
  });
}

test('novalidate=true stays on the page opened; the error status, a missing id and an unknown id go to the root page', async ({ page, request }) => {
  const { id } = await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'quiz' });
  await page.goto(`/campaign_scorm?id=${id}&novalidate=true`);
  await expect(h1(page, 'Education')).toBeVisible();
  await expect(page).toHaveURL(`/campaign_scorm?id=${id}&novalidate=true`);
  await expectAccessible(page);

  const error = await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'error' });
  for (const url of ['/campaign_payment', '/campaign_quiz?novalidate=true', '/campaign_payment?id=AAAAAAAAAAAAAAAAAAAAAA', `/campaign_payment?id=${error.id}`]) {
    await page.goto(url);
    await expect(page).toHaveURL(/\/$/);
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
});

test('fr-CA: the record locale is appended and the page shows in French', async ({ page, request }) => {
  const { id } = await createRegistration(request, { offeringId: OFFERINGS.liveVirtualFrench, status: 'quiz', locale: 'fr-CA', country: 'CA' });
  await page.goto(`/campaign_payment?id=${id}`);
  await expect(page).toHaveURL(`/campaign_quiz?id=${id}&locale=fr-CA`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Évaluation des connaissances');
  await expectAccessible(page);
});

test('the trial offer accepted on /campaign_go_digital moves on to the campaign education page', async ({ page, request }) => {
  const { id } = await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'go_digital_landing' });
  await page.goto(`/campaign_go_digital?id=${id}`);
  await expect(h1(page, TRIAL_TITLE)).toBeVisible();
  const add = page.getByRole('button', { name: 'Add to your cart' });
  await add.click();
  await expect(page.getByText('Please agree to the terms and conditions to add the trial')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: 'I agree to the scanner trial terms and conditions' }).check();
  await add.click();
  await expect(page).toHaveURL(`/campaign_scorm?id=${id}`);
  await expect(h1(page, 'Education')).toBeVisible();
  await expectAccessible(page);
});

test('the trial offer declined on /campaign_go_digital (fr-CA) moves on to the campaign education page', async ({ page, request }) => {
  const { id } = await createRegistration(request, { offeringId: OFFERINGS.liveVirtualFrench, status: 'go_digital_landing', locale: 'fr-CA', country: 'CA' });
  await page.goto(`/campaign_go_digital?id=${id}&locale=fr-CA`);
  await expect(h1(page, 'Essayez un scanner intra-oral pendant 3 mois, sans risque')).toBeVisible();
  await page.getByRole('button', { name: "Continuer sans l'essai" }).click();
  await expect(page).toHaveURL(`/campaign_scorm?id=${id}&locale=fr-CA`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formation');
  await expectAccessible(page);
});

test('fr-CA: an imported on-demand record at completed shows its ClinID and next steps in French', async ({ page, request }) => {
  const { id } = await createRegistration(request, { offeringId: OFFERINGS.onDemand, status: 'completed', locale: 'fr-CA', country: 'CA' });
  await page.goto(`/campaign_payment?id=${id}`);
  await expect(page).toHaveURL(`/campaign_completed?id=${id}&locale=fr-CA`);
  await expect(page.getByTestId('clin-id')).toHaveText(/^CLN-\d{8}$/);
  await expect(page.getByText('Votre inscription est confirmée. La confirmation du cours')).toBeVisible();
  await expectAccessible(page);
});

test('paying on /campaign_payment stays on campaign pages: Great work! on /campaign_confirmation', async ({ page, request }) => {
  const { id } = await createRegistration(request, { offeringId: OFFERINGS.onDemand, status: 'cart', country: 'US' });
  await page.goto(`/campaign_payment?id=${id}`);
  await expect(h1(page, 'Checkout')).toBeVisible();
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Card number').fill('4242 4242 4242 4242');
  await field('Name on card').fill('Maya Patel');
  await field('Expiry date (MM/YY)').fill(`11${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`);
  await field('CVV').fill('731');
  await field('Zip or postal code').fill('60601');
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(`/campaign_confirmation?id=${id}`);
  await expect(h1(page, 'Great work!')).toBeVisible();
  await expect(page.getByTestId('clin-id')).toHaveText(/^CLN-\d{8}$/);
  await expectAccessible(page);
});

test("registering again after a complete registration, or asking for its resume link, opens 'Registration already complete'", async ({ page, request }) => {
  const email = unique('done');
  await createRegistration(request, { offeringId: OFFERINGS.onDemand, status: 'completed', email });

  // The resume dialog: no link for a finished registration.
  await page.goto(`/registration?campaign_id=${OFFERINGS.onDemand}`);
  await page.getByRole('button', { name: 'Continue a previous registration' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page).toHaveURL(/\/registration-complete$/);
  await expect(h1(page, 'Your registration is already complete')).toBeVisible();
  await expectAccessible(page);

  // The form itself.
  await page.goto(`/registration?campaign_id=${OFFERINGS.onDemand}`);
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  await box('First name').fill('Dana');
  await box('Last name').fill('Reyes');
  await box('Email').fill(email);
  await box('Phone').fill('3125550123');
  await box('Practice name').fill('Lakeshore Dental');
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: 'Doctor (owner, private practice)' });
  await page.getByRole('combobox', { name: 'Specialty', exact: true }).selectOption({ label: 'GP' });
  await box('Primary practice address').fill('100 Main St');
  await box('City').fill('Chicago');
  await page.getByRole('combobox', { name: 'State/Province', exact: true }).selectOption({ label: 'Illinois' });
  await box('Zip/Postal code').fill('60601');
  await box('Dental license number').fill('IL-4455');
  await page.getByRole('combobox', { name: 'License state/province', exact: true }).selectOption('IL');
  await box('NPI number').fill('1234567893');
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/registration-complete$/);
  await expect(h1(page, 'Your registration is already complete')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to doctor login' })).toBeVisible();
});
