import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { apiPost, mailTo } from './helpers/fixtures';
import { completeSetup, PASSWORD, setupLinkFor, signIn, staffEmail, userMenu } from './helpers/staff';

/**
 * Back-office access (issue 10): the first administrator sets up their account with a password
 * and an authenticator app, signs in with a code, invites an operations user who sets up from the
 * e-mailed link, sees the invitation in the audit log; roles shape the menu and the server refuses
 * what a role may not do; sign-out everywhere ends every session.
 */
test('the first administrator sets up TOTP, invites an operations user, and finds it in the audit log', async ({ page, browser, request }) => {
  test.slow(); // a long journey through several screens, several accounts signing in
  const admin = await setupLinkFor(request, 'administrator');
  await page.goto(admin.path);
  await expect(page.getByRole('heading', { name: 'Set up your back-office account' })).toBeVisible();
  await expect(page.getByText(`Account for ${admin.email}`)).toBeVisible();
  await expectAccessible(page);

  // A common password is refused with the reason, under the field.
  await page.getByLabel('New password').fill('password1234');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This password is too common')).toBeVisible();
  const { secret, recoveryCodes } = await completeSetup(page, admin.path);
  expect(new Set(recoveryCodes).size).toBe(10);
  await expectAccessible(page);

  // The link is single-use.
  await page.goto(admin.path);
  await expect(page.getByText('This set-up link is not valid')).toBeVisible();

  // A wrong code is refused; the right one opens the back office.
  await page.goto('/admin/login');
  await expectAccessible(page);
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('This code is not right');
  await signIn(page, admin.email, secret);
  // The back office opens on the dashboard; staff management is in the menu.
  await expect(page.getByRole('list', { name: 'Dashboard' })).toContainText('Registrations');
  await expectAccessible(page);
  await page.getByRole('menuitem', { name: 'Staff' }).click();
  await expect(page.getByRole('menuitem', { name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('cell', { name: admin.email })).toBeVisible();
  await expectAccessible(page);

  // Invite an operations user.
  const opsEmail = staffEmail('operations');
  await page.getByRole('link', { name: 'Invite' }).click();
  await page.getByLabel('Name').fill('Olivia Ops');
  await page.getByLabel('E-mail').fill(opsEmail);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Operations' }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  // The invitation's language defaults to the inviter's; this one goes to a French-speaking colleague.
  await expect(page.getByRole('combobox', { name: 'Language of the invitation' })).toContainText('English (US)');
  await page.getByRole('combobox', { name: 'Language of the invitation' }).click();
  await page.getByRole('option', { name: 'Français (Canada)' }).click();
  // As a person does, wait for the choice to show and the list to close before saving.
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Language of the invitation' })).toContainText('Français (Canada)');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: opsEmail });
  await expect(row).toContainText('Operations');
  await expect(row).toContainText('Invited');

  // The invitation e-mail is in French and its set-up link opens the set-up screen in French.
  const [mail] = await mailTo(request, opsEmail);
  expect(mail.subject).toBe("Votre compte de l'arrière-guichet du Portail des fournisseurs");
  expect(mail.text).toContain('Opérations');
  const link = new URL(mail.text.match(/https?:\/\/\S+\/admin\/setup\?token=\S+/)![0]);
  expect(link.searchParams.get('locale')).toBe('fr-CA');

  // The audit log shows who invited whom in words, with the after values; it filters by action.
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await page.getByLabel('Who').fill(admin.email);
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Staff member invited' }).click();
  const entry = page.getByRole('row').filter({ hasText: opsEmail });
  await expect(entry).toContainText('Staff member invited');
  await expect(entry.getByRole('cell', { name: 'Staff', exact: true })).toBeVisible();
  await expect(entry).toContainText('"role":"operations"');
  await expect(page.getByRole('row').filter({ hasText: 'Account set up' })).toHaveCount(0);
  await expectAccessible(page);

  // The operations user opens the link in French, sets up and sees no staff management; the server refuses it too.
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  await ops.goto(`${link.pathname}${link.search}`);
  await expect(ops.getByRole('heading', { name: 'Configurer votre compte de l\'arrière-guichet' })).toBeVisible();
  await expectAccessible(ops);
  link.searchParams.set('locale', 'en'); // the helper below reads the English screens
  const opsSetup = await completeSetup(ops, `${link.pathname}${link.search}`);
  await ops.getByRole('button', { name: 'I have saved my codes: sign in' }).click();
  await signIn(ops, opsEmail, opsSetup.secret, PASSWORD, 'Olivia Ops');
  await expect(ops.getByRole('menuitem', { name: 'My API tokens' })).toBeVisible();
  await expect(ops.getByRole('menuitem', { name: 'Staff' })).toHaveCount(0);
  const refused = await ops.request.get('/api/admin/staff');
  expect(refused.status()).toBe(403);
  await opsContext.close();
});

test('a viewer is refused a write, makes a personal API token, and signing out everywhere ends the session', async ({ page, request }) => {
  test.slow(); // a long journey through several screens, several accounts signing in
  const viewer = await setupLinkFor(request, 'viewer');
  const { secret, recoveryCodes } = await completeSetup(page, viewer.path);
  await signIn(page, viewer.email, secret);
  await expect(page.getByRole('list', { name: 'Dashboard' })).toContainText('Registrations');
  await page.getByRole('menuitem', { name: 'My API tokens' }).click();
  await expect(page.getByRole('heading', { name: 'My API tokens', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Staff' })).toHaveCount(0);

  // A write the role does not allow: the server answers 403, whatever the browser shows.
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const write = await page.request.post('/api/admin/staff', {
    data: { email: staffEmail('sneaky'), name: 'Sneaky', role: 'administrator' },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(write.status()).toBe(403);

  // A personal API token, shown once, that automation can use (and that is refused once revoked).
  await page.getByRole('button', { name: 'New token' }).click();
  await page.getByLabel('Name').fill('attendance import');
  await page.getByRole('button', { name: 'New token' }).last().click();
  await expect(page.getByText('Copy this token now')).toBeVisible();
  const token = await page.getByTestId('new-api-token').inputValue();
  expect(token).toMatch(/^ppat_/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByRole('cell', { name: 'attendance import' })).toBeVisible();
  // A viewer's token is refused for attendance (the role may not mark it), but it is recognised.
  const asViewer = await request.post('/api/attendance', { data: { offeringId: 'AAAAAAAAAAAAAAAAAAAAAA', emails: ['a@example.com'] }, headers: { authorization: `Bearer ${token}` } });
  expect(asViewer.status()).toBe(403);

  // Sign out everywhere: this browser goes back to sign-in and the old session is gone.
  await userMenu(page, viewer.email.split('@')[0]).click();
  await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  expect((await page.request.get('/api/admin/auth/me')).status()).toBe(401);

  // A recovery code signs in once when the phone is lost.
  await page.getByLabel('E-mail').fill(viewer.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code').fill(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('menuitem', { name: 'My API tokens' }).click();
  await expect(page.getByRole('heading', { name: 'My API tokens', exact: true })).toBeVisible();
});

test('the back office speaks French for fr-CA staff', async ({ page, request }) => {
  await page.goto('/admin/login?locale=fr-CA');
  await expect(page.getByRole('heading', { name: "Connexion à l'arrière-guichet" })).toBeVisible();
  await expectAccessible(page);
  const res = await apiPost(request, '/api/admin/auth/login', { email: 'nobody@example.com', password: 'not the password' });
  expect(res.status()).toBe(401);
});
