import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { OFFERINGS } from './helpers/fixtures';
import { completeSetup, setupLinkFor, signIn } from './helpers/staff';

/** Issue 10: operations staff upload a campaign CSV, read the dry run, fix a bad line, import, and download the links. */
test('a campaign CSV is checked line by line, imported on confirmation, and its links downloaded', async ({ page, request }) => {
  test.slow(); // three screens, a sign-in, and the funnel page an objectives link opens
  const n = Date.now();
  const header = 'email,first_name,last_name,country,locale,offering_id,status';
  const good = `camp.${n}.a@example.com,Ana,Lopez,US,en,${OFFERINGS.liveChicago},cart`;
  const file = (rows: string[]) => ({ name: 'spring.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...rows].join('\r\n')) });

  const ops = await setupLinkFor(request, 'operations');
  const { secret } = await completeSetup(page, ops.path);
  await signIn(page, ops.email, secret);
  await page.getByRole('menuitem', { name: 'Campaign import' }).click();
  await expect(page.getByRole('heading', { name: 'Import campaign records' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Choose a CSV file').setInputFiles(file([good, `not-an-email,Kim,Park,US,en,${OFFERINGS.liveChicago},cart`]));
  await expect(page.getByText('1 line(s) cannot be imported; nothing was created.')).toBeVisible();
  await expect(page.getByText(/^Line 3: email/)).toBeVisible();

  // Issue 28 defect 5: an `objectives` row's link opens that record's questionnaire, in its language.
  const objectives = `camp.${n}.c@example.com,Léa,Roy,CA,fr-CA,${OFFERINGS.liveChicago},objectives`;
  await page.getByLabel('Choose a CSV file').setInputFiles(file([good, `camp.${n}.b@example.com,Kim,Park,CA,fr-CA,${OFFERINGS.onDemand},completed`, objectives]));
  await expect(page.getByText('Check passed: 3 record(s) would be created, 0 already exist.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lines of the file' }).getByRole('row')).toHaveCount(4);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Import 3 record(s)' }).click();
  await expect(page.getByText('Imported: 3 record(s) created, 0 already existed.')).toBeVisible();
  const objectivesLink = /\/registration\/[A-Za-z0-9_-]{22}\/objectives\?locale=fr-CA$/;
  const shown = page.getByRole('table', { name: 'Lines of the file' }).getByRole('row').nth(3).getByRole('cell').last();
  await expect(shown).toHaveText(objectivesLink);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the links (CSV)' }).click()]);
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').split(/\r\n/);
  expect(csv[0]).toBe('line,email,id,status,outcome,link');
  expect(csv[1]).toMatch(new RegExp(`^2,camp\\.${n}\\.a@example\\.com,[A-Za-z0-9_-]{22},cart,created,http://localhost:\\d+/campaign_payment\\?id=`));
  expect(csv[2]).toMatch(/,completed,created,.*\/campaign_completed\?id=.*&locale=fr-CA$/);
  expect(csv[3]).toMatch(new RegExp(`^4,camp\\.${n}\\.c@example\\.com,[A-Za-z0-9_-]{22},objectives,created,http://localhost:\\d+${objectivesLink.source}`));

  const link = new URL((await shown.textContent())!);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vos objectifs' })).toBeVisible();
});
