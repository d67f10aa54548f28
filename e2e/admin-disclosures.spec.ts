import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { completeSetup, setupLinkFor, signIn } from './helpers/staff';

/**
 * Issue 52, item 3: operations write a course's and a presenter's commercial-relationship
 * disclosure in the back office (each saved on its own, audited by the server), with axe on the
 * screen, then remove them (both texts empty).
 */
test('disclosures: operations save a course\'s and a presenter\'s, in English and French', async ({ page }) => {
  test.slow(); // a sign-in with its second factor, then the screen
  const ops = await setupLinkFor(page.request, 'operations');
  const { secret } = await completeSetup(page, ops.path);
  await signIn(page, ops.email, secret);
  await page.getByRole('menuitem', { name: 'Disclosures' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Commercial-relationship disclosures' })).toBeVisible();

  const course = page.getByRole('region', { name: 'On-demand pediatric course' });
  const words = `The provider sells the aligners this course teaches (${Date.now()}).`;
  await course.getByLabel('Disclosure in English: On-demand pediatric course').fill(words);
  await course.getByLabel('Disclosure in French: On-demand pediatric course').fill('Le fournisseur vend les aligneurs enseignés.');
  await course.getByRole('button', { name: 'Save On-demand pediatric course' }).click();
  await expect(page.getByText('Disclosure saved')).toBeVisible();
  await expect(course.getByText(/^Saved by /)).toBeVisible();

  // Every presenter sessions name is listed; one of them gets a disclosure in English only.
  const presenter = page.getByRole('region', { name: 'Dr. Samuel Ortiz' });
  await expect(presenter.getByText(/^Named by \d+ sessions?/)).toBeVisible();
  await presenter.getByLabel('Disclosure in English: Dr. Samuel Ortiz').fill('Dr. Ortiz receives speaker fees from the provider.');
  await presenter.getByRole('button', { name: 'Save Dr. Samuel Ortiz' }).click();
  await expect(presenter.getByText(/^Named by \d+ sessions? · Saved by /)).toBeVisible();
  await expectAccessible(page);

  // After a reload, the words are the server's.
  await page.reload();
  await expect(page.getByLabel('Disclosure in English: On-demand pediatric course')).toHaveValue(words);

  // Both texts emptied removes a disclosure: left as found, so no other journey's pages change.
  const again = page.getByRole('region', { name: 'On-demand pediatric course' });
  await again.getByLabel('Disclosure in English: On-demand pediatric course').fill('');
  await again.getByLabel('Disclosure in French: On-demand pediatric course').fill('');
  await again.getByRole('button', { name: 'Save On-demand pediatric course' }).click();
  await expect(again.getByText('No disclosure')).toBeVisible();
  const ortiz = page.getByRole('region', { name: 'Dr. Samuel Ortiz' });
  await ortiz.getByLabel('Disclosure in English: Dr. Samuel Ortiz').fill('');
  await ortiz.getByRole('button', { name: 'Save Dr. Samuel Ortiz' }).click();
  await expect(ortiz.getByText(/No disclosure$/)).toBeVisible();
});
