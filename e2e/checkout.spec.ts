import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { createRegistration, mailTo, OFFERINGS } from './helpers/fixtures';
import { CARD_LABELS as LABELS, CARDS, CVV, field, fillCard } from './helpers/funnel-steps';

/**
 * Funnel steps 5 and 6: checkout with the sandbox payment provider, then completion. Serial:
 * the last test scans the database files for card data after every payment of this file.
 */
// Each journey scans many states with axe, which takes seconds each on a shared machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const orderRow = (page: Page, row: string) => page.getByTestId('order-summary').locator(`tr[data-row="${row}"]`);

test('standard course in English: invalid then valid coupon, scanner trial, declined then accepted card, All set! with the user ID and the e-mail', async ({ page, request }) => {
  const { id, email } = await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'cart', country: 'US' });
  await page.goto(`/registration/${id}/checkout`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your registration' })).toBeVisible();
  await expect(page.getByText('Clear-Aligner Fundamentals', { exact: true })).toBeVisible();
  await expect(orderRow(page, 'orderTotal')).toContainText('$1,495.00');
  await expect(field(page, 'Card number')).toHaveAttribute('autocomplete', 'cc-number');
  await expect(field(page, 'Card number')).toHaveAttribute('inputmode', 'numeric');
  await expectAccessible(page);

  // Coupon: invalid, then applied.
  await field(page, 'Coupon code (optional)').fill('NOPE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Invalid coupon code')).toBeVisible();
  await expectAccessible(page);
  await field(page, 'Coupon code (optional)').fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon WELCOME10 applied')).toBeVisible();
  await expect(orderRow(page, 'discount')).toContainText('-$149.50');
  await expect(orderRow(page, 'orderTotal')).toContainText('$1,345.50');
  await expectAccessible(page);

  // Scanner trial: not included, added ($0.00 line), removed.
  await expect(page.getByText('The scanner trial is not included.')).toBeVisible();
  await page.getByRole('button', { name: 'Add the scanner trial' }).click();
  await expect(orderRow(page, 'trial')).toContainText('Scanner trial (3 months, risk free)');
  await expect(orderRow(page, 'trial')).toContainText('$0.00');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Remove the scanner trial' }).click();
  await expect(page.getByText('The scanner trial was removed from your cart.')).toBeVisible();
  await expect(orderRow(page, 'trial')).toHaveCount(0);

  // Terms are required, and their text comes from GET /api/tc/.
  const l = LABELS.en;
  await fillCard(page, l, CARDS.declined);
  await page.getByRole('button', { name: l.pay }).click();
  await expect(page.getByText('You must agree to the terms and conditions', { exact: true })).toBeVisible();
  // The error summary takes focus and links to the checkbox.
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: /You must agree to the terms and conditions/ }).click();
  await expect(page.getByRole('checkbox', { name: l.terms })).toBeFocused();
  await page.getByRole('button', { name: 'Read the terms and conditions' }).click();
  await expect(page.getByRole('region', { name: /terms/i })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: l.terms }).check();

  // Declined, then accepted.
  await page.getByRole('button', { name: l.pay }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined' })).toBeVisible();
  await expectAccessible(page);
  await field(page, l.number).fill(CARDS.success);
  await page.getByRole('button', { name: 'Pay $1,345.50' }).click();

  await expect(page).toHaveURL(new RegExp(`/registration/${id}/complete$`));
  await expect(page.getByRole('heading', { level: 1, name: 'All set!' })).toBeVisible();
  const clinId = (await page.getByTestId('clin-id').textContent())!;
  expect(clinId).toMatch(/^CLN-\d{8}$/);
  await expect(page.getByText('Meet your onboarding specialist within a week')).toBeVisible();
  await expect(page.getByRole('link', { name: /Go to the provider portal/ })).toHaveAttribute('href', 'https://login.clear-aligner-provider.example/com');
  await expect(page.getByRole('link', { name: /Take the survey/ })).toHaveAttribute('href', /provider-survey$/);
  await expect(page.getByText('limited view')).toHaveCount(0);
  await expectAccessible(page);

  await expect.poll(async () => (await mailTo(request, email)).map((m) => m.subject)).toEqual(['All set! Your provider training registration is confirmed']);
  const [mail] = await mailTo(request, email);
  expect(mail.text).toContain(`Your user ID: ${clinId}`);
  expect(mail.text).toContain('Your payment of $1,345.50 is confirmed');
});

test('standard course in French (Canada): Quebec taxes, Tout est prêt! and the e-mail in French', async ({ page, request }) => {
  const { id, email } = await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'cart', country: 'CA', locale: 'fr-CA' });
  await page.goto(`/registration/${id}/checkout?locale=fr-CA`);
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement' })).toBeVisible();
  await expect(orderRow(page, 'HST')).toContainText('TVH (13 %)');
  const l = LABELS['fr-CA'];
  await page.getByRole('combobox', { name: l.province }).selectOption('QC');
  await expect(orderRow(page, 'QST')).toContainText('TVQ (9,975 %)');
  await expect(orderRow(page, 'GST')).toContainText('TPS (5 %)');
  await field(page, 'Code postal de facturation').fill('H2X 1Y4');
  await expectAccessible(page);

  await fillCard(page, l, CARDS.success, 'H2X 1Y4');
  await page.getByRole('checkbox', { name: l.terms }).check();
  await page.getByRole('button', { name: l.pay }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tout est prêt!' })).toBeVisible();
  await expect(page.getByTestId('clin-id')).toHaveText(/^CLN-\d{8}$/);
  await expect(page.getByText('Prochaines étapes')).toBeVisible();
  await expect(page.getByRole('link', { name: /Aller au portail des fournisseurs/ })).toHaveAttribute('href', 'https://login.clear-aligner-provider.example/ca/fr');
  await expectAccessible(page);

  await expect.poll(async () => (await mailTo(request, email)).length).toBe(1);
  const [mail] = await mailTo(request, email);
  expect(mail.subject).toBe('Tout est prêt! Votre inscription à la formation des fournisseurs est confirmée');
  expect(mail.text).toContain(`Votre identifiant : ${await page.getByTestId('clin-id').textContent()}`);
  // 1 895,00 $ + TPS 94,75 $ + TVQ 189,03 $
  expect(mail.text.replace(/[\u00a0\u202f]/g, ' ')).toContain('2 178,78 $');
});

test('on-demand course: insufficient funds, then Great work! with the limited portal view', async ({ page, request }) => {
  const { id, email } = await createRegistration(request, { offeringId: OFFERINGS.onDemand, status: 'cart', country: 'US' });
  await page.goto(`/registration/${id}/checkout`);
  await expect(page.getByText('On demand, at your own pace')).toBeVisible();
  const l = LABELS.en;
  await fillCard(page, l, CARDS.insufficient);
  await page.getByRole('checkbox', { name: l.terms }).check();
  await page.getByRole('button', { name: l.pay }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card has insufficient funds' })).toBeVisible();
  await expectAccessible(page);

  await field(page, l.number).fill(CARDS.success);
  await page.getByRole('button', { name: 'Pay $995.00' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Great work!' })).toBeVisible();
  await expect(page.getByTestId('clin-id')).toHaveText(/^CLN-\d{8}$/);
  await expect(page.getByText('the provider portal shows a limited view')).toBeVisible();
  await expectAccessible(page);
  await expect.poll(async () => (await mailTo(request, email)).map((m) => m.subject)).toEqual(['Great work! Your on-demand course registration is confirmed']);
});

test('the database files hold no test card number and no CVV after these payments', async () => {
  const dir = join(process.cwd(), 'data', `e2e-${process.env.E2E_PORT ?? 3100}`);
  const files: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      const s = statSync(p);
      if (s.isDirectory()) walk(p);
      else if (s.isFile()) files.push(p);
    }
  };
  walk(dir);
  expect(files.some((f) => f.includes('pg_wal'))).toBe(true);
  const digits = (n: string) => new RegExp(n.replace(/\s/g, '').split('').join('[\\s-]*'));
  // The raw bytes of every table, index and the write-ahead log (which keeps every committed row).
  const found: string[] = [];
  for (const f of files) {
    const text = readFileSync(f).toString('latin1');
    for (const n of Object.values(CARDS)) if (digits(n).test(text)) found.push(`${n} in ${f}`);
    if (new RegExp(`cv[cv]\\W{0,12}${CVV}`, 'i').test(text)) found.push(`CVV in ${f}`);
  }
  expect(found).toEqual([]);
  // The scan can see data: the e-mails of these journeys are in the same files.
  expect(files.some((f) => readFileSync(f).toString('latin1').includes('Great work! Your on-demand course registration is confirmed'))).toBe(true);
});
