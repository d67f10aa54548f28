import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { OFFERINGS } from './helpers/fixtures';
import { completeSetup, setupLinkFor, signIn } from './helpers/staff';

/** Issue 10: operations staff upload a campaign CSV, read the dry run, fix a bad line, import, and download the links. */
test('a campaign CSV is checked line by line, imported on confirmation, and its links downloaded', async ({ page, request }) => {
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

  await page.getByLabel('Choose a CSV file').setInputFiles(file([good, `camp.${n}.b@example.com,Kim,Park,CA,fr-CA,${OFFERINGS.onDemand},completed`]));
  await expect(page.getByText('Check passed: 2 record(s) would be created, 0 already exist.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lines of the file' }).getByRole('row')).toHaveCount(3);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Import 2 record(s)' }).click();
  await expect(page.getByText('Imported: 2 record(s) created, 0 already existed.')).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the links (CSV)' }).click()]);
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').split(/\r\n/);
  expect(csv[0]).toBe('line,email,id,status,outcome,link');
  expect(csv[1]).toMatch(new RegExp(`^2,camp\\.${n}\\.a@example\\.com,[A-Za-z0-9_-]{22},cart,created,http://localhost:\\d+/campaign_payment\\?id=`));
  expect(csv[2]).toMatch(/,completed,created,.*\/campaign_completed\?id=.*&locale=fr-CA$/);
});
