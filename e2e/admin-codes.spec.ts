import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { apiPost, createRegistration, OFFERINGS, payRegistration } from './helpers/fixtures';
import { completeSetup, setupLinkFor, signIn, openRow, searchList } from './helpers/staff';

/**
 * Issue 10: operations staff create a single-use coupon that a registrant then uses at checkout;
 * the list shows it used up and the checkout refuses it after; a tax rate is set for a state.
 */
test('a coupon made in the back office is used by a registrant, then shows as used up', async ({ page, request }) => {
  test.slow(); // a long journey through several screens, several accounts signing in
  const code = `SPRING${Date.now().toString().slice(-6)}`;
  const ops = await setupLinkFor(request, 'operations');
  const { secret } = await completeSetup(page, ops.path);
  await signIn(page, ops.email, secret);

  await page.getByRole('menuitem', { name: 'Coupons' }).click();
  await page.getByRole('link', { name: 'New coupon' }).click();
  await page.getByLabel('Code').fill(code.toLowerCase());
  await page.getByLabel('Percent off', { exact: true }).last().fill('150');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please check the highlighted field')).toBeVisible();
  await page.getByLabel('Percent off', { exact: true }).last().fill('20');
  await page.getByLabel('Single use').check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('20%');
  await expect(row).toContainText('Active');

  // The registrant uses it at checkout: 20 % off $1,495.00.
  const reg = await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'cart', email: `coupon.${Date.now()}@example.com` });
  const checked = await apiPost(request, '/api/coupon/', { registrationId: reg.id, code });
  expect(checked.ok(), await checked.text()).toBe(true);
  await payRegistration(request, reg.id, code);
  await page.reload();
  await expect(row).toContainText('Used up');
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  const again = await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'cart' });
  expect((await apiPost(request, '/api/coupon/', { registrationId: again.id, code })).ok()).toBe(false);

  // The registration found from the coupon's use shows the discount.
  await page.getByRole('menuitem', { name: 'Registrations' }).click();
  await searchList(page, reg.email);
  await openRow(page, reg.email);
  await expect(page.getByText(`(${code})`)).toBeVisible();
  await expect(page.getByRole('cell', { name: '$1,196.00' })).toBeVisible();

  // A tax rate for Wyoming, shown in the list.
  await page.getByRole('menuitem', { name: 'Tax rates' }).click();
  await page.getByRole('button', { name: 'Set rate WY' }).click();
  await page.getByRole('dialog').getByLabel('Rate (%)').fill('4');
  await page.getByRole('dialog').getByRole('button', { name: 'Set rate' }).click();
  await expect(page.getByText('Tax rate saved')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'WY' })).toContainText('4 %');
  await expectAccessible(page);
});
