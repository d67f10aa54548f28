import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { mailTo, OFFERINGS } from './helpers/fixtures';
import {
  answerObjectives, answerQuiz, answerScannerOffer, CARD_LABELS, CARDS, completeModules, fillCard, fillInformationQuebec,
  fillInformationUs, idFromUrl, openNewRegistration, statusOf, stepUrl, unique, type FunnelLocale,
} from './helpers/funnel-steps';

/**
 * The whole standard (live) course funnel, clicked through as a user would, in English (accepting
 * the scanner trial) and in French for Canada (declining it): information, objectives, scanner
 * offer, the three SCORM modules, the knowledge check (failed once, then passed), checkout with a
 * sandbox card, completion. Along the way: a refresh keeps the step, Back never skips a step the
 * server has not recorded, and the quiz's review links open the finished modules.
 */
test.describe.configure({ timeout: 180_000 });

const RUNS = [
  { locale: 'en', offering: OFFERINGS.liveChicago, acceptTrial: true },
  { locale: 'fr-CA', offering: OFFERINGS.liveVirtualFrench, acceptTrial: false },
] as const;

const T = {
  en: { register: 'Continue to objectives', answer: 'Save answers and continue', continue: 'Continue', objectives: 'Your objectives', education: 'Education', progress: (n: number) => `${n} of 3 modules completed`, quiz: 'Knowledge check', submit: 'Submit answers', failed: 'You answered 2/5 questions correctly. The passing score is 4/5. Please try again', checkout: 'Checkout', done: 'All set!', review: 'Review module', back: 'Back to where I was' },
  'fr-CA': { register: 'Continuer vers vos objectifs', answer: 'Enregistrer mes réponses et continuer', continue: 'Continuer', objectives: 'Vos objectifs', education: 'Formation', progress: (n: number) => `${n} module(s) terminé(s) sur 3`, quiz: 'Évaluation des connaissances', submit: 'Soumettre mes réponses', failed: 'Vous avez répondu correctement à 2/5 questions. La note de passage est de 4/5. Veuillez réessayer', checkout: 'Paiement', done: 'Tout est prêt!', review: 'Revoir le module', back: "Revenir où j'en étais" },
} satisfies Record<FunnelLocale, unknown>;

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

for (const run of RUNS) {
  test(`standard live course in ${run.locale}: every step to the completion page`, async ({ page, request }) => {
    const t = T[run.locale];
    const email = unique(`funnel-${run.locale}`);

    // 1. Information.
    await openNewRegistration(page, run.offering, run.locale);
    await expectAccessible(page);
    if (run.locale === 'en') await fillInformationUs(page, { email });
    else await fillInformationQuebec(page, { email });
    await page.getByRole('button', { name: t.register, exact: true }).click();
    await expect(page).toHaveURL(stepUrl('objectives'));
    const id = idFromUrl(page);

    // 2. Objectives; a refresh keeps the step; the quiz cannot be reached by its URL yet.
    await expect(h1(page, t.objectives)).toBeVisible();
    await page.reload();
    await expect(h1(page, t.objectives)).toBeVisible();
    await page.goto(`/registration/${id}/quiz`);
    await expect(page).toHaveURL(stepUrl('objectives', id));
    await expect(h1(page, t.objectives)).toBeVisible();
    await expectAccessible(page);
    await answerObjectives(page, run.locale);
    await page.getByRole('button', { name: t.answer, exact: true }).click();
    await expectAccessible(page);
    await answerScannerOffer(page, run.acceptTrial, run.locale);

    // 3. Education: Back returns to objectives, which the server has done, so it sends the user on.
    await expect(page).toHaveURL(stepUrl('education', id));
    await expect(h1(page, t.education)).toBeVisible();
    expect(await statusOf(request, id)).toBe('scorm');
    await page.goBack();
    await expect(page).toHaveURL(stepUrl('education', id));
    await expect(page.getByText(t.progress(0))).toBeVisible();
    await expectAccessible(page);
    const proceed = page.getByRole('button', { name: t.continue, exact: true });
    await expect(proceed).toBeDisabled();
    await completeModules(page, run.locale, [1]);
    await page.reload();
    await expect(page.getByText(t.progress(1))).toBeVisible();
    await completeModules(page, run.locale, [2, 3]);
    await expect(page.getByText(t.progress(3))).toBeVisible();
    await expectAccessible(page);
    await proceed.click();

    // 4. Knowledge check: review a module and come back, fail once, then pass.
    await expect(page).toHaveURL(stepUrl('quiz', id));
    await expect(h1(page, t.quiz)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: `${t.review} 2` }).click();
    await expect(page).toHaveURL(new RegExp(`/registration/${id}/education#module-2$`));
    await expect(page.getByText(t.progress(3))).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: t.back }).click();
    await expect(page).toHaveURL(stepUrl('quiz', id));
    await answerQuiz(page, 'standard', 2, run.locale);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(t.failed);
    expect(await statusOf(request, id)).toBe('quiz');
    await expectAccessible(page);
    await answerQuiz(page, 'standard', 5, run.locale);
    await page.getByRole('button', { name: t.submit }).click();

    // 5. Checkout. The passed quiz replaced itself in the history, so Back returns to the module
    // review opened from it (education is done, reviewing is allowed), never to a step ahead.
    await expect(page).toHaveURL(stepUrl('checkout', id));
    await expect(h1(page, t.checkout)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/registration/${id}/(education#module-2|checkout)$`));
    if (page.url().includes('/education')) await page.getByRole('button', { name: t.back }).click();
    await expect(page).toHaveURL(stepUrl('checkout', id));
    await expect(h1(page, t.checkout)).toBeVisible();
    const trial = page.getByTestId('order-summary').locator('tr[data-row="trial"]');
    await expect(trial).toHaveCount(run.acceptTrial ? 1 : 0);
    await expectAccessible(page);
    const l = CARD_LABELS[run.locale];
    await fillCard(page, l, CARDS.success, run.locale === 'en' ? '60601' : 'H2W 2M5');
    await page.getByRole('checkbox', { name: l.terms }).check();
    await page.getByRole('button', { name: l.pay }).click();

    // 6. Completion, with the user ID and the confirmation e-mail.
    await expect(page).toHaveURL(stepUrl('complete', id));
    await expect(h1(page, t.done)).toBeVisible();
    await expect(page.getByTestId('clin-id')).toHaveText(/^CLN-\d{8}$/);
    await expectAccessible(page);
    await expect.poll(async () => (await mailTo(request, email)).length).toBe(1);
  });
}
