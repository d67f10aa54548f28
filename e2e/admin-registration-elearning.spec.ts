import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { createRegistration, OFFERINGS } from './helpers/fixtures';
import { completeSetup, setupLinkFor, signIn } from './helpers/staff';

/**
 * Issue 28 defect 7: a registration's e-learning section names its modules by their titles in the
 * staff member's language, and its columns say what each value is (progress, score, times).
 */
async function saveModule(request: APIRequestContext, registrationId: string, moduleId: string, cmi: Record<string, unknown>) {
  await request.get('/healthz');
  const token = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await request.patch('/api/scorm-modules/update', { data: { registrationId, moduleId, cmi }, headers: { 'X-XSRF-TOKEN': token } });
  expect(res.ok(), await res.text()).toBe(true);
}

test('the e-learning section shows module titles and labelled progress, score and times, in English and French', async ({ page, request, baseURL }) => {
  const reg = await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'scorm' });
  await saveModule(request, reg.id, 'fundamentals', { lesson_status: 'passed', score_raw: 80 });
  await saveModule(request, reg.id, 'digital-workflow', { lesson_status: 'incomplete', score_raw: 0 });

  const viewer = await setupLinkFor(request, 'viewer');
  const { secret } = await completeSetup(page, viewer.path);
  await signIn(page, viewer.email, secret);
  await page.goto(`/admin/registrations/${reg.id}/show`);
  const table = page.getByRole('table', { name: 'E-learning modules' });
  await expect(table.getByRole('columnheader')).toHaveText(['Module', 'Progress', 'Self-check score', 'Completed on', 'Last activity']);
  const fundamentals = table.getByRole('row').filter({ hasText: 'Clear-aligner fundamentals' });
  await expect(fundamentals.getByRole('cell').nth(1)).toHaveText('Passed');
  await expect(fundamentals.getByRole('cell').nth(2)).toHaveText('80%');
  await expect(fundamentals.getByRole('cell').nth(3)).not.toHaveText('—');
  const workflow = table.getByRole('row').filter({ hasText: 'The digital workflow: scan, plan, treat, monitor' });
  await expect(workflow.getByRole('cell').nth(1)).toHaveText('In progress');
  await expect(workflow.getByRole('cell').nth(2)).toHaveText('0%');
  await expect(workflow.getByRole('cell').nth(3)).toHaveText('—');
  await expect(table.getByRole('cell', { name: 'fundamentals', exact: true })).toHaveCount(0);
  await expectAccessible(page);

  // The staff member's language (the remembered choice): titles and words in French.
  await page.context().addCookies([{ name: 'locale', value: 'fr-CA', url: baseURL! }]);
  await page.reload();
  const tableFr = page.getByRole('table', { name: "Modules d'apprentissage en ligne" });
  await expect(tableFr.getByRole('columnheader')).toHaveText(['Module', 'Progression', "Score de l'autoévaluation", 'Terminé le', 'Dernière activité']);
  const fundamentalsFr = tableFr.getByRole('row').filter({ hasText: 'Notions fondamentales des aligneurs transparents' });
  await expect(fundamentalsFr.getByRole('cell').nth(1)).toHaveText('Réussi');
  await expect(fundamentalsFr.getByRole('cell').nth(2)).toHaveText(/^80\s%$/);
  await expectAccessible(page);
});
