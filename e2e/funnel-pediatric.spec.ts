import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { OFFERINGS } from './helpers/fixtures';
import {
  answerObjectives, answerQuiz, answerScannerOffer, CARD_LABELS, CARDS, completeModules, fillCard, fillInformationUs, idFromUrl,
  openNewRegistration, QUIZ_TEXTS, quizQuestion, stepUrl, unique,
} from './helpers/funnel-steps';

/** The pediatric live course funnel: the pediatric role and specialty, the pediatric knowledge check, to 'All set!'. */
test.describe.configure({ timeout: 180_000 });

test('pediatric live course: a pediatric dentist registers and passes the pediatric knowledge check', async ({ page }) => {
  await openNewRegistration(page, OFFERINGS.livePediatricDenver);
  const role = page.getByRole('combobox', { name: 'Role', exact: true });
  const specialty = page.getByRole('combobox', { name: 'Specialty', exact: true });
  await expect(role.locator('option', { hasText: 'Pediatric dentist' })).toHaveCount(1);
  await expect(specialty.locator('option')).toHaveText(['Choose…', 'GP', 'Ortho', 'Pediatric dentist']);
  await expectAccessible(page);
  await fillInformationUs(page, { email: unique('pediatric'), role: 'Pediatric dentist', specialty: 'Pediatric dentist' });
  await page.getByRole('button', { name: 'Continue to objectives' }).click();

  await expect(page).toHaveURL(stepUrl('objectives'));
  const id = idFromUrl(page);
  await expectAccessible(page);
  await answerObjectives(page);
  await page.getByRole('button', { name: 'Save answers and continue' }).click();
  await answerScannerOffer(page, false);

  await expect(page).toHaveURL(stepUrl('education', id));
  await expectAccessible(page);
  await completeModules(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  // The pediatric set, not the default one.
  await expect(page).toHaveURL(stepUrl('quiz', id));
  await expect(quizQuestion(page, 'pediatric', 0)).toBeVisible();
  await expect(page.getByText(QUIZ_TEXTS.en.questions.ped_eruption_compensation.text)).toBeVisible();
  await expect(page.getByText(QUIZ_TEXTS.en.questions.wear_schedule.text)).toHaveCount(0);
  await expectAccessible(page);
  await answerQuiz(page, 'pediatric', 3);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('alert')).toHaveText('You answered 3/5 questions correctly. The passing score is 4/5. Please try again');
  await answerQuiz(page, 'pediatric', 5);
  await page.getByRole('button', { name: 'Submit answers' }).click();

  await expect(page).toHaveURL(stepUrl('checkout', id));
  await expectAccessible(page);
  const l = CARD_LABELS.en;
  await fillCard(page, l, CARDS.success);
  await page.getByRole('checkbox', { name: l.terms }).check();
  await page.getByRole('button', { name: l.pay }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All set!' })).toBeVisible();
  await expect(page.getByTestId('clin-id')).toHaveText(/^CLN-\d{8}$/);
  await expectAccessible(page);
});

test('en-CA: the pediatric course offers no pediatric specialty', async ({ page }) => {
  await openNewRegistration(page, OFFERINGS.livePediatricDenver, 'en-CA');
  await expect(page.getByRole('combobox', { name: 'Specialty', exact: true }).locator('option')).toHaveText(['Choose…', 'GP', 'Ortho']);
  await expectAccessible(page);
});
