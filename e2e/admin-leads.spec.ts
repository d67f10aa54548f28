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
  await expect(page.getByText('become_provider')).toBeVisible();
  await page.getByRole('button', { name: 'Assign to me' }).click();
  await expect(page.getByText('Lead updated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unassign' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Contacted' }).click();
  await page.getByLabel('Notes').fill('Called on Monday; sends licence.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Lead updated')).toBeVisible();

  await page.getByRole('menuitem', { name: 'Leads' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Contacted' }).click();
  await page.getByRole('combobox', { name: 'Owner' }).click();
  await page.getByRole('option', { name: 'Mine' }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Contacted');
});
