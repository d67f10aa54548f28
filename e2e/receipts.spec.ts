import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { downloadedPdfText } from './helpers/certificates';
import { createRegistration, mailTo, OFFERINGS } from './helpers/fixtures';
import { CARD_LABELS, CARDS, fillCard } from './helpers/funnel-steps';
import { completeSetup, openRow, searchList, setupLinkFor, signIn } from './helpers/staff';

/**
 * Issue 11: a registrant pays, downloads the receipt from the completion page and finds it
 * attached to the confirmation e-mail; a viewer opens the same receipt from the registration.
 */
test('a registrant pays, downloads the receipt from the completion page, gets it by e-mail, and staff open it from the registration', async ({ page, request }) => {
  test.slow(); // a payment, a download, a staff sign-in
  const { id, email } = await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'cart', country: 'US', email: `receipt.${Date.now()}@example.com` });
  await page.goto(`/registration/${id}/checkout`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const l = CARD_LABELS.en;
  await fillCard(page, l, CARDS.success);
  await page.getByRole('checkbox', { name: l.terms }).check();
  await page.getByRole('button', { name: 'Pay $1,495.00' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'All set!' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Your receipt' });
  await expect(section).toContainText(/Your receipt R-\d{4}-\d{6} is attached to the confirmation e-mail/);
  const number = /R-\d{4}-\d{6}/.exec((await section.textContent())!)![0];
  await expectAccessible(page);
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Download your receipt' }).click()]);
  expect(download.suggestedFilename()).toBe(`receipt-${number}.pdf`);
  const text = await downloadedPdfText(download);
  for (const s of [`Receipt number: ${number}`, 'Clear Aligner Provider Education Inc.', 'Clear-Aligner Fundamentals', 'Course fee', '$1,495.00', 'Total paid', 'Amounts in USD', 'Paid by Visa •••• 4242']) {
    expect(text).toContain(s);
  }

  await expect.poll(async () => (await mailTo(request, email)).flatMap((m) => m.attachments)).toContain(`receipt-${number}.pdf`);

  const viewer = await setupLinkFor(request, 'viewer');
  const { secret } = await completeSetup(page, viewer.path);
  await signIn(page, viewer.email, secret);
  await page.getByRole('menuitem', { name: 'Registrations' }).click();
  await searchList(page, email);
  await openRow(page, email);
  const payments = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Payments' }) });
  const link = payments.getByRole('link', { name: `Receipt ${number}` });
  await expect(link).toBeVisible();
  await expectAccessible(page);
  const [staffDownload] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(await downloadedPdfText(staffDownload)).toContain(`Receipt number: ${number}`);
});
