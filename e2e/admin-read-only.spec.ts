import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { completeSetup, setupLinkFor, signIn } from './helpers/staff';

/**
 * Issue 28 defects 8 and 9: the coupons list has one Discount column written as each locale writes
 * it ('10%', '$100.00 USD'; '10 %' in French), and a viewer opening a coupon or a DSO code gets its
 * read-only page, never a form (the edit address sends them there too). Codes are the seeded ones.
 */
const editable = (page: Page) => page.getByRole('main').locator('input:not([type=hidden]), textarea, [role=combobox], [contenteditable=true]');

test('a viewer reads coupons and DSO codes on read-only pages; the Discount column reads as the locale writes it', async ({ page, request, baseURL }) => {
  const viewer = await setupLinkFor(request, 'viewer');
  const { secret } = await completeSetup(page, viewer.path);
  await signIn(page, viewer.email, secret);

  await page.getByRole('menuitem', { name: 'Coupons' }).click();
  await expect(page.getByRole('columnheader', { name: 'Discount' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Percent off' })).toHaveCount(0);
  const discount = (code: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) }).getByRole('cell').nth(1);
  await expect(discount('WELCOME10')).toHaveText('10%');
  await expect(discount('ONETIME100')).toHaveText('$100.00 USD');
  await expect(discount('ONETIME100CA')).toHaveText('$100.00 CAD');
  await expectAccessible(page);

  // A coupon opens on its read-only page: its facts as text, nothing to type in, no Save.
  await page.getByRole('cell', { name: 'WELCOME10', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/coupons\/[^/]+\/show$/);
  await expect(page.getByText('10%')).toBeVisible();
  await expect(editable(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expectAccessible(page);
  // The form's address (a link, a bookmark) lands on the same read-only page.
  const showUrl = page.url();
  await page.goto(showUrl.replace(/\/show$/, ''));
  await expect(page).toHaveURL(showUrl);
  await expect(editable(page)).toHaveCount(0);

  await page.getByRole('menuitem', { name: 'DSO codes' }).click();
  await page.getByRole('cell', { name: 'SMILEPARTNERS10', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dso-codes\/[^/]+\/show$/);
  await expect(page.getByText('Smile Partners Dental Group')).toBeVisible();
  await expect(editable(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  // French: a space before the percent sign, the amount as French writes it, with its currency code.
  await page.context().addCookies([{ name: 'locale', value: 'fr-CA', url: baseURL! }]);
  await page.goto('/admin/coupons');
  await expect(page.getByRole('columnheader', { name: 'Réduction' })).toBeVisible();
  await expect(discount('WELCOME10')).toHaveText(/^10\s%$/);
  await expect(discount('ONETIME100')).toHaveText(/^100,00\s\$\sUSD$/);
});
