import { expect, test } from '@playwright/test';
import { animationsDone, expectAccessible } from './helpers/axe';
import { createRegistration, OFFERINGS } from './helpers/fixtures';
import { newStaffSignsIn, openRegistration } from './helpers/staff';

/**
 * Issue 28, defect 6: moving a registration to another session shows on its timeline, from which
 * session to which and by whom (it used to reach only the audit log), in the staff member's language.
 */
test('operations staff move a registration to another session and its timeline shows the move', async ({ page, request }) => {
  test.slow(); // signs a staff member up and in, then works through a dialog
  const email = `move.${Date.now()}@example.com`;
  await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'quiz', email });
  const ops = await newStaffSignsIn(page, request, 'operations');
  await openRegistration(page, email);
  await page.getByRole('button', { name: 'Move to another session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move to another session' });
  await animationsDone(page);
  await dialog.getByLabel('New session').fill('virtual');
  await page.getByRole('option', { name: /^Clear-Aligner Fundamentals \(virtual, in French\) · Montréal/ }).click();
  await dialog.getByRole('button', { name: 'Move to another session' }).click();
  await expect(page.getByText('Registration moved', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText(
    new RegExp(`Moved to another session: from Clear-Aligner Fundamentals · Chicago · .+ to Clear-Aligner Fundamentals \\(virtual, in French\\) · Montréal · .+ · by ${ops.email.replace(/[.+]/g, '\\$&')}`),
  );
  await expectAccessible(page);

  await page.getByRole('button', { name: 'English (US)' }).click();
  await page.getByRole('menuitem', { name: 'Français (Canada)' }).click();
  await expect(page.getByRole('list', { name: 'Historique' })).toContainText(
    /Déplacée vers une autre séance : de Principes fondamentaux des aligneurs transparents · Chicago · .+ à Principes fondamentaux des aligneurs transparents \(virtuel\) · Montréal/,
  );
});
