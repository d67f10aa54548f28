import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { createRegistration, OFFERINGS } from './helpers/fixtures';
import { answerObjectives, OBJECTIVES_TEXTS, statusOf } from './helpers/funnel-steps';

/** Funnel step 2: the objectives questionnaire, the optional scanner question and the scanner-trial offer. */
const en = OBJECTIVES_TEXTS.en;
const fr = OBJECTIVES_TEXTS['fr-CA'];

test('answer all questions, then the scanner question, then accept the trial', async ({ page, request }) => {
  const { id } = await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'objectives' });
  await page.goto(`/registration/${id}/objectives`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your objectives' })).toBeVisible();
  await expect(page.getByRole('group', { name: `1. ${en.questions.question_1.text}` })).toBeVisible();
  await expect(page).toHaveTitle('Your objectives | Clear Aligner Provider Portal');
  await expectAccessible(page);

  // One question left out: the spec's message, nothing saved.
  await answerObjectives(page, 'en', ['question_3']);
  await page.getByRole('button', { name: 'Save answers and continue' }).click();
  // The summary (headed by the spec's message) takes focus and links to the question left out.
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Please answer all questions' }) });
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: `3. ${en.questions.question_3.text}: Please choose an answer` }).click();
  // The link goes to the question's first answer.
  await expect(page.getByRole('radio', { name: en.questions.question_3.options.mild_crowding_spacing, exact: true })).toBeFocused();
  await expect(page.getByRole('group', { name: `3. ${en.questions.question_3.text}` })).toContainText('Please choose an answer');
  expect(await statusOf(request, id)).toBe('objectives');
  await expectAccessible(page);

  await page.getByRole('radio', { name: en.questions.question_3.options.mild_crowding_spacing, exact: true }).check();
  await page.getByRole('button', { name: 'Save answers and continue' }).click();

  // Same URL, next part: the scanner question and the offer, with focus moved to them.
  const scannerHeading = page.getByRole('heading', { level: 2, name: 'Your digital scanner' });
  await expect(scannerHeading).toBeVisible();
  await expect(scannerHeading).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/registration/${id}/objectives$`));
  expect(await statusOf(request, id)).toBe('go_digital_landing');
  await expect(page.getByRole('heading', { level: 2, name: 'Try a digital scanner for 3 months, risk free' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('radio', { name: 'Yes', exact: true }).check();
  const picker = page.getByLabel('Which scanner do you use?');
  await expect(picker.locator('option')).toHaveText(['Choose your scanner', '3Shape TRIOS', 'Medit', 'Carestream Dental', 'Dentsply Sirona Primescan', 'iTero', 'Planmeca Emerald', 'Shining 3D Aoralscan', 'Other']);
  await picker.selectOption({ label: 'Dentsply Sirona Primescan' });
  const terms = page.getByRole('link', { name: 'Read the terms and conditions (opens in a new tab)' });
  await expect(terms).toHaveAttribute('href', '/provider/terms-and-conditions');
  await expect(terms).toHaveAttribute('target', '_blank');

  // Accepting needs the terms.
  await page.getByRole('button', { name: 'Add to your cart' }).click();
  await expect(page.getByText('Please agree to the terms and conditions to add the trial')).toBeVisible();
  expect(await statusOf(request, id)).toBe('go_digital_landing');
  await expectAccessible(page);

  await page.getByRole('checkbox', { name: 'I agree to the scanner trial terms and conditions' }).check();
  await page.getByRole('button', { name: 'Add to your cart' }).click();
  await expect(page).toHaveURL(new RegExp(`/registration/${id}/education$`));
  await expect.poll(() => statusOf(request, id)).toBe('scorm');
});

test('in fr-CA: answer all questions, skip the scanner question and continue without the trial', async ({ page, request }) => {
  const { id } = await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'objectives', locale: 'fr-CA' });
  await page.goto(`/registration/${id}/objectives?locale=fr-CA`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vos objectifs' })).toBeVisible();
  await expect(page.getByRole('group', { name: `1. ${fr.questions.question_1.text}` })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Enregistrer mes réponses et continuer' }).click();
  await expect(page.getByRole('alert').getByRole('heading', { name: 'Veuillez répondre à toutes les questions' })).toBeVisible();
  await expect(page.getByRole('alert')).toBeFocused();
  await expectAccessible(page);

  await answerObjectives(page, 'fr-CA');
  await page.getByRole('button', { name: 'Enregistrer mes réponses et continuer' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Votre scanner numérique' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Essayez un scanner numérique pendant 3 mois, sans risque' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: "Continuer sans l'essai" }).click();
  await expect(page).toHaveURL(new RegExp(`/registration/${id}/education`));
  await expect.poll(() => statusOf(request, id)).toBe('scorm');
});

test('a refresh on the offer keeps the user on the offer; a record at another step is sent to it', async ({ page, request }) => {
  const { id } = await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'go_digital_landing' });
  await page.goto(`/registration/${id}/objectives`);
  await expect(page.getByRole('heading', { level: 2, name: 'Your digital scanner' })).toBeVisible();
  await expect(page.getByRole('radio', { name: en.questions.question_1.options.grow_practice })).toHaveCount(0);
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await page.getByRole('button', { name: 'Continue without trial' }).click();
  await expect(page).toHaveURL(new RegExp(`/registration/${id}/education`));
  await page.goto(`/registration/${id}/objectives`);
  await expect(page).toHaveURL(new RegExp(`/registration/${id}/education`));
});
