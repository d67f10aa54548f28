import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Variant } from '@portal/domain/course/course';
import { OBJECTIVE_QUESTIONS } from '@portal/domain/questionnaire/objective-questions';
import { QUIZ_SETS } from '@portal/domain/quiz/question-sets';

/**
 * Drivers for the registration funnel's steps, filled the way a user does (visible labels and
 * texts), shared by the per-step specs and the whole-funnel journeys.
 */
export type FunnelLocale = 'en' | 'fr-CA';
const catalog = (locale: string, ns: string) => JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'packages/domain/locales', locale, `${ns}.json`), 'utf8'));
export const OBJECTIVES_TEXTS = { en: catalog('en', 'objectives'), 'fr-CA': catalog('fr-CA', 'objectives') };
export const QUIZ_TEXTS = { en: catalog('en', 'quiz'), 'fr-CA': catalog('fr-CA', 'quiz') };

export const statusOf = async (request: APIRequestContext, id: string) => (await (await request.get(`/api/provider/id/${id}`)).json()).status;
/** A step's URL; the id defaults to any public id. */
export const stepUrl = (step: string, id = '[A-Za-z0-9_-]{22}') => new RegExp(`/registration/${id}/${step}$`);
/** The registration id in the current funnel URL. */
export const idFromUrl = (page: Page) => /\/registration\/([A-Za-z0-9_-]{22})\//.exec(page.url())![1];
export const unique = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
/** A text field by its accessible name (MUI's required asterisk is hidden from it). */
export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
export const currentStep = (page: Page) => page.getByRole('navigation', { name: 'Registration progress' }).locator('[aria-current="step"]');

// Step 1: information.

/** Opens the form for an offering: a new visitor gets the form, with the resume dialog only offered (no dialog open). */
export async function openNewRegistration(page: Page, offering: string, locale?: FunnelLocale | 'en-CA') {
  await page.goto(`/registration?campaign_id=${offering}${locale && locale !== 'en' ? `&locale=${locale}` : ''}`);
  await expect(page.getByRole('button', { name: locale === 'fr-CA' ? 'Reprendre une inscription' : 'Continue a previous registration' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** A US doctor in Chicago; an in-person course (the default) also asks for hotel and meals. */
export async function fillInformationUs(page: Page, opts: { email: string; role?: string; specialty?: string; inPerson?: boolean }) {
  await field(page, 'First name').fill('Dana');
  await field(page, 'Last name').fill('Reyes');
  await field(page, 'Email').fill(opts.email);
  await field(page, 'Phone').fill('3125550123');
  await field(page, 'Practice name').fill('Lakeshore Dental');
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: opts.role ?? 'Doctor (owner, private practice)' });
  await page.getByRole('combobox', { name: 'Specialty', exact: true }).selectOption({ label: opts.specialty ?? 'Ortho' });
  await field(page, 'Primary practice address').fill('100 Main St');
  await field(page, 'City').fill('Chicago');
  await page.getByRole('combobox', { name: 'State/Province', exact: true }).selectOption({ label: 'Illinois' });
  await field(page, 'Zip/Postal code').fill('60601-1234');
  await field(page, 'Dental license number').fill('IL-4455');
  await page.getByRole('combobox', { name: 'License state/province', exact: true }).selectOption('IL');
  await field(page, 'NPI number').fill('1234567893');
  if (opts.inPerson === false) return;
  await page.getByRole('radio', { name: 'Yes' }).check();
  await field(page, 'Dietary restrictions (optional)').fill('Vegetarian');
}

/** A Quebec dentist in French (a virtual course: no NPI, hotel or meals). */
export async function fillInformationQuebec(page: Page, opts: { email: string }) {
  await field(page, 'Prénom').fill('Léa');
  await field(page, 'Nom').fill('Tremblay');
  await field(page, 'Courriel').fill(opts.email);
  await field(page, 'Téléphone').fill('514 555 0142');
  await field(page, 'Nom du cabinet').fill('Clinique Dentaire du Plateau');
  await page.getByRole('combobox', { name: 'Rôle', exact: true }).selectOption({ label: 'Dentiste associé' });
  await page.getByRole('combobox', { name: 'Spécialité', exact: true }).selectOption({ label: 'Omnipraticien' });
  await field(page, 'Adresse principale du cabinet').fill('4000 rue Saint-Denis');
  await field(page, 'Ville').fill('Montréal');
  await page.getByRole('combobox', { name: 'Province/État', exact: true }).selectOption({ label: 'Québec' });
  await field(page, 'Code postal').fill('h2w2m5');
  await field(page, "Numéro de permis d'exercice").fill('QC-99881');
  await page.getByRole('combobox', { name: 'Province/État du permis', exact: true }).selectOption('QC');
}

// Step 2: objectives, the scanner question and the offer.

/** Answers the objectives (all, or all but the ones listed), by their visible option text. */
export async function answerObjectives(page: Page, locale: FunnelLocale = 'en', skip: string[] = []) {
  const texts = OBJECTIVES_TEXTS[locale];
  for (const q of OBJECTIVE_QUESTIONS) {
    if (skip.includes(q.id)) continue;
    await page.getByRole('radio', { name: texts.questions[q.id].options[q.options[1]], exact: true }).check();
  }
}

/** The scanner question (answered 'No') and the offer: accept with the terms, or continue without. */
export async function answerScannerOffer(page: Page, accept: boolean, locale: FunnelLocale = 'en') {
  const fr = locale === 'fr-CA';
  await expect(page.getByRole('heading', { level: 2, name: fr ? 'Votre scanner numérique' : 'Your digital scanner' })).toBeVisible();
  await page.getByRole('radio', { name: fr ? 'Non' : 'No', exact: true }).check();
  if (!accept) return page.getByRole('button', { name: fr ? "Continuer sans l'essai" : 'Continue without trial' }).click();
  await page.getByRole('checkbox', { name: fr ? /J'accepte les modalités/ : 'I agree to the scanner trial terms and conditions' }).check();
  await page.getByRole('button', { name: fr ? 'Ajouter à votre panier' : 'Add to your cart' }).click();
}

// Step 3: education.

export const MODULE_WARNING = { en: 'do not close out of the window - progress will not be saved', 'fr-CA': 'ne fermez pas la fenêtre - la progression ne sera pas enregistrée' };
export const moduleFrame = (page: Page) => page.frameLocator('main iframe');
export const progressSaved = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/scorm-modules/update') && r.request().method() === 'PATCH' && r.ok());
const MODULE_BUTTONS = {
  en: { next: 'Next', check: 'Self-check', submit: 'Check my answers', result: /^You answered \d of 3 questions correctly/, finish: 'Finish module', start: 'Start module' },
  'fr-CA': { next: 'Suivant', check: 'Autoévaluation', submit: 'Vérifier mes réponses', result: /^Vous avez répondu correctement à \d question/, finish: 'Terminer le module', start: 'Commencer le module' },
};

/**
 * Pages through an open module to its self-check, answers it (the given answers, or the first
 * option of each question) and finishes the module.
 */
export async function finishModule(page: Page, answers?: string[], locale: FunnelLocale = 'en') {
  const b = MODULE_BUTTONS[locale];
  const frame = moduleFrame(page);
  const next = frame.getByRole('button', { name: b.next, exact: true });
  await expect(next).toBeVisible();
  while (await next.isVisible()) {
    const counter = await frame.locator('.counter').textContent();
    await next.click();
    await expect(frame.locator('.counter')).not.toHaveText(counter!);
  }
  await expect(frame.getByRole('heading', { level: 2, name: b.check })).toBeVisible();
  if (answers) for (const answer of answers) await frame.getByLabel(answer, { exact: true }).check();
  else for (const group of await frame.getByRole('group').all()) await group.getByRole('radio').first().check();
  await frame.getByRole('button', { name: b.submit }).click();
  await expect(frame.getByText(b.result)).toBeVisible();
  await frame.getByRole('button', { name: b.finish }).click();
  await expect(page.getByText(MODULE_WARNING[locale])).toHaveCount(0);
}

/** Opens each of the given modules (by default all three) in turn and goes through it to the end. */
export async function completeModules(page: Page, locale: FunnelLocale = 'en', modules = [1, 2, 3]) {
  for (const n of modules) {
    await page.getByRole('button', { name: `${MODULE_BUTTONS[locale].start} ${n}` }).click();
    await expect(page.getByText(MODULE_WARNING[locale])).toBeVisible();
    await finishModule(page, undefined, locale);
  }
}

// Step 4: the knowledge check.

/** Chooses answers so that exactly `correct` are right (the first ones), by their visible text. */
export async function answerQuiz(page: Page, variant: Variant, correct: number, locale: FunnelLocale = 'en') {
  const texts = QUIZ_TEXTS[locale];
  for (const [i, q] of QUIZ_SETS[variant].entries()) {
    const option = i < correct ? q.correct : q.options.find((o) => o !== q.correct)!;
    await page.getByRole('radio', { name: texts.questions[q.id].options[option], exact: true }).check();
  }
}

export const quizQuestion = (page: Page, variant: Variant, index: number, locale: FunnelLocale = 'en') =>
  page.getByRole('group', { name: new RegExp(QUIZ_TEXTS[locale].questions[QUIZ_SETS[variant][index].id].text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });

// Step 5: checkout.

export const CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', insufficient: '4000 0000 0000 9995', authentication: '4000 0025 0000 3155' };
export const CVV = '731';
const expiry = `11${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;
export const CARD_LABELS = {
  en: { number: 'Card number', name: 'Name on card', expiry: 'Expiry date (MM/YY)', cvv: 'CVV', zip: 'Zip or postal code', terms: 'I agree to the terms and conditions', pay: /^Pay /, province: 'State or province' },
  'fr-CA': { number: 'Numéro de carte', name: 'Nom sur la carte', expiry: "Date d'expiration (MM/AA)", cvv: 'Code de sécurité (CVV)', zip: 'Code postal ou code ZIP de la carte', terms: "J'accepte les modalités et conditions", pay: /^Payer /, province: 'Province ou État' },
} as const;
export type CardLabels = (typeof CARD_LABELS)[FunnelLocale];

export async function fillCard(page: Page, l: CardLabels, number: string, zip = '60601') {
  await field(page, l.number).fill(number);
  await field(page, l.name).fill('Maya Patel');
  await field(page, l.expiry).fill(expiry);
  await field(page, l.cvv).fill(CVV);
  await field(page, l.zip).fill(zip);
}
