import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { mailTo } from './helpers/fixtures';
import { waitForHydration } from './helpers/hydration';

/** The scanner-trial page without a registration: figures, timeline, the two actions, 'Need more info?'. */
const SPECIALIST = 'scanner-specialists@provider-portal.local';

test('shows the survey figures with their caption and the four-step timeline', async ({ page }) => {
  await page.goto('/scanner-trial');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Try an intraoral scanner for 3 months, risk free' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What providers report' })).toBeVisible();
  for (const [key, value, label] of [
    ['revenueIncrease', '25%', 'revenue increase after adding the digital workflow'],
    ['cariesDetection', '56%', 'improvement in caries detection with intraoral scans'],
    ['businessRevenue', '34%', 'of business revenue linked to clear-aligner and scan-led treatment'],
    ['patientAcceptance', '71%', 'patient acceptance after seeing a 3D treatment simulation'],
  ]) {
    const stat = page.getByTestId(`stat-${key}`);
    await expect(stat).toContainText(value);
    await expect(stat).toContainText(label);
    await expect(stat).toContainText('Survey result reported by providers');
  }
  await expect(page.getByText(/Figures reported by providers in a practice survey, not measured by us/)).toBeVisible();

  const steps = page.getByRole('list').filter({ has: page.getByRole('heading', { level: 3 }) }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  for (const [i, name] of ['Delivery Set-up and first scans', 'Month 1 Learn', 'Month 2 Integrate', 'Month 3 Grow'].entries()) {
    await expect(steps.nth(i).getByRole('heading', { level: 3 })).toHaveAccessibleName(name);
  }
  await expect(page.getByTestId('timeline-integrate')).toContainText('submit clear-aligner cases straight from the scan');
  await expectAccessible(page);
});

test('Add to your cart needs the trial terms, then goes to the registration with the trial added', async ({ page }) => {
  await page.goto('/scanner-trial');
  await waitForHydration(page);
  const add = page.getByRole('button', { name: 'Add to your cart' });
  await add.click();
  const terms = page.getByRole('checkbox', { name: 'I agree to the scanner trial terms and conditions' });
  await expect(page.getByText('Please agree to the terms and conditions to add the trial')).toBeVisible();
  await expect(terms).toBeFocused();
  await expect(terms).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/scanner-trial$/);
  await expect(page.getByRole('link', { name: 'Read the terms and conditions (opens in a new tab)' })).toHaveAttribute('href', '/provider/terms-and-conditions');
  await expectAccessible(page);

  await terms.check();
  await expect(page.getByText('Please agree to the terms and conditions to add the trial')).toHaveCount(0);
  await add.click();
  await expect(page).toHaveURL(/\/registration\?scanner_trial=added$/);
});

test('Continue without trial needs no terms and goes to the registration with the trial declined', async ({ page }) => {
  await page.goto('/scanner-trial?locale=fr-CA');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Essayez un scanner intra-oral pendant 3 mois, sans risque' })).toBeVisible();
  await expect(page.getByTestId('stat-revenueIncrease')).toContainText(/25\s?%/);
  await expectAccessible(page);
  await page.getByRole('button', { name: "Continuer sans l'essai" }).click();
  await expect(page).toHaveURL(/\/registration\?scanner_trial=declined$/);
});

test('Need more info? sends the request to the scanner specialists', async ({ page, request }) => {
  const email = `sam.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/scanner-trial');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Need more info?' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Contact me' }).click();
  await expect(form.getByRole('alert')).toBeFocused();
  await expect(form.getByRole('alert').getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expect(form.getByRole('alert').getByRole('link', { name: 'First name: All fields are required' })).toHaveAttribute('href', '#scanner-lead-firstName');

  await form.getByLabel('First name').fill('Sam');
  await form.getByLabel('Last name').fill('Lee');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('212 555 0100');
  await form.getByLabel('Country').selectOption('CA');
  await form.getByLabel('Postal code').fill('10001');
  await form.getByLabel('Postal code').blur();
  await expect(form.getByText('Please enter a valid postal code, for example K1A 0B1', { exact: true })).toBeVisible();
  await form.getByLabel('Country').selectOption('US');
  await form.getByLabel('ZIP code').fill('10001');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Contact me' }).click();

  const thanks = page.getByRole('status').filter({ hasText: 'A scanner specialist will contact you shortly.' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(form).toHaveCount(0);
  await expectAccessible(page);
  await expect.poll(async () => (await mailTo(request, SPECIALIST)).filter((m) => m.text.includes(email)).length).toBe(1);
  expect(await mailTo(request, email)).toEqual([]);
});
