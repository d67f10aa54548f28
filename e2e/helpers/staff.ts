import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import type { StaffRole } from '@portal/domain/staff/roles';
import { apiPost } from './fixtures';

/** Back-office accounts for the journeys, made the way staff make them: a set-up link, then the screens. */
export const PASSWORD = 'a long and unusual passphrase 42';
let n = 0;
export const staffEmail = (role: string) => `${role}.${Date.now()}.${++n}@staff.example.com`;

/** What `npm run admin:create` prints (the dev fixture does the same for any role): the link's path. */
export async function setupLinkFor(request: APIRequestContext, role: StaffRole, email = staffEmail(role)) {
  const res = await apiPost(request, '/api/dev/staff', { email, role });
  if (!res.ok()) throw new Error(`staff fixture: ${res.status()} ${await res.text()}`);
  const { link } = (await res.json()) as { link: string };
  const url = new URL(link);
  return { email, path: `${url.pathname}${url.search}` };
}

/** A code for the next 30-second step: set-up used the current one, and a code is good once. */
export const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
export const currentCode = (secret: string) => generate({ secret });

/** Completes the set-up screens from a link: password, authenticator key, code; returns the key and recovery codes. */
export async function completeSetup(page: Page, path: string, password = PASSWORD) {
  await page.goto(path);
  await page.getByLabel('New password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = await page.getByTestId('totp-secret').inputValue();
  await page.getByLabel('Code').fill(await currentCode(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  return { secret, recoveryCodes: await codes.allTextContents() };
}

/** Signs in on /admin/login with the password, then a code. */
export async function signIn(page: Page, email: string, secret: string, password = PASSWORD) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code').fill(await nextCode(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in once the back office's shell shows (a navigation before then would land on sign-in again).
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
}

/**
 * Types into a list's search box and waits until the list has applied it (react-admin applies a
 * filter 500 ms after the last key, by changing the URL): a row clicked before then opens, and
 * the late filter then takes the page back to the list.
 */
export async function searchList(page: Page, text: string, label = 'Name, e-mail or ClinID') {
  await page.getByLabel(label).fill(text);
  await expect(page).toHaveURL((url) => (url.searchParams.get('filter') ?? '').includes(JSON.stringify(text).slice(1, -1)));
}

/**
 * Opens a list row's record by clicking its cell, as staff do. A click that lands while the list
 * re-renders for a new filter can be lost (seen once in CI: the list stayed, with no trace to say
 * why); staff would click again, and so does this, until the record's page opens.
 */
export async function openRow(page: Page, cellText: string) {
  await expect(async () => {
    await page.getByRole('cell', { name: cellText }).first().click({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/(show|edit)$/, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}
