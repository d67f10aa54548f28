import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Variant } from '@portal/domain/course/course';
import { QUIZ_SETS } from '@portal/domain/quiz/question-sets';
import { expectAccessible } from './helpers/axe';
import { createRegistration, OFFERINGS } from './helpers/fixtures';

/** Funnel step 4: the knowledge check, graded by the server; fail, retry, pass; default and pediatric sets. */
const catalog = (locale: string) => JSON.parse(readFileSync(join(import.meta.dirname, '..', 'packages/domain/locales', locale, 'quiz.json'), 'utf8'));
const TEXTS = { en: catalog('en'), 'fr-CA': catalog('fr-CA') };

const statusOf = async (request: APIRequestContext, id: string) => (await (await request.get(`/api/provider/id/${id}`)).json()).status;

/** Chooses answers so that exactly `correct` are right (the first ones), by their visible text. */
async function answer(page: Page, variant: Variant, correct: number, locale: keyof typeof TEXTS = 'en') {
  const texts = TEXTS[locale];
  for (const [i, q] of QUIZ_SETS[variant].entries()) {
    const option = i < correct ? q.correct : q.options.find((o) => o !== q.correct)!;
    await page.getByRole('radio', { name: texts.questions[q.id].options[option], exact: true }).check();
  }
}

const question = (page: Page, variant: Variant, index: number, locale: keyof typeof TEXTS = 'en') =>
  page.getByRole('group', { name: new RegExp(TEXTS[locale].questions[QUIZ_SETS[variant][index].id].text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });

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
