import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { completeSetup, setupLinkFor, signIn } from './helpers/staff';

/**
 * Issue 30, retention: an administrator reads the periods and what the next run will touch, runs
 * a dry run and finds it in the runs' history; a real run waits for a confirmation. Operations
 * read the screen on a phone, in French, without the run buttons.
 */
test('an administrator reads the retention report and runs a dry run', async ({ page, request }) => {
  const admin = await setupLinkFor(request, 'administrator');
  const { secret } = await completeSetup(page, admin.path);
  await signIn(page, admin.email, secret);
  await page.getByRole('menuitem', { name: 'Retention' }).click();
  await expect(page.getByRole('heading', { name: 'Retention', level: 1 })).toBeVisible();
  await expect(page.getByText('Unfinished registrations — 24 months')).toBeVisible();
  await expect(page.getByText('Mail bodies — 90 days')).toBeVisible();
  await expect(page.getByText('Audit log entries — 84 months')).toBeVisible();
  // CE records (issue 52) are set in whole years.
  await expect(page.getByText('CE records — 6 years')).toBeVisible();
  const report = page.getByRole('table', { name: 'What the next run will touch' });
  await expect(report.getByRole('row', { name: /^Leads/ })).toBeVisible();
  await expect(report.getByRole('row', { name: /^CE records/ })).toContainText('6 years');
  await expect(report.getByRole('row')).toHaveCount(6);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /Dry run finished: \d+ records would be changed/ })).toBeVisible();
  const runs = page.getByRole('table', { name: 'Runs' });
  const latest = runs.getByTestId('retention-run').first();
  // Started by this administrator (the daily job's runs say 'Daily job').
  await expect(latest).toContainText(admin.email.split('@')[0]);
  await expect(latest).toContainText('Dry run');
  await expect(latest).toContainText('Completed');

  // A real run asks first; cancelling it runs nothing.
  const before = await runs.getByTestId('retention-run').count();
  await page.getByRole('button', { name: 'Run now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Run retention now?' });
  await expect(dialog).toContainText('This cannot be undone.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(runs.getByTestId('retention-run')).toHaveCount(before);
});

test.describe('on a phone, in French', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('operations read the report, without the run buttons', async ({ page, request }) => {
    const ops = await setupLinkFor(request, 'operations');
    const { secret } = await completeSetup(page, ops.path);
    await signIn(page, ops.email, secret);
    await page.goto('/admin/retention?locale=fr-CA');
    await expect(page.getByRole('heading', { name: 'Conservation des données', level: 1 })).toBeVisible();
    await expect(page.getByText('Inscriptions inachevées — 24 mois')).toBeVisible();
    await expect(page.getByText('Dossiers de formation continue — 6 ans')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Ce que le prochain passage touchera' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Passages', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Passage à blanc' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Lancer maintenant' })).toHaveCount(0);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways, 'the page scrolls sideways').toBe(0);
    await expectAccessible(page);
  });
});
