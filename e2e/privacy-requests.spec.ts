import { expect, test, type Page } from '@playwright/test';
import { PRIVACY_REQUEST_PATH } from '@portal/domain/privacy/paths';
import { expectAccessible } from './helpers/axe';
import { markAttendance, SESSIONS, uniqueEmail } from './helpers/certificates';
import { GRANTED_CONSENT_STATE } from './helpers/consent-state';
import { apiPost, createRegistration, OFFERINGS, payRegistration } from './helpers/fixtures';
import { waitForHydration } from './helpers/hydration';
import { certificateCode, confirmationLink, uniqueSurname, zipContents } from './helpers/privacy';
import { activeStaff, openRow, searchList, signInByApi } from './helpers/staff';

/**
 * Issue 30: a dentist asks for their data on the public form (French, on a phone) and confirms it
 * from the mail; operations staff find the request with its deadline, export and correct; an
 * administrator erases, and the person's name is gone from the back office and the certificate.
 */
test.setTimeout(240_000);

/** Logs a request from the back office's form, as staff do for one received by mail or phone; lands on its page. */
async function logRequest(page: Page, kind: 'Correction' | 'Erasure', email: string) {
  await page.goto('/admin/privacy-requests');
  await page.getByRole('link', { name: 'Log a request' }).click();
  await page.getByRole('radio', { name: kind }).check();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'French (Canada)' }).click();
  await page.getByRole('textbox', { name: 'Details' }).fill('Phoned on Monday; identity checked against the licence.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${kind} · ${email}` })).toBeVisible();
}

test('a dentist asks for their data in French on a phone; staff export, correct and erase it', async ({ page, browser, request, baseURL }, testInfo) => {
  const email = uniqueEmail('dentiste');
  const firstName = 'Élodie';
  const lastName = uniqueSurname('Gagnon');
  // A paid registration (its receipt and payment stay for tax law) and an attended session with a certificate.
  const paid = await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'cart', email, locale: 'fr-CA', firstName, lastName });
  const { clinId } = await payRegistration(request, paid.id);
  await createRegistration(request, { offeringId: SESSIONS.pastVirtualFrench, status: 'confirmation', email, locale: 'fr-CA', firstName, lastName });
  await markAttendance(request, SESSIONS.pastVirtualFrench, [email]);
  const code = await certificateCode(request, email, testInfo.outputPath('certificate.pdf'));

  // The dentist, on a phone, in French: the whole form by keyboard.
  const phoneContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, storageState: GRANTED_CONSENT_STATE });
  const phone = await phoneContext.newPage();
  await phone.goto(`${PRIVACY_REQUEST_PATH}?locale=fr-CA`);
  await waitForHydration(phone);
  await expect(phone.getByRole('heading', { level: 1, name: 'Demande sur vos renseignements personnels' })).toBeVisible();
  await expectAccessible(phone);
  await phone.getByRole('button', { name: 'Envoyer ma demande' }).focus();
  await phone.keyboard.press('Enter');
  const summary = phone.getByRole('alert').filter({ has: phone.getByRole('heading', { name: 'Il y a un problème' }) });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveCount(2);
  await expectAccessible(phone);
  await phone.keyboard.press('Tab');
  await phone.keyboard.press('Enter');
  const access = phone.getByRole('radio', { name: /Consulter mes renseignements/ });
  await expect(access).toBeFocused();
  await phone.keyboard.press('Space');
  await expect(access).toBeChecked();
  await phone.keyboard.press('Tab');
  await expect(phone.getByRole('textbox', { name: 'Courriel' })).toBeFocused();
  await phone.keyboard.type(email);
  await phone.keyboard.press('Tab');
  await expect(phone.getByRole('textbox', { name: /Précisions/ })).toBeFocused();
  await phone.keyboard.type('Je voudrais une copie de mon dossier.');
  await phone.keyboard.press('Tab');
  await expect(phone.getByRole('button', { name: 'Envoyer ma demande' })).toBeFocused();
  await phone.keyboard.press('Enter');
  await expect(phone.getByRole('heading', { level: 1, name: 'Consultez vos courriels' })).toBeFocused();
  await expect(phone.getByText(email)).toBeVisible();
  await expect(phone.getByText(/répondons dans les 30 jours suivant la réception/)).toBeVisible();
  await expectAccessible(phone);

  // The link in the mail opens a page with a button (a mail scanner opening links confirms nothing);
  // the page shows its progress while the server answers.
  const link = await confirmationLink(request, email);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await phone.route('**/api/privacy-requests/confirm', async (route) => {
    await held;
    await route.continue();
  });
  await phone.goto(link);
  await phone.getByRole('button', { name: 'Confirmer ma demande' }).click();
  await expect(phone.getByRole('status')).toContainText('Confirmation de votre demande…');
  release();
  await expect(phone.getByRole('heading', { level: 1, name: 'Votre demande est confirmée' })).toBeVisible();
  await expect(phone.getByRole('status')).toContainText(/Consulter mes renseignements.*au plus tard le \d+/);
  await expectAccessible(phone);
  await phone.unrouteAll();
  // A link is good once.
  await phone.goto(link);
  await phone.getByRole('button', { name: 'Confirmer ma demande' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Ce lien ne peut pas être utilisé' })).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Envoyer une nouvelle demande' })).toHaveAttribute('href', PRIVACY_REQUEST_PATH);
  await expectAccessible(phone);
  await phoneContext.close();

  // Operations find it among the open requests, with its deadline.
  const ops = await activeStaff(request, 'operations');
  await signInByApi(page.request, ops);
  await page.goto('/admin');
  await page.getByRole('menuitem', { name: 'Privacy requests' }).click();
  await searchList(page, email, 'E-mail');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Access');
  await expect(row).toContainText('Open');
  await expect(row).toContainText('30 days left');
  await expect(row).toContainText('Yes');
  await expectAccessible(page);
  await openRow(page, email);
  await expect(page.getByRole('heading', { level: 1, name: `Access · ${email}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Registrations (2)' })).toBeVisible();
  await expect(page.getByRole('cell', { name: lastName }).first()).toBeVisible();
  await expect(page.getByText(/Receipts: 1\. Payments: 1\./)).toBeVisible();
  // Only an erasure request erases, and only an administrator.
  await expect(page.getByRole('button', { name: 'Erase', exact: true })).toHaveCount(0);
  await expectAccessible(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download archive' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^[\w-]+\.zip$/);
  const archive = await zipContents(download, 'everything.json');
  expect(archive.files).toEqual(expect.arrayContaining(['everything.json', 'README.txt', 'registrations.csv']));
  expect(archive.text).toContain(lastName);

  // The request answered: closed with what was done, by keyboard.
  await page.getByRole('button', { name: 'Close', exact: true }).focus();
  await page.keyboard.press('Enter');
  const closeDialog = page.getByRole('dialog', { name: 'Close the request' });
  await expect(closeDialog.getByRole('radio', { name: 'Completed' })).toBeChecked();
  await closeDialog.getByRole('textbox', { name: 'Outcome' }).fill('Archive sent by e-mail.');
  await expectAccessible(page);
  await closeDialog.getByRole('button', { name: 'Close the request' }).click();
  await expect(page.getByText('Request closed')).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: 'Archive sent by e-mail.' })).toBeVisible();

  // A correction received by phone: logged, then the name corrected (the server's refusal shows under the field).
  await logRequest(page, 'Correction', email);
  await page.getByRole('button', { name: /^Correct:/ }).first().click();
  const correct = page.getByRole('dialog', { name: 'Correct personal information' });
  await correct.getByRole('textbox', { name: 'First name' }).fill('');
  await correct.getByRole('button', { name: 'Save correction' }).click();
  await expect(correct.getByText(/required/i)).toBeVisible();
  await expectAccessible(page);
  await correct.getByRole('textbox', { name: 'First name' }).fill('Élodie-Anne');
  await correct.getByRole('button', { name: 'Save correction' }).click();
  await expect(page.getByText('Correction saved')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Élodie-Anne' }).first()).toBeVisible();

  // An administrator erases: the dialog says what goes and what stays, and wants the address typed again.
  const admin = await activeStaff(request, 'administrator');
  await signInByApi(page.request, admin);
  await logRequest(page, 'Erasure', email);
  const requestUrl = page.url();
  await page.getByRole('button', { name: 'Erase', exact: true }).click();
  const erase = page.getByRole('dialog', { name: "Erase this person's data" });
  await expect(erase).toContainText('1 receipt and 1 payment,');
  await expect(erase).toContainText('Certificates: their public verification page then shows only that the certificate exists.');
  // The course attended stays as a CE record, in its minimal form, for the configured years (issue 52).
  await expect(erase).toContainText('Kept as CE records, for 6 years after each course (AGD PACE and ADA CERP audits): 1 course attended,');
  const confirmField = erase.getByRole('textbox', { name: 'Type the e-mail address again to confirm' });
  await confirmField.fill('someone.else@example.com');
  await expect(erase.getByRole('button', { name: 'Erase for good' })).toBeDisabled();
  await expectAccessible(page);
  await confirmField.fill(email.toUpperCase());
  await confirmField.press('Enter');
  await expect(page.getByText(/^Data erased: \d+ records\. Kept for tax law: 1 receipt, 1 payment\. Kept as CE records: 1 course attended\.$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Erasure · Erased' })).toBeVisible();
  await expect(page.getByText("This person's data was erased.", { exact: false })).toBeVisible();
  await expectAccessible(page);

  // The request's address shows as erased in the list too; the registration keeps its ClinID but no name.
  await page.goto(requestUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Erasure · Erased' })).toBeVisible();
  await page.goto(`/admin/registrations/${paid.id}/show`);
  await expect(page.getByText(clinId).first()).toBeVisible();
  await expect(page.getByText(lastName)).toHaveCount(0);
  await expect(page.getByText(/Élodie/)).toHaveCount(0);
  await expect(page.getByText(email)).toHaveCount(0);

  // The certificate's public page says it exists, and names nobody.
  await page.goto(`/verify/${code}?locale=en`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Certificate verification' })).toBeVisible();
  await expect(page.getByText(code).first()).toBeVisible();
  await expect(page.getByText(lastName)).toHaveCount(0);
  await expect(page.getByText(/Élodie/)).toHaveCount(0);
  await expect(page.getByText(/ANONYMISED/i)).toHaveCount(0);
  await expectAccessible(page);
});

test('the deadline chip turns amber a week before and red once late; an unconfirmed form request warns staff', async ({ page, request }) => {
  const admin = await activeStaff(request, 'administrator');
  await signInByApi(page.request, admin);
  const email = uniqueEmail('deadline');
  const day = 24 * 60 * 60 * 1000;
  for (const daysAgo of [10, 25, 33]) {
    const res = await apiPost(page.request, '/api/admin/privacy-requests', { kind: 'access', email, locale: 'en', details: '', receivedAt: new Date(Date.now() - daysAgo * day - 60_000).toISOString() });
    expect(res.status()).toBe(201);
  }
  await page.goto('/admin/privacy-requests');
  await searchList(page, email, 'E-mail');
  const rows = page.getByRole('row').filter({ hasText: email });
  await expect(rows).toHaveCount(3);
  // Sorted by deadline: the late one first.
  await expect(rows.nth(0)).toContainText('3 days late');
  await expect(rows.nth(1)).toContainText('5 days left');
  await expect(rows.nth(2)).toContainText('20 days left');
  const chip = (text: string) => page.locator('.MuiChip-root').filter({ hasText: text });
  await expect(chip('3 days late')).toHaveCSS('background-color', 'rgb(179, 38, 30)');
  await expect(chip('5 days left')).toHaveCSS('background-color', 'rgb(255, 241, 194)');
  await expect(chip('20 days left')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expectAccessible(page);

  // Sent on the public form and not confirmed from the mailbox yet: staff are told not to act, and cannot.
  const unconfirmed = uniqueEmail('unconfirmed');
  expect((await apiPost(request, '/api/privacy-requests', { kind: 'erasure', email: unconfirmed, details: '' })).status()).toBe(202);
  await searchList(page, unconfirmed, 'E-mail');
  await expect(page.getByRole('row').filter({ hasText: unconfirmed })).toContainText('Not confirmed');
  await openRow(page, unconfirmed);
  await expect(page.getByRole('alert').filter({ hasText: 'Do not act on it until it is confirmed.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download archive' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Erase', exact: true })).toHaveCount(0);
  await expect(page.getByText('What the portal holds about this address')).toHaveCount(0);
  await expectAccessible(page);
});

test('the request form is rendered by the server in each locale, and the privacy policy links it', async ({ page, request }) => {
  const headings = { en: 'Ask about your personal information', 'en-CA': 'Ask about your personal information', 'fr-CA': 'Demande sur vos renseignements personnels' };
  for (const [locale, heading] of Object.entries(headings)) {
    const html = await (await request.get(`${PRIVACY_REQUEST_PATH}?locale=${locale}`)).text();
    expect(html).toContain(heading);
    expect(html).toContain(locale === 'fr-CA' ? 'Supprimer mes renseignements' : 'Erase my information');
  }
  await page.goto('/provider/privacy?locale=en');
  await waitForHydration(page);
  const rights = page.locator('#rights');
  // The officer's address stays beside the form.
  await expect(rights.getByText(/write to the person in charge at \S+@\S+/)).toBeVisible();
  await rights.getByRole('link', { name: 'Make a request about your personal information' }).click();
  await expect(page).toHaveURL((url) => url.pathname === PRIVACY_REQUEST_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Ask about your personal information' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /See my information/ })).toBeVisible();
  await expectAccessible(page);
});

test('an empty requests list says and does "Log a request", in each locale', async ({ page, request }) => {
  await signInByApi(page.request, await activeStaff(request, 'operations'));
  // Other journeys log requests in the same database: the list answers empty here, as on a fresh install.
  await page.route(/\/api\/admin\/privacy-requests\?/, (route) => route.fulfill({ json: { data: [], total: 0 } }));
  const texts = {
    en: ['No privacy request has been logged yet.', 'Log a request', 'Log a privacy request', 'Create'],
    'en-CA': ['No privacy request has been logged yet.', 'Log a request', 'Log a privacy request', 'Create'],
    'fr-CA': ["Aucune demande de confidentialité n'a encore été consignée.", 'Consigner une demande', 'Consigner une demande de confidentialité', 'Créer'],
  };
  for (const [locale, [empty, button, heading, generic]] of Object.entries(texts)) {
    // No filter (react-admin shows its empty page only then).
    await page.goto(`/admin/privacy-requests?locale=${locale}&filter=${encodeURIComponent('{}')}`);
    await expect(page.getByRole('status').filter({ hasText: empty })).toBeVisible();
    await expect(page.getByRole('link', { name: generic, exact: true })).toHaveCount(0);
    const create = page.getByRole('main').getByRole('link', { name: button, exact: true });
    await expect(create).toBeVisible();
    if (locale === 'fr-CA') await expectAccessible(page);
    await create.click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin/privacy-requests/create');
    // react-admin's create screen names itself in the app bar's title.
    await expect(page.getByRole('banner').getByRole('heading', { name: heading })).toBeVisible();
  }
});
