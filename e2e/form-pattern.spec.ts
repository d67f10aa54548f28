import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { OFFERINGS } from './helpers/fixtures';
import { waitForHydration } from './helpers/hydration';

/**
 * The GOV.UK form pattern on the public forms: labels above the fields, hints announced with
 * them, '(optional)' on optional fields only (no asterisks), and an error summary at the top that
 * takes focus and links to each invalid field.
 */

const UNIVERSITY = '/provider/university-registration';

/** The texts of the form's labels (radio options' labels included). */
const labels = (page: Page) => page.locator('form label').allInnerTexts();

test('registration: the error summary, its links, hints and optional fields', async ({ page }) => {
  await page.goto(`/registration?campaign_id=${OFFERINGS.liveChicago}`);
  await waitForHydration(page);
  const firstName = page.getByRole('textbox', { name: 'First name', exact: true });
  await expect(firstName).toBeVisible();

  // Only the optional fields say so; nothing carries an asterisk.
  const texts = await labels(page);
  expect(texts.filter((l) => l.includes('(optional)')).sort()).toEqual(
    ['Address line 2 (optional)', 'AGD Pace number (optional)', 'DSO discount code (optional)', 'Dietary restrictions (optional)'].sort(),
  );
  expect(texts.some((l) => l.includes('*'))).toBe(false);
  await expect(page.getByText('Fields marked with *')).toHaveCount(0);
  // The label sits above its input.
  const labelBox = await page.locator('label[for="registration-firstName"]').boundingBox();
  const inputBox = await firstName.boundingBox();
  expect(labelBox!.y + labelBox!.height).toBeLessThanOrEqual(inputBox!.y);

  // Hints are announced with their fields.
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAccessibleDescription('Your course details and receipts are sent to this address.');
  await expect(page.getByRole('textbox', { name: 'AGD Pace number (optional)' })).toHaveAccessibleDescription(/AGD Pace/);

  await page.getByRole('button', { name: 'Continue to objectives' }).click();
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'There is a problem' }) });
  await expect(summary).toBeFocused();
  const links = summary.getByRole('link');
  await expect(links.first()).toHaveText('First name: All fields are required');
  await expect(links.first()).toHaveAttribute('href', '#registration-firstName');
  await expect.poll(() => links.count()).toBeGreaterThanOrEqual(13);
  await expect(summary.getByRole('link', { name: /^Hotel needed:/ })).toHaveAttribute('href', '#registration-hotelNeeded');
  // Each field keeps its own message, announced with its hint.
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAccessibleDescription('Your course details and receipts are sent to this address. All fields are required');
  await expectAccessible(page);

  await summary.getByRole('link', { name: 'Practice name: All fields are required' }).click();
  await expect(page.getByRole('textbox', { name: 'Practice name', exact: true })).toBeFocused();
  await summary.getByRole('link', { name: /^Hotel needed:/ }).click();
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeFocused();

  // Fixed fields leave the summary.
  await firstName.fill('Dana');
  await firstName.blur();
  await expect(summary.getByRole('link', { name: /^First name:/ })).toHaveCount(0);
});

test('university: the licence question first, the summary, hints and the picker', async ({ page }) => {
  await page.goto(UNIVERSITY);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'University and residency registration' })).toBeVisible();
  // The form's code comes after the page: wait for it.
  await expect(page.getByLabel('First name')).toBeVisible();

  const texts = await labels(page);
  expect(texts.filter((l) => l.includes('(optional)')).sort()).toEqual(['ClinID (optional)', 'NPI number (optional)']);
  expect(texts.some((l) => l.includes('*'))).toBe(false);
  // 'Do you have a dental license?' comes before the licence state.
  const license = await page.getByRole('radiogroup', { name: 'Do you have a dental license?' }).boundingBox();
  const state = await page.getByLabel('State or province', { exact: true }).boundingBox();
  expect(license!.y).toBeLessThan(state!.y);
  await expect(page.getByLabel('NPI number (optional)')).toHaveAccessibleDescription(/NPI means National Provider Identifier/);
  await expect(page.getByLabel('Permanent email')).toHaveAccessibleDescription(/register for the fundamentals course/);
  await expect(page.getByRole('button', { name: 'Open the list' })).toHaveCount(1);

  await page.getByRole('button', { name: 'Submit registration' }).click();
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'There is a problem' }) });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link').first()).toHaveText('First name: All fields are required');
  await expect(summary.getByRole('link', { name: /^ClinID/ })).toHaveCount(0);
  await expect(summary.getByRole('link', { name: /^Do you have a dental license\?/ })).toHaveAttribute('href', '#university-license');
  await expectAccessible(page);

  await summary.getByRole('link', { name: /^University or residency program:/ }).click();
  await expect(page.getByRole('combobox', { name: 'University or residency program' })).toBeFocused();
  await summary.getByRole('link', { name: /^Permanent email:/ }).click();
  await expect(page.getByLabel('Permanent email')).toBeFocused();
  await expect(page.getByLabel('Permanent email')).toHaveAccessibleDescription(/fundamentals course\. All fields are required$/);
});

test('fr-CA: the summary, (facultatif) and the picker speak French', async ({ page }) => {
  await page.goto(`${UNIVERSITY}?locale=fr-CA`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Inscription des diplômés et des résidents' })).toBeVisible();
  await expect(page.getByLabel('Prénom')).toBeVisible();
  const texts = await labels(page);
  expect(texts.filter((l) => l.includes('(facultatif)')).sort()).toEqual(['ClinID (facultatif)', 'Numéro NPI (facultatif)']);
  expect(texts.some((l) => l.includes('(optional)'))).toBe(false);

  // The picker's button is named in French (MUI's own text is English 'Open').
  const open = page.getByRole('button', { name: 'Ouvrir la liste' });
  await expect(open).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Open', exact: true })).toHaveCount(0);
  await open.click();
  // While the list is open the rest of the page is hidden from assistive technology (Base UI's
  // combobox, as a modal list), the button included: it is looked for among hidden elements.
  await expect(page.getByRole('button', { name: 'Fermer la liste', includeHidden: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: "Envoyer l'inscription" }).click();
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Il y a un problème' }) });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link').first()).toHaveText('Prénom : Tous les champs sont obligatoires');
  await summary.getByRole('link', { name: /^Prénom/ }).click();
  await expect(page.getByLabel('Prénom')).toBeFocused();
  await expectAccessible(page);
});

test('university: the list opens when its code arrives between the press and the release of its arrow', async ({ page }) => {
  // The list's code is held on the wire until the arrow is pressed (a slow phone network), then
  // arrives before the release: the release lands on the arrived list's arrow, which saw no press.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/school-picker-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(UNIVERSITY);
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: 'Open the list' });
  await toggle.scrollIntoViewIfNeeded();
  const arrow = await toggle.boundingBox();
  if (!arrow) throw new Error('the arrow is not drawn');
  await page.mouse.move(arrow.x + arrow.width / 2, arrow.y + arrow.height / 2);
  await page.mouse.down();
  release();
  const box = page.getByRole('combobox', { name: 'University or residency program' });
  await expect(box).toBeAttached();
  await page.mouse.up();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
});

test('university: the school picker by keyboard, accents aside, and what leaving it keeps', async ({ page }) => {
  await page.goto(UNIVERSITY);
  await waitForHydration(page);
  // The list's code comes when the field takes focus (university-field.tsx); the focus stays in it.
  await page.getByLabel('University or residency program').focus();
  const box = page.getByRole('combobox', { name: 'University or residency program' });
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  // Typed without the accent: the match is highlighted first, Other stays last.
  await box.pressSequentially('montreal');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveText(['Université de Montréal Faculté de médecine dentaire', 'Other']);
  await expect(box).toHaveAttribute('aria-activedescendant', await options.first().getAttribute('id') ?? 'none');
  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', await options.last().getAttribute('id') ?? 'none');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('Université de Montréal Faculté de médecine dentaire');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  // Enter chose an option: the form was not sent.
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toHaveCount(0);

  // Nothing matches: the list says so and offers Other; leaving puts the chosen school back.
  await box.fill('zzz');
  await expect(page.getByRole('listbox')).toContainText('No match. Choose Other to type the name.');
  await expect(options).toHaveText(['Other']);
  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Tab');
  await expect(box).toHaveValue('Université de Montréal Faculté de médecine dentaire');

  // Emptying the field clears the choice: the form then says the field is required.
  await box.fill('');
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Submit registration' }).click();
  await expect(page.getByRole('link', { name: /^University or residency program:/ })).toBeVisible();
});
