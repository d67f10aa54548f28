import { join } from 'node:path';
import { expect, test, type Request } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { completeSetup, setupLinkFor, signIn } from './helpers/staff';

/**
 * Issue 10: before assigning a package, operations staff preview it in the registrants' own
 * player. The package's lessons play from the staff-only file route, the LMS API runs in the
 * browser, and nothing is saved: no write request leaves the page and no registrant uses it.
 * (RuntimeMinimumCalls_SCORM12.zip: no other journey uploads it, so no other journey assigns it.)
 */
const FIXTURES = join(import.meta.dirname, '..', '..', 'shared', 'fixtures', 'scorm');

test('an uploaded SCORM package is previewed in the player, and the preview saves nothing', async ({ page, request }) => {
  test.slow(); // an upload and a package of 18 lessons
  const ops = await setupLinkFor(request, 'operations');
  const { secret } = await completeSetup(page, ops.path);
  await signIn(page, ops.email, secret);
  await page.getByRole('menuitem', { name: 'SCORM content' }).click();
  await page.getByLabel('SCORM package (.zip)').setInputFiles(join(FIXTURES, 'RuntimeMinimumCalls_SCORM12.zip'));
  await expect(page.getByRole('link', { name: 'Preview Golf Explained - Minimum Run-time Calls in the player' })).toBeVisible();

  const row = page.getByRole('table', { name: 'SCORM packages' }).getByRole('row').filter({ hasText: 'RuntimeMinimumCalls_SCORM12.zip' });
  // Everything the page sends from here on: a preview may read, never write.
  const sent: Request[] = [];
  page.on('request', (r) => sent.push(r));
  await row.getByRole('link', { name: 'Preview: Golf Explained - Minimum Run-time Calls (RuntimeMinimumCalls_SCORM12.zip)' }).click();

  await expect(page).toHaveURL(/\/admin\/scorm-content\/[A-Za-z0-9_-]{22}\/preview$/);
  const packageId = page.url().split('/').at(-2)!;
  await expect(page.getByRole('heading', { level: 1, name: 'Preview: Golf Explained - Minimum Run-time Calls' })).toBeVisible();
  await expect(page.getByText('This is a preview: nothing you do here is saved. No progress, score or registration is recorded.')).toBeVisible();
  await expect(page.getByText('Lesson 1 of 18: How to Play')).toBeVisible();

  // The package's own page, inside the player's frame, from the staff-only route.
  const frame = page.locator('iframe[title="Golf Explained - Minimum Run-time Calls (e-learning module)"]');
  await expect(frame).toHaveAttribute('src', `/api/admin/scorm-packages/${packageId}/files/Playing/Playing.html?lang=en`);
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1, name: 'Play of the game' })).toBeVisible();
  await expect(page.getByTestId('preview-report')).toHaveText('The lesson has reported nothing yet.');
  await expectAccessible(page);

  // The lesson talks to the in-browser LMS API: leaving it finishes it (completed, the SCORM 1.2
  // rule for a lesson that reports no status), and the status is shown, not sent.
  await expect.poll(() => page.frames().find((f) => f.url().includes(`/files/Playing/Playing.html`))?.evaluate(() => document.readyState)).toBe('complete');
  await page.getByRole('button', { name: 'Next lesson' }).click();
  await expect(page.getByTestId('preview-report')).toHaveText('How to Play reported (not saved): completed, score —');
  await expect(page.getByText('Lesson 2 of 18: Par?')).toBeVisible();
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Close module' }).click();
  await expect(page.getByText('The preview is closed.')).toBeVisible();

  // Nothing was saved: the page sent no write at all, and no registrant uses the package.
  const writes = sent.filter((r) => r.method() !== 'GET' && r.method() !== 'HEAD').map((r) => `${r.method()} ${r.url()}`);
  expect(writes).toEqual([]);
  expect(sent.some((r) => r.url().includes(`/api/admin/scorm-packages/${packageId}/files/`))).toBe(true);
  const pkg = await (await page.request.get(`/api/admin/scorm-packages/${packageId}`)).json();
  expect(pkg).toMatchObject({ registrants: 0, assignedTo: [] });
  // The files are for signed-in staff only.
  expect((await request.get(`/api/admin/scorm-packages/${packageId}/files/Playing/Playing.html`)).status()).toBe(401);

  await page.getByRole('link', { name: 'Back to SCORM content' }).click();
  await expect(page.getByRole('heading', { name: 'Course modules' })).toBeVisible();
  await expect(row).toContainText('Not assigned');
});
