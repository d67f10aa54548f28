import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { createRegistration, OFFERINGS } from './helpers/fixtures';
import { answerQuiz as answer, QUIZ_TEXTS as TEXTS, quizQuestion as question, statusOf } from './helpers/funnel-steps';

/** Funnel step 4: the knowledge check, graded by the server; fail, retry, pass; default and pediatric sets. */
test('fail with 2 correct, see the score, retry and pass to checkout', async ({ page, request }) => {
  const { id } = await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'quiz' });
  await page.goto(`/registration/${id}/quiz`);
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge check' })).toBeVisible();
  await expect(question(page, 'standard', 0)).toBeVisible();
  await expect(page.getByRole('group')).toHaveCount(5);
  await expect(page).toHaveTitle('Knowledge check | Clear Aligner Provider Portal');
  // Review resources link back to the modules of the education step.
  for (const n of [1, 2, 3]) {
    await expect(page.getByRole('link', { name: `Review module ${n}` })).toHaveAttribute('href', `/registration/${id}/education#module-${n}`);
  }
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please answer all questions');
  await expectAccessible(page);

  await answer(page, 'standard', 2);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('alert')).toHaveText('You answered 2/5 questions correctly. The passing score is 4/5. Please try again');
  await expect(page.getByRole('alert')).toBeFocused();
  expect(await statusOf(request, id)).toBe('quiz');
  await expectAccessible(page);

  // The answers stay for the retry: change them and submit again.
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(5);
  await answer(page, 'standard', 5);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page).toHaveURL(new RegExp(`/registration/${id}/checkout$`));
  await expect.poll(() => statusOf(request, id)).toBe('cart');
});

test('a pediatric registration gets the pediatric set and passes with 4 of 5', async ({ page, request }) => {
  const { id } = await createRegistration(request, { offeringId: OFFERINGS.livePediatricDenver, status: 'quiz' });
  await page.goto(`/registration/${id}/quiz`);
  await expect(question(page, 'pediatric', 0)).toBeVisible();
  await expect(page.getByText(TEXTS.en.questions.ped_eruption_compensation.text)).toBeVisible();
  await expect(page.getByText(TEXTS.en.questions.wear_schedule.text)).toHaveCount(0);
  await expectAccessible(page);

  await answer(page, 'pediatric', 3);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('alert')).toHaveText('You answered 3/5 questions correctly. The passing score is 4/5. Please try again');
  await expectAccessible(page);

  await answer(page, 'pediatric', 4);
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page).toHaveURL(new RegExp(`/registration/${id}/checkout$`));
  await expect.poll(() => statusOf(request, id)).toBe('cart');
});

test('in fr-CA: the failure message in French, then a pass', async ({ page, request }) => {
  const { id } = await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'quiz', locale: 'fr-CA' });
  await page.goto(`/registration/${id}/quiz?locale=fr-CA`);
  await expect(page.getByRole('heading', { level: 1, name: 'Évaluation des connaissances' })).toBeVisible();
  await expect(question(page, 'standard', 0, 'fr-CA')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ressources de révision' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Soumettre mes réponses' }).click();
  await expect(page.getByRole('alert')).toHaveText('Veuillez répondre à toutes les questions');

  await answer(page, 'standard', 1, 'fr-CA');
  await page.getByRole('button', { name: 'Soumettre mes réponses' }).click();
  await expect(page.getByRole('alert')).toHaveText('Vous avez répondu correctement à 1/5 questions. La note de passage est de 4/5. Veuillez réessayer');
  await expectAccessible(page);

  await answer(page, 'standard', 4, 'fr-CA');
  await page.getByRole('button', { name: 'Soumettre mes réponses' }).click();
  await expect(page).toHaveURL(new RegExp(`/registration/${id}/checkout`));
  await expect.poll(() => statusOf(request, id)).toBe('cart');
});
