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

/**
 * The user menu's button, named by the name it shows (the person's name; accounts from
 * setupLinkFor are named after their e-mail's local part); on a phone it shows only its icon,
 * named 'Profile'.
 */
export const userMenu = (page: Page, name: string) => {
  const bar = page.getByRole('banner');
  return bar.getByRole('button', { name, exact: true }).or(bar.getByRole('button', { name: 'Profile', exact: true }));
};

/** Signs in on /admin/login with the password, then a code. */
export async function signIn(page: Page, email: string, secret: string, password = PASSWORD, name = email.split('@')[0]) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code').fill(await nextCode(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in once the back office's shell shows (a navigation before then would land on sign-in again).
  await expect(userMenu(page, name)).toBeVisible();
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

/** A new staff member of that role sets up their account and signs in, as staff do. */
export async function newStaffSignsIn(page: Page, request: APIRequestContext, role: StaffRole) {
  const account = await setupLinkFor(request, role);
  const { secret } = await completeSetup(page, account.path);
  await signIn(page, account.email, secret);
  return { ...account, secret };
}

/** From the menu, finds a registration by its e-mail and opens its page. */
export async function openRegistration(page: Page, email: string) {
  await page.getByRole('menuitem', { name: 'Registrations' }).click();
  await searchList(page, email);
  await openRow(page, email);
}

/**
 * An account set up through the set-up API (as its screens do), for journeys about someone else:
 * the administrator who changes a role, a colleague signed in in another tab.
 */
export async function activeStaff(request: APIRequestContext, role: StaffRole, email = staffEmail(role)) {
  const res = await apiPost(request, '/api/dev/staff', { email, role });
  if (!res.ok()) throw new Error(`staff fixture: ${res.status()} ${await res.text()}`);
  const { id, link } = (await res.json()) as { id: string; link: string };
  const token = new URL(link).searchParams.get('token');
  const chosen = await apiPost(request, '/api/admin/setup/password', { token, password: PASSWORD });
  const { secret } = (await chosen.json()) as { secret: string };
  const confirmed = await apiPost(request, '/api/admin/setup/confirm', { token, code: await currentCode(secret) });
  if (!confirmed.ok()) throw new Error(`set-up: ${confirmed.status()} ${await confirmed.text()}`);
  return { id, email, secret };
}

/** Signs an account in through the API: `request` (a page's or a context's) then holds its session. */
export async function signInByApi(request: APIRequestContext, account: { email: string; secret: string }) {
  const login = await apiPost(request, '/api/admin/auth/login', { email: account.email, password: PASSWORD });
  if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`);
  const code = await apiPost(request, '/api/admin/auth/code', { code: await nextCode(account.secret) });
  if (!code.ok()) throw new Error(`code: ${code.status()} ${await code.text()}`);
}
