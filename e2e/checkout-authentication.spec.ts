import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { createRegistration, mailTo, OFFERINGS } from './helpers/fixtures';
import { CARD_LABELS, CARDS, fillCard } from './helpers/funnel-steps';

/**
 * Issue 11: a card whose bank asks for 3-D Secure. The checkout shows the bank's confirmation
 * (the sandbox's stand-in for the bank window); refusing says the bank could not confirm the
 * payment and charges nothing; confirming completes the registration, told to the portal by the
 * provider's webhook.
 */
test('a card that needs the bank’s confirmation: refused once, then confirmed and paid', async ({ page, request }) => {
  const { id, email } = await createRegistration(request, { offeringId: OFFERINGS.onDemand, status: 'cart', country: 'US' });
  await page.goto(`/registration/${id}/checkout`);
  const l = CARD_LABELS.en;
  await fillCard(page, l, CARDS.authentication);
  await page.getByRole('checkbox', { name: l.terms }).check();
  await page.getByRole('button', { name: l.pay }).click();

  const bank = page.getByRole('dialog', { name: 'Confirm the payment with your bank' });
  await expect(bank).toContainText('confirm this payment of $995.00');
  await expectAccessible(page);
  await bank.getByRole('button', { name: 'Refuse' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your bank could not confirm this payment' })).toBeVisible();
  await expect(bank).toBeHidden();
  expect(await mailTo(request, email)).toEqual([]);

  await page.getByRole('button', { name: 'Pay $995.00' }).click();
  await bank.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Great work!' })).toBeVisible();
  await expect(page.getByTestId('clin-id')).toHaveText(/^CLN-\d{8}$/);
  await expect.poll(async () => (await mailTo(request, email)).length).toBe(1);
});
