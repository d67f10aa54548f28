import { expect, type Page } from '@playwright/test';

/**
 * Fills funnel step 1 'Information' with a valid doctor (the fields and labels that
 * e2e/registration.spec.ts checks in detail), for journeys that only need to get past it:
 * a US doctor in English, a Quebec doctor in fr-CA.
 */
const text = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

/** A new visitor gets the form, with the resume dialog offered by a banner, not opened. */
export async function startNewRegistration(page: Page, locale: 'en' | 'fr-CA') {
  await expect(page.getByRole('button', { name: locale === 'en' ? 'Continue a previous registration' : 'Reprendre une inscription' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

export async function fillInformation(page: Page, locale: 'en' | 'fr-CA', email: string, opts: { inPerson?: boolean } = {}) {
  if (locale === 'en') {
    await text(page, 'First name').fill('Dana');
    await text(page, 'Last name').fill('Reyes');
    await text(page, 'Email').fill(email);
    await text(page, 'Phone').fill('3125550123');
    await text(page, 'Practice name').fill('Lakeshore Dental');
    await select(page, 'Role').selectOption({ label: 'Doctor (owner, private practice)' });
    await select(page, 'Specialty').selectOption({ label: 'GP' });
    await text(page, 'Primary practice address').fill('100 Main St');
    await text(page, 'City').fill('Chicago');
    await select(page, 'State/Province').selectOption({ label: 'Illinois' });
    await text(page, 'Zip/Postal code').fill('60601');
    await text(page, 'Dental license number').fill('IL-4455');
    await select(page, 'License state/province').selectOption('IL');
    await text(page, 'NPI number').fill('1234567893');
    if (opts.inPerson) await page.getByRole('radio', { name: 'No' }).check();
    return;
  }
  await text(page, 'Prénom').fill('Léa');
  await text(page, 'Nom').fill('Tremblay');
  await text(page, 'Courriel').fill(email);
  await text(page, 'Téléphone').fill('514 555 0142');
  await text(page, 'Nom du cabinet').fill('Clinique Dentaire du Plateau');
  await select(page, 'Rôle').selectOption({ label: 'Dentiste associé' });
  await select(page, 'Spécialité').selectOption({ label: 'Omnipraticien' });
  await text(page, 'Adresse principale du cabinet').fill('4000 rue Saint-Denis');
  await text(page, 'Ville').fill('Montréal');
  await expect(select(page, 'Pays')).toHaveValue('CA');
  await select(page, 'Province/État').selectOption({ label: 'Québec' });
  await text(page, 'Code postal').fill('H2W 2M5');
  await text(page, "Numéro de permis d'exercice").fill('QC-99881');
  await select(page, 'Province/État du permis').selectOption('QC');
  if (opts.inPerson) await page.getByRole('radio', { name: 'Non' }).check();
}
