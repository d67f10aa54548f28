import { expect, test } from '@playwright/test';
import { createRegistration, OFFERINGS } from './helpers/fixtures';
import { newStaffSignsIn, openRegistration } from './helpers/staff';

/**
 * Issue 39, 8b: the back office writes dates in its own chosen language, not the browser's. An
 * en-US browser once showed 11/27/2026 on French screens.
 */
test.use({ locale: 'en-US' });

test('on an en-US browser, the back office in French writes dates the French Canadian way on a list and a detail screen', async ({ page, request }) => {
  test.slow(); // signs a staff member up and in
  const email = `dates.${Date.now()}@example.com`;
  await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'quiz', email });
  await newStaffSignsIn(page, request, 'operations');

  // Today as each language writes it: the browser runs on this machine's clock and time zone.
  const today = new Date();
  const us = today.toLocaleDateString('en-US'); // 11/27/2026
  await openRegistration(page, email);
  await page.getByRole('button', { name: 'English (US)' }).click();
  await page.getByRole('menuitem', { name: 'Français (Canada)' }).click();
  const timeline = page.getByRole('list', { name: 'Historique' });
  await expect(timeline).toContainText(new Intl.DateTimeFormat('fr-CA', { dateStyle: 'medium' }).format(today)); // 27 nov. 2026
  await expect(page.getByRole('main')).not.toContainText(us);

  // The list (still searched for this e-mail): its creation column, react-admin's DateField, year first.
  await page.getByRole('menuitem', { name: 'Inscriptions' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(today.toLocaleDateString('fr-CA')); // 2026-11-27
  await expect(row).not.toContainText(us);
});
