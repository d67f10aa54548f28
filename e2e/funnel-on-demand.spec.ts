import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { mailTo, OFFERINGS } from './helpers/fixtures';
import { CARD_LABELS, CARDS, fillCard, fillInformationUs, idFromUrl, openNewRegistration, statusOf, stepUrl, unique } from './helpers/funnel-steps';

/** The on-demand course funnel, clicked through: information, checkout with a sandbox card, 'Great work!'. */
test('on-demand course: information, checkout, Great work! with the user ID and the limited portal view', async ({ page, request }) => {
  const email = unique('on-demand');
  await openNewRegistration(page, OFFERINGS.onDemand);
  // Three steps only, and no hotel or meals for a course taken online.
  await expect(page.getByRole('navigation', { name: 'Registration progress' }).getByText(/^(Information|Checkout|All set)$/)).toHaveCount(3);
  await expect(page.getByText('Dietary restrictions')).toHaveCount(0);
  await expectAccessible(page);
  await fillInformationUs(page, { email, inPerson: false });
  await page.getByRole('button', { name: 'Continue to checkout' }).click();

  await expect(page).toHaveURL(stepUrl('checkout'));
  const id = idFromUrl(page);
  expect(await statusOf(request, id)).toBe('cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('On demand, at your own pace')).toBeVisible();
  // No step in between can be opened by its URL.
  await page.goto(`/registration/${id}/quiz`);
  await expect(page).toHaveURL(stepUrl('checkout', id));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expectAccessible(page);

  const l = CARD_LABELS.en;
  await fillCard(page, l, CARDS.success);
  await page.getByRole('checkbox', { name: l.terms }).check();
  await page.getByRole('button', { name: 'Pay $995.00' }).click();

  await expect(page).toHaveURL(stepUrl('complete', id));
  await expect(page.getByRole('heading', { level: 1, name: 'Great work!' })).toBeVisible();
  await expect(page.getByTestId('clin-id')).toHaveText(/^CLN-\d{8}$/);
  await expect(page.getByText('the provider portal shows a limited view')).toBeVisible();
  await expectAccessible(page);
  // Back from the completion page cannot reopen the paid checkout.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Great work!' })).toBeVisible();
  await expect.poll(async () => (await mailTo(request, email)).map((m) => m.subject)).toEqual(['Great work! Your on-demand course registration is confirmed']);
});
