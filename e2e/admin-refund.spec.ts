import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { createRegistration, OFFERINGS, payRegistration } from './helpers/fixtures';
import { completeSetup, setupLinkFor, signIn } from './helpers/staff';

/**
 * Issue 10: a registrant pays with a coupon; operations staff find the registration by its ClinID,
 * see the payment with the coupon, refund part of it and then the rest, and the story shows both.
 */
test('operations staff find a paid registration by ClinID and refund it in two parts', async ({ page, request }) => {
  test.slow(); // a long journey through several screens, several accounts signing in
  const reg = await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'cart', email: `refund.${Date.now()}@example.com` });
  const { clinId } = await payRegistration(request, reg.id, 'WELCOME10');

  const ops = await setupLinkFor(request, 'operations');
  const { secret } = await completeSetup(page, ops.path);
  await signIn(page, ops.email, secret);
  await page.getByRole('menuitem', { name: 'Registrations' }).click();
  await page.getByLabel('Name, e-mail or ClinID').fill(clinId.toLowerCase());
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('cell', { name: reg.email }).click();
  const payments = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Payments' }) });
  await expect(payments).toContainText('$1,345.50');
  await expect(payments).toContainText('(WELCOME10)');
  await expect(payments).toContainText('•••• 4242');

  await page.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund' });
  await expect(dialog.getByLabel('Amount to refund')).toHaveValue('1345.5');
  await expect(dialog.getByText('$1,345.50 can still be refunded')).toBeVisible();
  await dialog.getByLabel('Amount to refund').fill('2000');
  await dialog.getByLabel('Reason').fill('goodwill');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Only 1345.50 USD is left to refund on this payment')).toBeVisible();
  await dialog.getByLabel('Amount to refund').fill('345.50');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(page.getByText('Refunded $345.50')).toBeVisible();

  await page.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByLabel('Amount to refund')).toHaveValue('1000');
  await dialog.getByLabel('Reason').fill('session cancelled');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Refunded $1,000.00')).toBeVisible();
  // Nothing is left to refund: the action is gone, and the timeline shows both refunds.
  await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Timeline' }).getByText(/^Refund:/)).toHaveCount(2);
});
