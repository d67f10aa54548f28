import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { createRegistration, OFFERINGS } from './helpers/fixtures';
import { completeSetup, setupLinkFor, signIn } from './helpers/staff';

/**
 * Issue 10: operations staff upload a SCORM package made by an authoring tool (a bad one is
 * refused), assign it as module 3 of the pediatric course in French, and a French pediatric
 * registrant's module 3 plays it; the slot goes back to the course's own module after.
 */
const FIXTURES = join(import.meta.dirname, '..', '..', 'shared', 'fixtures', 'scorm');

test('a SCORM package is uploaded, assigned to a module, and played by a new registrant', async ({ page, request }) => {
  test.slow(); // uploads and several screens
  const ops = await setupLinkFor(request, 'operations');
  const { secret } = await completeSetup(page, ops.path);
  await signIn(page, ops.email, secret);
  await page.getByRole('menuitem', { name: 'SCORM content' }).click();
  await expect(page.getByRole('heading', { name: 'Course modules' })).toBeVisible();

  await page.getByLabel('SCORM package (.zip)').setInputFiles(join(FIXTURES, 'invalid.zip'));
  await expect(page.getByText(/manifest/i).first()).toBeVisible();
  await page.getByLabel('SCORM package (.zip)').setInputFiles(join(FIXTURES, 'singlescobasic.zip'));
  // The preview itself: admin-content-preview.spec.ts.
  const preview = page.getByRole('link', { name: /^Preview .* in the player$/ });
  await expect(preview).toBeVisible();
  const href = (await preview.getAttribute('href'))!;
  const packageId = href.split('/')[3];
  expect(href).toBe(`/admin/scorm-content/${packageId}/preview`);
  await expectAccessible(page);

  const slot = page.getByRole('combobox', { name: 'Pediatric course, Module 3, French' });
  await slot.click();
  await page.getByRole('option', { name: /singlescobasic\.zip/ }).click();
  await expect(page.getByText(/^Module 3 now plays /)).toBeVisible();
  await expect(page.getByRole('table', { name: 'SCORM packages' }).getByRole('row').filter({ hasText: 'singlescobasic.zip' })).toContainText('Pediatric course · 3 · fr');

  const reg = await createRegistration(request, { offeringId: OFFERINGS.livePediatricDenver, status: 'scorm', locale: 'fr-CA', country: 'CA' });
  const modules = (await (await request.get(`/api/scorm-modules/${reg.id}?locale=fr-CA`)).json()).modules as { number: number; launchUrl: string }[];
  expect(modules.find((m) => m.number === 3)!.launchUrl).toContain(`/scorm/${packageId}/`);
  expect(modules.find((m) => m.number === 1)!.launchUrl).not.toContain(packageId);

  // Back to the course's own module for new registrants; the one who started keeps the upload.
  await slot.click();
  await page.getByRole('option', { name: "The course's own module" }).click();
  await expect(page.getByText("Module 3 now plays the course's own module")).toBeVisible();
  const kept = (await (await request.get(`/api/scorm-modules/${reg.id}?locale=fr-CA`)).json()).modules as { number: number; launchUrl: string }[];
  expect(kept.find((m) => m.number === 3)!.launchUrl).toContain(`/scorm/${packageId}/`);
});
