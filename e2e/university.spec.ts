import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { waitForHydration } from './helpers/hydration';

/** University / residency registration: both branches, French, mobile, errors and loading. */
const PATH = '/provider/university-registration';

// Long journeys (every field, axe on each step) on a machine whose two cores are shared.
test.describe.configure({ timeout: 120_000 });

const fromToday = (years: number, days = 0) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear() + years, d.getUTCMonth(), d.getUTCDate() + days)).toISOString().slice(0, 10);
};
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

const EN = {
  dso: 'Are you part of a dental service organization (DSO)?',
  open: 'Are you currently in practice and would like to open an account?',
  license: 'Do you have a dental license?',
  yes: 'Yes',
  no: 'No',
};

async function yesNo(page: Page, question: string, answer: string) {
  await page.getByRole('radiogroup', { name: question }).getByLabel(answer, { exact: true }).check();
}

async function pickUniversity(page: Page, typed: string, option: string) {
  const box = page.getByRole('combobox', { name: /University or residency program|Université ou programme de résidence/ });
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

async function fillContact(page: Page, email: string) {
  await page.getByLabel('First name').fill('Maya');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Permanent email').fill(email);
  await page.getByLabel('Phone', { exact: true }).fill('7345550142');
  await page.getByLabel('Program', { exact: true }).selectOption('AEGD/GPR');
  await page.getByLabel('Graduation date').fill(fromToday(0, 60));
}

async function expectSubmitted(page: Page, heading: string, text: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText(/Confirmation/);
}

test('the yes branches: DSO, licence, practice; hints under the labels; reaches step two', async ({ page, request }) => {
  const email = uniqueEmail('maya');
  await page.goto(PATH);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'University and residency registration' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Contact Information' })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText('Your details');
  await expectAccessible(page);

  await fillContact(page, email);
  await pickUniversity(page, 'michigan', 'University of Michigan School of Dentistry');
  await page.getByLabel('State or province', { exact: true }).selectOption('MI');

  // Conditional questions appear only with their answer.
  await expect(page.getByLabel('Dental license number')).toHaveCount(0);
  await yesNo(page, EN.license, EN.yes);
  await page.getByLabel('Dental license number').fill('29-012345');
  await page.getByLabel('NPI number (optional)').fill('1234567893');

  // What was a tooltip is a hint under the label, announced with the field.
  await expect(page.getByLabel('NPI number (optional)')).toHaveAccessibleDescription(/NPI means National Provider Identifier/);
  await expect(page.getByLabel('Permanent email')).toHaveAccessibleDescription(/the one you used to register for the fundamentals course/);

  await expect(page.getByLabel('Name of your dental service organization')).toHaveCount(0);
  await yesNo(page, EN.dso, EN.yes);
  await page.getByLabel('Name of your dental service organization').fill('Great Lakes Dental Partners');

  await expect(page.getByLabel('Office name')).toHaveCount(0);
  await yesNo(page, EN.open, EN.yes);
  await page.getByLabel('Practice start date').fill(fromToday(0, 90));
  await page.getByLabel('Office name').fill('Huron Valley Dental');
  await page.getByLabel('Practice address').fill('200 Main St');
  await page.getByLabel('City').fill('Ann Arbor');
  await page.getByLabel('Practice state or province').selectOption('MI');
  await page.getByLabel('Zip or postal code').fill('48104');
  await page.getByLabel('Website').fill('huronvalleydental.com');
  await page.getByLabel('Practice phone').fill('734 555 0100');
  await page.getByLabel('Practice phone').blur();
  await expect(page.getByLabel('Practice phone')).toHaveValue('(734) 555-0100');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Submit registration' }).click();
  await expectSubmitted(page, 'Thank you! Your registration was received', 'Please allow 2-3 business days for an email about next steps.');
  await expect(page.getByRole('link', { name: 'Learn more about clinical education' })).toHaveAttribute('href', '/provider/education-and-support/clinical-eduaction');
  await expectAccessible(page);

  const mail = await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  expect(mail).toHaveLength(1);
  expect(mail[0].text).toContain('Please allow 2-3 business days for an email about next steps.');
});

test('the no branches with Other, on a 390px phone, reaches step two', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('sam');
  await page.goto(PATH);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel('First name')).toBeVisible();
  await expectAccessible(page);

  await fillContact(page, email);
  await pickUniversity(page, 'no such school', 'Other');
  await page.getByLabel('Name of your university or program').fill('Sunnybrook Health Sciences Centre GPR');
  await page.getByLabel('State or province', { exact: true }).selectOption('ON');
  await yesNo(page, EN.license, EN.no);
  await yesNo(page, EN.dso, EN.no);
  await yesNo(page, EN.open, EN.no);
  await expect(page.getByLabel('Dental license number')).toHaveCount(0);
  await expect(page.getByLabel('Name of your dental service organization')).toHaveCount(0);
  await expect(page.getByLabel('Office name')).toHaveCount(0);
  // Nothing is wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Submit registration' }).click();
  await expectSubmitted(page, 'Thank you! Your registration was received', 'Please allow 2-3 business days for an email about next steps.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await expect.poll(async () => (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()).length).toBe(1);
});

test('in fr-CA: French form, French confirmation and French e-mail', async ({ page, request }) => {
  const email = uniqueEmail('lea');
  await page.goto(`${PATH}?locale=fr-CA`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Inscription des diplômés et des résidents' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: "Renseignements sur le permis d'exercice" })).toBeVisible();
  await expectAccessible(page);
  // The university picker's button speaks French too (MUI's default is 'Open').
  await expect(page.getByRole('button', { name: 'Ouvrir la liste' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open', exact: true })).toHaveCount(0);

  await page.getByLabel('Prénom').fill('Léa');
  await page.getByLabel('Nom', { exact: true }).fill('Gagnon');
  await page.getByLabel('Courriel permanent').fill(email);
  await page.getByLabel('Téléphone', { exact: true }).fill('514 555 0142');
  await pickUniversity(page, 'montréal', 'Université de Montréal Faculté de médecine dentaire');
  await page.getByLabel('Programme', { exact: true }).selectOption('Pre-Doc');
  await expect(page.getByLabel('Programme', { exact: true }).locator('option:checked')).toHaveText('Prédoctoral');
  await page.getByLabel("Date d'obtention du diplôme").fill(fromToday(1));
  await page.getByLabel('Province ou État', { exact: true }).selectOption('QC');
  await expect(page.getByLabel('Province ou État', { exact: true }).locator('option:checked')).toHaveText('Québec');
  await yesNo(page, "Détenez-vous un permis d'exercice en médecine dentaire?", 'Non');
  await yesNo(page, "Faites-vous partie d'une organisation de services dentaires (OSD)?", 'Non');
  await yesNo(page, 'Pratiquez-vous actuellement et souhaitez-vous ouvrir un compte?', 'Oui');
  await page.getByLabel('Date de début de pratique').fill(fromToday(0, 10));
  await page.getByLabel('Nom de la clinique').fill('Clinique dentaire du Plateau');
  await page.getByLabel('Adresse de la clinique').fill('4500 rue Saint-Denis');
  await page.getByLabel('Ville').fill('Montréal');
  await page.getByLabel('Province ou État de la clinique').selectOption('QC');
  await page.getByLabel('Code postal ou code ZIP').fill('h2j2l3');
  await page.getByLabel('Site Web').fill('https://cliniqueduplateau.ca');
  await page.getByLabel('Téléphone de la clinique').fill('514-555-0199');

  await page.getByRole('button', { name: "Envoyer l'inscription" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Merci! Nous avons bien reçu votre inscription' })).toBeFocused();
  await expect(page.getByText('Veuillez prévoir de 2 à 3 jours ouvrables pour recevoir un courriel sur les prochaines étapes.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'En savoir plus sur la formation clinique' })).toBeVisible();
  await expectAccessible(page);

  const mail = await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  expect(mail[0].subject).toBe('Nous avons bien reçu votre inscription universitaire');
});

test('errors: field messages beside fields, server messages, the generic error and loading, keeping what was typed', async ({ page }) => {
  await page.goto(PATH);
  await waitForHydration(page);
  await yesNo(page, EN.dso, EN.yes);
  await page.getByRole('button', { name: 'Submit registration' }).click();
  // Client validation with the shared schema: messages beside the fields (conditional ones
  // included), and the error summary, focused, linking to them.
  await expect(page.getByLabel('Name of your dental service organization')).toHaveAccessibleDescription('All fields are required');
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Name of your dental service organization: All fields are required' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription('All fields are required');
  await expectAccessible(page);

  await page.getByLabel('NPI number (optional)').fill('1234567890');
  await page.getByLabel('NPI number (optional)').blur();
  await expect(page.getByLabel('NPI number (optional)')).toHaveAccessibleDescription(/Please enter a valid 10-digit NPI number/);
  await page.getByLabel('NPI number (optional)').fill('');

  await fillContact(page, uniqueEmail('err'));
  await pickUniversity(page, 'tufts', 'Tufts University School of Dental Medicine');
  await page.getByLabel('State or province', { exact: true }).selectOption('MA');
  await yesNo(page, EN.license, EN.no);
  await yesNo(page, EN.dso, EN.no);
  await yesNo(page, EN.open, EN.no);

  // A 5xx: the generic text, with a loading state while waiting.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/university-form/', async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal details"}' });
  });
  await page.getByRole('button', { name: 'Submit registration' }).click();
  await expect(page.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
  await expect(page.locator('form')).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByRole('alert')).toHaveText('Something went wrong on our end, please try again in a little while');
  await expect(page.getByRole('button', { name: 'Submit registration' })).toBeEnabled();
  await expect(page.getByLabel('First name')).toHaveValue('Maya');
  await expect(page.getByRole('combobox', { name: 'University or residency program' })).toHaveValue('Tufts University School of Dental Medicine');

  // A 400 from the server: its message beside the field it names.
  await page.unroute('**/api/university-form/');
  await page.route('**/api/university-form/', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ errors: ['Server says: check this email'], fields: { emailPermanent: 'Server says: check this email' } }) }),
  );
  await page.getByRole('button', { name: 'Submit registration' }).click();
  await expect(page.getByLabel('Permanent email')).toHaveAccessibleDescription(/Server says: check this email/);
  await expect(page.getByRole('alert')).toBeFocused();
  await page.getByRole('alert').getByRole('link', { name: 'Permanent email: Server says: check this email' }).click();
  await expect(page.getByLabel('Permanent email')).toBeFocused();
  await expect(page.getByLabel('Last name')).toHaveValue('Okafor');
  await expectAccessible(page);
});
