import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { OFFERINGS, createRegistration, mailTo } from './helpers/fixtures';
import { stepUrl as STEP_URL, unique } from './helpers/funnel-steps';
import { waitForHydration } from './helpers/hydration';

/** Step 1 'Information': the form, the resume dialog and link, team seats, DSO codes, phones. */

const RESUME = { en: 'Continue a previous registration', 'fr-CA': 'Reprendre une inscription' } as const;

/** A visitor who has not started anything gets the form itself, with a banner offering the resume dialog. */
async function openForm(page: Page, offering: string, locale?: string) {
  await page.goto(`/registration?campaign_id=${offering}${locale ? `&locale=${locale}` : ''}`);
  await expect(page.getByRole('button', { name: RESUME[locale === 'fr-CA' ? 'fr-CA' : 'en'] })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The banner's button opens the dialog. */
async function openResume(page: Page, locale: 'en' | 'fr-CA' = 'en') {
  await page.getByRole('button', { name: RESUME[locale] }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function startNew(page: Page, locale: 'en' | 'fr-CA' = 'en') {
  await page.getByRole('button', { name: locale === 'en' ? 'Start a new registration' : 'Commencer une nouvelle inscription' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('when the form\'s checks cannot be fetched, the server checks what is sent and its messages show', async ({ page }) => {
  await openForm(page, OFFERINGS.liveChicago);
  await waitForHydration(page);
  // The form is usable; from now on no script can be fetched (offline, or a deploy replaced the files).
  await page.route('**/*.js', (route) => route.abort());
  const answer = page.waitForResponse((r) => r.url().includes('/api/register/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Continue to objectives' }).click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^First name: / })).toHaveAttribute('href', '#registration-firstName');
});

test('en: the form shows every error beside its field, then registers and lands on objectives', async ({ page }) => {
  await openForm(page, OFFERINGS.liveChicago);
  await expect(page.getByText('Already started a registration? We can email you a link to continue where you left off.')).toBeVisible();
  const dialog = await openResume(page);
  await expect(dialog.getByRole('heading', { name: 'Have you started a registration?' })).toBeVisible();
  await expectAccessible(page);
  await startNew(page);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register for provider training');
  await expect(page.getByText('Clear-Aligner Fundamentals', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Registration progress' }).locator('[aria-current="step"]')).toContainText('Information');

  await page.getByRole('button', { name: 'Continue to objectives' }).click();
  // The error summary takes focus once the whole form is checked (the field just left may be
  // checked a moment before), and links to each field.
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await expect.poll(() => page.getByText('All fields are required').count()).toBeGreaterThanOrEqual(13);
  await expect(page.getByRole('link', { name: 'First name: All fields are required' })).toHaveAttribute('href', '#registration-firstName');
  await expectAccessible(page);

  const email = unique('dana');
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Dana');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Reyes');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('3125550123');
  await page.getByRole('textbox', { name: 'Practice name', exact: true }).fill('Lakeshore Dental');
  await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('(312) 555-0123');
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: 'Doctor (owner, private practice)' });
  await expect(page.getByRole('combobox', { name: 'Specialty', exact: true }).locator('option')).toHaveText(['Choose…', 'GP', 'Ortho']);
  await page.getByRole('combobox', { name: 'Specialty', exact: true }).selectOption({ label: 'Ortho' });
  await page.getByRole('textbox', { name: 'Primary practice address', exact: true }).fill('100 Main St');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Chicago');
  await page.getByRole('combobox', { name: 'State/Province', exact: true }).selectOption({ label: 'Illinois' });
  await page.getByRole('textbox', { name: 'Zip/Postal code', exact: true }).fill('6060');
  await page.getByRole('textbox', { name: 'Dental license number', exact: true }).fill('IL-4455');
  await expect(page.getByText('Please enter a valid postal or zip code', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Zip/Postal code', exact: true }).fill('60601-1234');
  await page.getByRole('combobox', { name: 'License state/province', exact: true }).selectOption('IL');
  await page.getByRole('textbox', { name: 'NPI number', exact: true }).fill('1234567890');
  await page.getByRole('textbox', { name: 'AGD Pace number (optional)', exact: true }).click();
  await expect(page.getByText('Please enter a valid 10-digit NPI number', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'NPI number', exact: true }).fill('1234567893');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('textbox', { name: 'Dietary restrictions (optional)', exact: true }).fill('Vegetarian');

  // Only the server knows the DSO codes: its field error comes back beside the field.
  const dso = page.getByRole('textbox', { name: 'DSO discount code (optional)', exact: true });
  await dso.fill('NOPE-1');
  await page.getByRole('button', { name: 'Continue to objectives' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await page.getByRole('link', { name: 'DSO discount code: Invalid DSO Discount Code' }).click();
  await expect(dso).toBeFocused();
  await expect(page.locator('#registration-dsoCode-helper-text')).toHaveText('Invalid DSO Discount Code');
  await expect(page).toHaveURL(/\/registration\?campaign_id=/);
  await dso.fill('');

  await page.getByRole('button', { name: 'Continue to objectives' }).click();
  await expect(page).toHaveURL(STEP_URL('objectives'));
  await expect(page.getByRole('navigation', { name: 'Registration progress' }).locator('[aria-current="step"]')).toContainText('Objectives');
});

test('fr-CA: a Canadian registers for the French virtual session and lands on objectives', async ({ page }) => {
  await openForm(page, OFFERINGS.liveVirtualFrench, 'fr-CA');
  await openResume(page, 'fr-CA');
  await expect(page.getByRole('heading', { name: 'Avez-vous commencé une inscription?' })).toBeVisible();
  await startNew(page, 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscription à la formation des fournisseurs');
  await expect(page.getByText('Principes fondamentaux des aligneurs transparents (virtuel)')).toBeVisible();

  await page.getByRole('button', { name: 'Continuer vers vos objectifs' }).click();
  await expect(page.getByText('Tous les champs sont obligatoires').first()).toBeVisible();
  // Canada: no NPI; a virtual session: no hotel or meals.
  await expect(page.getByRole('textbox', { name: 'Numéro NPI', exact: true })).toHaveCount(0);
  await expect(page.getByText("Besoin d'un hôtel")).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Léa');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Tremblay');
  await page.getByRole('textbox', { name: 'Courriel', exact: true }).fill(unique('lea'));
  await page.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('514 555 0142');
  await page.getByRole('textbox', { name: 'Nom du cabinet', exact: true }).fill('Clinique Dentaire du Plateau');
  await page.getByRole('combobox', { name: 'Rôle', exact: true }).selectOption({ label: 'Dentiste associé' });
  await page.getByRole('combobox', { name: 'Spécialité', exact: true }).selectOption({ label: 'Omnipraticien' });
  await page.getByRole('textbox', { name: 'Adresse principale du cabinet', exact: true }).fill('4000 rue Saint-Denis');
  await page.getByRole('textbox', { name: 'Ville', exact: true }).fill('Montréal');
  await expect(page.getByRole('combobox', { name: 'Pays', exact: true })).toHaveValue('CA');
  await page.getByRole('combobox', { name: 'Province/État', exact: true }).selectOption({ label: 'Québec' });
  await page.getByRole('textbox', { name: 'Code postal', exact: true }).fill('h2w2m5');
  await page.getByRole('textbox', { name: "Numéro de permis d'exercice", exact: true }).fill('QC-99881');
  await expect(page.getByRole('textbox', { name: 'Code postal', exact: true })).toHaveValue('H2W 2M5');
  await page.getByRole('combobox', { name: 'Province/État du permis', exact: true }).selectOption('QC');
  await page.getByRole('button', { name: 'Continuer vers vos objectifs' }).click();
  await expect(page).toHaveURL(STEP_URL('objectives'));
});

// Look-ups are limited to 5 a minute per client address and every test here comes from one
// address: the journeys below make 4 between them (the texts of every case are in the server tests).
test('resume: the e-mailed link opens the registration at its step, once', async ({ page, request }) => {
  const reg = await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'scorm', email: unique('resume') });
  // Arriving to resume (?resume=1), the dialog opens by itself.
  await page.goto(`/registration?campaign_id=${OFFERINGS.liveChicago}&resume=1`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Email me a link' }).click();
  await expect(dialog.getByText('All fields are required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(unique('nobody'));
  await dialog.getByRole('button', { name: 'Email me a link' }).click();
  await expect(dialog.getByText('Your email was not found')).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(reg.email);
  await dialog.getByRole('button', { name: 'Email me a link' }).click();
  await expect(dialog.getByText('Check your inbox: we sent a link to continue your registration. It expires in 30 minutes.')).toBeVisible();
  await expect(dialog).not.toContainText(reg.id);
  await expectAccessible(page);

  const [mail] = await mailTo(request, reg.email);
  const link = new URL(/https?:\/\/\S+\/registration\/resume\?token=[\w-]+/.exec(mail.text)![0]);
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(new RegExp(`/registration/${reg.id}/education$`));

  // The same link a second time: refused, with a way to get a new one.
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('This link has expired or has already been used. Enter your email below to get a new link.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Get a new link' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(reg.email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByText(/Check your inbox/)).toBeVisible();
  await expect.poll(async () => (await mailTo(request, reg.email)).length).toBe(2);
});

test('resume in fr-CA: the French e-mail and link', async ({ page, request }) => {
  const reg = await createRegistration(request, { offeringId: OFFERINGS.onDemand, status: 'cart', email: unique('reprise'), locale: 'fr-CA' });
  await openForm(page, OFFERINGS.onDemand, 'fr-CA');
  const dialog = await openResume(page, 'fr-CA');
  await dialog.getByRole('textbox', { name: 'Courriel', exact: true }).fill(reg.email);
  await dialog.getByRole('button', { name: "M'envoyer un lien" }).click();
  await expect(dialog.getByText(/Consultez votre boîte de réception/)).toBeVisible();
  await expectAccessible(page);
  const [mail] = await mailTo(request, reg.email);
  expect(mail.subject).toBe('Reprenez votre inscription');
  const link = new URL(/https?:\/\/\S+\/registration\/resume\?token=[\w-]+&locale=fr-CA/.exec(mail.text)![0]);
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(new RegExp(`/registration/${reg.id}/checkout`));
});

test('team members: rows up to the team seats, then "Team member seats are sold out!"', async ({ page }) => {
  await openForm(page, OFFERINGS.livePediatricDenver);
  // The pediatric variant offers the pediatric role and specialty.
  await expect(page.getByRole('combobox', { name: 'Role', exact: true }).locator('option', { hasText: 'Pediatric dentist' })).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Specialty', exact: true }).locator('option', { hasText: 'Pediatric dentist' })).toHaveCount(1);
  await expect(page.getByText('Team members who attend with you: up to 2.')).toBeVisible();

  const add = page.getByRole('button', { name: 'Add a team member' });
  await add.click();
  // A row just added shows no error before anything is typed or left.
  const first = page.getByRole('group', { name: 'Team member 1' });
  await expect(first.getByRole('combobox', { name: 'Type', exact: true })).toBeFocused();
  await expect(first.getByText('All fields are required')).toHaveCount(0);
  await first.getByRole('textbox', { name: 'Email', exact: true }).focus();
  await first.getByRole('textbox', { name: 'First name', exact: true }).focus();
  // The fields left empty (type, email) show their error; the others not yet.
  await expect(first.getByText('All fields are required')).toHaveCount(2);
  await add.click();
  await expect(page.getByRole('group', { name: /^Team member \d$/ })).toHaveCount(2);
  await expect(page.getByRole('group', { name: 'Team member 2' }).getByText('All fields are required')).toHaveCount(0);
  await expect(page.getByText('Team member seats are sold out!')).toHaveCount(0);
  await add.click();
  await expect(page.getByText('Team member seats are sold out!')).toBeVisible();
  await expect(page.getByRole('group', { name: /^Team member \d$/ })).toHaveCount(2);

  const second = page.getByRole('group', { name: 'Team member 2' });
  await second.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Front Desk' });
  await second.getByRole('textbox', { name: 'Email', exact: true }).fill('front@example.com');
  await page.getByRole('button', { name: 'Continue to objectives' }).click();
  await expect(second.getByText('All fields are required')).toHaveCount(2);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Remove team member 1' }).click();
  await expect(page.getByRole('group', { name: /^Team member \d$/ })).toHaveCount(1);
  await expect(page.getByText('Team member seats are sold out!')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Team member 1' }).getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('front@example.com');
});

test('en-CA has no pediatric specialty, even for the pediatric course', async ({ page }) => {
  await openForm(page, OFFERINGS.livePediatricDenver, 'en-CA');
  await expect(page.getByRole('combobox', { name: 'Specialty', exact: true }).locator('option')).toHaveText(['Choose…', 'GP', 'Ortho']);
  await expect(page.getByRole('heading', { name: 'Dental licence information' })).toBeVisible();
});

test('DSO discount code: invalid, then validated', async ({ page }) => {
  await openForm(page, OFFERINGS.onDemand);
  const code = page.getByRole('textbox', { name: 'DSO discount code' });
  const verify = page.getByRole('button', { name: 'Verify code' });
  await code.fill('NOT-A-CODE');
  await verify.click();
  await expect(page.getByRole('status').getByText('Invalid DSO Discount Code')).toBeVisible();
  await expectAccessible(page);
  await code.fill('smilepartners10');
  await expect(page.getByText('Invalid DSO Discount Code')).toHaveCount(0);
  await verify.click();
  await expect(page.getByRole('status').getByText('DSO Discount Code Validated')).toBeVisible();
  await expectAccessible(page);
});

test('a sold-out course says so and has nothing to submit', async ({ page }) => {
  await page.goto(`/registration?campaign_id=${OFFERINGS.onboardingSoldOut}`);
  await expect(page.getByText('This course is sold out.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find another session in the live training schedule' })).toHaveAttribute('href', '/live-training-schedule');
  await expect(page.getByRole('button', { name: /^Continue to / })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);
});

test('without a campaign id: choose an on-demand course or the live schedule', async ({ page }) => {
  await page.goto('/registration');
  await expect(page.getByRole('heading', { name: 'On-demand courses' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pediatric Clear-Aligner Course (on demand)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the live training schedule' })).toHaveAttribute('href', '/live-training-schedule');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Register' }).and(page.locator(`[href$="${OFFERINGS.onDemand}"]`)).click();
  await expect(page).toHaveURL(new RegExp(`campaign_id=${OFFERINGS.onDemand}`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // On demand: information, checkout, all set.
  await expect(page.getByRole('navigation', { name: 'Registration progress' }).getByText(/^(Information|Checkout|All set)$/)).toHaveCount(3);
  await expect(page.getByText('Objectives')).toHaveCount(0);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('fits the screen and keeps targets large enough to tap', async ({ page }) => {
    await openForm(page, OFFERINGS.liveChicago);
    const dialog = await openResume(page);
    for (const button of await dialog.getByRole('button').all()) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await startNew(page);
    await page.getByRole('button', { name: 'Add a team member' }).click();
    await page.getByRole('button', { name: 'Continue to objectives' }).click();
    await expect(page.getByText('All fields are required').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const main = page.locator('main');
    const targets = main.locator('input:not([type=radio]):not([aria-hidden=true]), select, textarea, button');
    const small: string[] = [];
    for (const el of await targets.all()) {
      if (!(await el.isVisible())) continue;
      // Each input, select and textarea is drawn as its own outlined field: its box is the target.
      const { height } = (await el.boundingBox())!;
      if (height < 44) small.push(`${await el.evaluate((n) => n.outerHTML.slice(0, 80))}: ${height}`);
    }
    expect(small).toEqual([]);
    for (const label of await main.locator('label:has(input[type=radio])').all()) expect((await label.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectAccessible(page);
  });
});
