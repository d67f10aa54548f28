import { expect, test, type APIRequestContext } from '@playwright/test';
import { OFFERINGS } from './helpers/fixtures';
import { activeStaff, signIn, signInByApi } from './helpers/staff';

/** Issue 28, defects 3, 10 and 13: the back office as staff use it day to day. */
async function apiPatch(request: APIRequestContext, url: string, data: unknown) {
  const token = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return request.patch(url, { data, headers: { 'X-XSRF-TOKEN': token } });
}

test('a person whose role no longer allows a change is told which role it needs, and stays signed in', async ({ page, request }) => {
  test.slow(); // two accounts set up and signed in
  const admin = await activeStaff(request, 'administrator');
  await signInByApi(request, admin);
  const ops = await activeStaff(request, 'operations');
  await signIn(page, ops.email, ops.secret);
  await page.goto(`/admin/sessions/${OFFERINGS.liveChicago}`);
  const presenter = page.getByLabel('Presenter');
  await expect(presenter).toBeEditable();

  // An administrator makes them a viewer while the form is open; their save is refused for the role.
  expect((await apiPatch(request, `/api/admin/staff/${ops.id}`, { role: 'viewer' })).status()).toBe(200);
  await presenter.fill('Someone Else');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('You do not have permission to do this: it needs the Administrator or Operations role')).toBeVisible();
  await expect(page.getByText('Your session has expired')).toHaveCount(0);
  // A refusal is not a sign-out: the person is still in the back office, on the same page.
  await expect(page).toHaveURL(new RegExp(`/admin/sessions/${OFFERINGS.liveChicago}$`));
  // (the app bar has scrolled away with the form: the side menu shows the back office.)
  await expect(page.getByRole('menuitem', { name: 'Sessions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toHaveCount(0);
  expect((await page.request.get('/api/admin/auth/me')).status()).toBe(200);
});

test("'Last used' shows a token's use without a reload", async ({ page, request }) => {
  test.slow();
  const educator = await activeStaff(request, 'educator');
  await page.clock.install();
  await signIn(page, educator.email, educator.secret);
  await page.getByRole('menuitem', { name: 'My API tokens' }).click();
  await page.getByRole('button', { name: 'New token' }).click();
  await page.getByLabel('Name').fill('nightly attendance');
  await page.getByRole('button', { name: 'New token' }).last().click();
  const token = await page.getByTestId('new-api-token').inputValue();
  await page.getByRole('button', { name: 'I have copied it' }).click();
  const lastUsed = page.getByRole('row').filter({ hasText: 'nightly attendance' }).getByRole('cell').nth(2);
  await expect(lastUsed).toHaveText('—');

  // A script uses the token elsewhere; the person looks at the list again a little later.
  await request.post('/api/attendance', { data: { offeringId: OFFERINGS.liveChicago, emails: ['nobody@example.com'] }, headers: { authorization: `Bearer ${token}` } });
  await page.clock.fastForward(15_000);
  await expect(lastUsed).not.toHaveText('—');
});

test('a link with ?locale=fr-CA opens the back office in French, whatever language was chosen before', async ({ page, request }) => {
  const viewer = await activeStaff(request, 'viewer');
  await signIn(page, viewer.email, viewer.secret);
  // The language menu is used once each way: the back office remembers the last choice (English).
  await page.getByRole('button', { name: 'English (US)' }).click();
  await page.getByRole('menuitem', { name: 'Français (Canada)' }).click();
  await expect(page.getByRole('menuitem', { name: "Mes jetons d'API" })).toBeVisible();
  await page.getByRole('button', { name: 'Français (Canada)' }).click();
  await page.getByRole('menuitem', { name: 'English (US)' }).click();
  await expect(page.getByRole('menuitem', { name: 'My API tokens' })).toBeVisible();

  // A mail to staff links with the locale: the page opens in that language, and stays in it.
  await page.goto('/admin/api-tokens?locale=fr-CA');
  await expect(page.getByRole('heading', { name: "Mes jetons d'API", exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Français (Canada)' })).toBeVisible();
  await page.goto('/admin/api-tokens');
  await expect(page.getByRole('heading', { name: "Mes jetons d'API", exact: true })).toBeVisible();
});
