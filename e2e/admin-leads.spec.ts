import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { apiPost } from './helpers/fixtures';
import { completeSetup, setupLinkFor, signIn } from './helpers/staff';

/** Issue 10: a contact-us lead arrives; operations staff find it in the inbox, take it, mark it contacted with notes. */
test('an operations user takes a new contact-us lead and marks it contacted', async ({ page, request }) => {
  const email = `lead.${Date.now()}@example.com`;
  const sent = await apiPost(request, '/api/contact-us/', {
    firstName: 'Nadia', lastName: 'Kowalski', email, phone: '(734) 555-0142', country: 'US', state: 'MI', city: 'Ann Arbor', zip: '48104',
    howCanWeHelp: 'become_provider', professionalCategory: 'GP', professionalSubCategory: 'associate', marketingConsent: true, website: '',
  });
  expect(sent.status()).toBe(201);

  const ops = await setupLinkFor(request, 'operations');
  const { secret } = await completeSetup(page, ops.path);
  await signIn(page, ops.email, secret);
  await page.getByRole('menuitem', { name: 'Leads' }).click();
  await page.getByLabel('Name or e-mail').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Contact us');
  await expect(row).toContainText('New');
  await expectAccessible(page);
  await row.click();

  await expect(page.getByRole('heading', { name: 'Nadia Kowalski' })).toBeVisible();
  // The answers read as the form asked them: its labels and the chosen options' texts, not codes.
  const answer = (label: string) => page.locator('dt').filter({ hasText: new RegExp(`^${label.replace(/[?()]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(answer('First name')).toHaveText('Nadia');
  await expect(answer('State')).toHaveText('Michigan');
  await expect(answer('How can we help?')).toHaveText('I want to become a provider');
  await expect(answer('Professional sub category')).toHaveText('Associate');
  await expect(page.getByText(/become_provider|firstName|howCanWeHelp/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Assign to me' }).click();
  await expect(page.getByText('Lead updated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unassign' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Contacted' }).click();
  await page.getByLabel('Notes').fill('Called on Monday; sends licence.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Lead updated')).toBeVisible();

  // Quebec staff read the same lead in French once they switch the back office's language.
  await page.getByRole('button', { name: 'English (US)' }).click();
  await page.getByRole('menuitem', { name: 'Français (Canada)' }).click();
  await expect(answer('Prénom')).toHaveText('Nadia');
  await expect(answer('Comment pouvons-nous vous aider?')).toHaveText('Je veux devenir fournisseur');
  await expect(answer('Sous-catégorie professionnelle')).toHaveText('Associé');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Français (Canada)' }).click();
  await page.getByRole('menuitem', { name: 'English (US)' }).click();
  await expect(answer('First name')).toHaveText('Nadia');

  await page.getByRole('menuitem', { name: 'Leads' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Contacted' }).click();
  await page.getByRole('combobox', { name: 'Owner' }).click();
  await page.getByRole('option', { name: 'Mine' }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Contacted');
});
