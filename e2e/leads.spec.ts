import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { eventsNamed } from './helpers/data-layer';
import { waitForHydration } from './helpers/hydration';

/** The contact-us lead form (en, fr-CA), the brochure download, and 'Registration already complete'. */
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

const EN = {
  path: '/contact-us',
  title: 'Contact us',
  country: 'Country', state: 'State', city: 'City', zip: 'ZIP code', category: 'Professional category', sub: 'Professional sub category',
  help: 'How can we help?', submit: 'Send request', thanks: 'Thank you!', thanksText: 'Your request has been submitted. A member of our team will follow up with you shortly.',
  event: 'provider-en-lead-submit',
};
const FR = {
  path: '/contact-us?locale=fr-CA',
  title: 'Nous joindre',
  country: 'Pays', state: 'Province ou territoire', city: 'Ville', zip: 'Code postal', category: 'Catégorie professionnelle', sub: 'Sous-catégorie professionnelle',
  help: 'Comment pouvons-nous vous aider?', submit: 'Envoyer la demande', thanks: 'Merci!', thanksText: 'Votre demande a été envoyée. Un membre de notre équipe communiquera avec vous sous peu.',
  event: 'provider-fr-lead-submit',
};

async function fillPerson(page: Page, labels: { first: string; last: string; email: string; phone: string }, values: { email: string; phone: string }) {
  await page.getByLabel(labels.first, { exact: true }).fill('Maya');
  await page.getByLabel(labels.last, { exact: true }).fill('Okafor');
  await page.getByLabel(labels.email, { exact: true }).fill(values.email);
  await page.getByLabel(labels.phone, { exact: true }).fill(values.phone);
}

test('contact form in English: checks, submits, thanks and pushes the en lead key', async ({ page }) => {
  await page.goto(EN.path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: EN.title })).toBeVisible();
  await expect(page.getByRole('button', { name: EN.submit })).toBeVisible();
  await expectAccessible(page);

  // Nothing filled: every field says so, nothing is sent.
  await page.getByRole('button', { name: EN.submit }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(page.getByText('All fields are required').first()).toBeVisible();
  await summary.getByRole('link', { name: 'First name: All fields are required' }).click();
  await expect(page.getByLabel('First name')).toBeFocused();

  await fillPerson(page, { first: 'First name', last: 'Last name', email: 'Email', phone: 'Phone' }, { email: uniqueEmail('maya'), phone: '734 555 0142' });
  // The region list follows the country.
  await expect(page.getByLabel('State or province')).toBeDisabled();
  await page.getByLabel(EN.country).selectOption('US');
  await page.getByLabel(EN.state).selectOption('MI');
  await page.getByLabel(EN.city).fill('Ann Arbor');
  await page.getByLabel(EN.zip).fill('K1A 0B1');
  await page.getByLabel(EN.zip).blur();
  await expect(page.getByText('Please enter a valid ZIP code, for example 12345 or 12345-6789', { exact: true })).toBeVisible();
  await page.getByLabel(EN.zip).fill('48104');

  await page.getByRole('group', { name: EN.category }).getByLabel('General dentist (GP)').check();
  const sub = page.getByLabel(EN.sub);
  await expect(sub.locator('option')).toHaveText(['Select…', 'Private Practice', 'New graduate', 'Associate', 'DSO - NA']);
  await sub.selectOption('new_graduate');
  await page.getByRole('group', { name: EN.help }).getByLabel('I want to become a provider').check();
  await expect(page.getByRole('checkbox', { name: /Send me news/ })).not.toBeChecked();
  await expectAccessible(page);

  await page.getByRole('button', { name: EN.submit }).click();
  const heading = page.getByRole('heading', { level: 1, name: EN.thanks });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByText(EN.thanksText)).toBeVisible();
  await expect.poll(() => eventsNamed(page, EN.event)).toEqual([{ event: EN.event, how_can_we_help: 'become_provider', professional_category: 'GP' }]);
  expect(await eventsNamed(page, FR.event)).toEqual([]);
  await expect(page).toHaveTitle(/^Thank you!/);
  await expectAccessible(page);
});

test('contact form in French (Canada): no New graduate, Canadian postal code, fr lead key', async ({ page }) => {
  await page.goto(FR.path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: FR.title })).toBeVisible();
  await expectAccessible(page);

  await fillPerson(page, { first: 'Prénom', last: 'Nom', email: 'Courriel', phone: 'Téléphone' }, { email: uniqueEmail('lea'), phone: '514 555 0142' });
  await page.getByLabel(FR.country).selectOption('CA');
  const provinces = page.getByLabel(FR.state);
  await expect(provinces.locator('option', { hasText: 'Québec' })).toHaveCount(1);
  await provinces.selectOption('QC');
  await page.getByLabel(FR.city).fill('Montréal');
  await page.getByLabel(FR.zip).fill('h2x1y4');

  await page.getByRole('group', { name: FR.category }).getByLabel('Orthodontiste').check();
  await expect(page.getByLabel(FR.sub).locator('option')).toHaveText(['Sélectionner…', 'Cabinet privé', 'Associé', 'OSD - NA']);
  // Changing the category empties the sub category and offers the specialties.
  await page.getByLabel(FR.sub).selectOption('associate');
  await page.getByRole('group', { name: FR.category }).getByLabel('Autre spécialité').check();
  await expect(page.getByLabel(FR.sub)).toHaveValue('');
  await page.getByLabel(FR.sub).selectOption('periodontics');
  await page.getByRole('group', { name: FR.help }).getByLabel('Je veux en savoir plus').check();
  await page.getByRole('checkbox', { name: /Envoyez-moi des nouvelles/ }).check();

  await page.getByRole('button', { name: FR.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: FR.thanks })).toBeVisible();
  await expect(page.getByText(FR.thanksText)).toBeVisible();
  await expect.poll(() => eventsNamed(page, FR.event)).toEqual([{ event: FR.event, how_can_we_help: 'learn_more', professional_category: 'Other' }]);
  expect(await eventsNamed(page, EN.event)).toEqual([]);
  await expectAccessible(page);
});

for (const [locale, action, file, title] of [
  ['en', 'Download the brochure (PDF)', 'provider-brochure-en.pdf', 'Become a certified clear-aligner provider'],
  ['fr-CA', 'Télécharger la brochure (PDF)', 'brochure-fournisseurs-fr-CA.pdf', 'Devenez fournisseur certifié'],
] as const) {
  test(`the brochure banner downloads the ${locale} PDF`, async ({ page }) => {
    await page.goto(`/contact-us?locale=${locale}`);
    await waitForHydration(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: action }).click()]);
    expect(download.suggestedFilename()).toBe(file);
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain(title);
  });
}

for (const [locale, heading, action, region] of [
  ['en', 'Your registration is already complete', 'Go to doctor login', '/com'],
  ['en-CA', 'Your registration is already complete', 'Go to doctor login', '/ca'],
  ['fr-CA', 'Votre inscription est déjà terminée', 'Aller à la connexion des dentistes', '/ca/fr'],
] as const) {
  test(`registration already complete in ${locale} sends to the doctor login site`, async ({ page }) => {
    await page.goto(`/registration-complete?locale=${locale}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('link', { name: action })).toHaveAttribute('href', `https://doctors.clear-aligner-provider.example${region}`);
    await expectAccessible(page);
  });
}
