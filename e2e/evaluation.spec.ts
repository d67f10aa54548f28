import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { downloadedPdfText, markAttendance, SESSIONS, uniqueEmail } from './helpers/certificates';
import { createRegistration } from './helpers/fixtures';
import { collectErrors } from './helpers/hydration';
import { answerEvaluation, fitsNarrowPhone, openFromEvaluationInvitation } from './helpers/my-registration';

/**
 * Issue 52, item 2, on a phone in English and in French: attendance marked (automation's API) ->
 * the invitation mail (the job run now) -> the registrant's page from its link: "Evaluate this
 * course", the questions answered -> "Thank you", and the page read again still says so; then the
 * certificate downloaded from the same page prints the provider's recognition statements (the e2e
 * server is an ADA CERP and AGD PACE provider: playwright.config.ts; disclosures.spec checks a
 * presenter's disclosure on it).
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const TEXTS = {
  en: {
    subject: 'How was', heading: 'Evaluate this course', objectives: 'The course met its stated learning objectives.', five: '5, excellent', four: '4',
    bias: 'Did you perceive any commercial bias in the course?', no: 'No', comment: 'Comment (optional)', change: 'What would you change about this course?',
    submit: 'Send my evaluation', thanks: 'Thank you for evaluating this course.', required: 'Choose an answer.',
    certificate: 'Download the certificate (PDF)', cerp: 'Clear Aligner Provider Education is an ADA CERP Recognized Provider.', pace: 'Nationally Approved PACE Program Provider for FAGD/MAGD credit.',
  },
  'fr-CA': {
    subject: 'Comment s’est passé', heading: 'Évaluer ce cours', objectives: 'Le cours a atteint les objectifs d’apprentissage annoncés.', five: '5, excellent', four: '4',
    bias: 'Avez-vous perçu un biais commercial dans ce cours ?', no: 'Non', comment: 'Commentaire (facultatif)', change: 'Que changeriez-vous à ce cours ?',
    submit: 'Envoyer mon évaluation', thanks: 'Merci d’avoir évalué ce cours.', required: 'Choisissez une réponse.',
    certificate: 'Télécharger le certificat (PDF)', cerp: "Clear Aligner Provider Education est un fournisseur reconnu par l'ADA CERP.", pace: "Fournisseur de programmes PACE approuvé à l'échelle nationale pour les crédits FAGD/MAGD.",
  },
} as const;

for (const locale of ['en', 'fr-CA'] as const) {
  test(`${locale}: attendance marked -> invitation mail -> the evaluation answered from the registrant's page -> thank you`, async ({ page, request }) => {
    const l = TEXTS[locale];
    const email = uniqueEmail(`evaluation-${locale.toLowerCase()}`);
    await createRegistration(request, { offeringId: SESSIONS.pastMiami, status: 'confirmation', email, locale });
    expect((await markAttendance(request, SESSIONS.pastMiami, [email]))[0].outcome).toBe('marked');

    const errors = collectErrors(page);
    await openFromEvaluationInvitation(page, request, email, l.subject);
    const section = page.locator('section#evaluation');
    await expect(section.getByRole('heading', { level: 2, name: l.heading })).toBeVisible();
    await expect(section.getByRole('radiogroup', { name: l.objectives })).toBeVisible();
    await expectAccessible(page);
    await fitsNarrowPhone(page, 'evaluation form');

    // Sent with a rating missing: the form says so and sends nothing.
    await section.getByRole('button', { name: l.submit }).click();
    // The five rating and yes/no questions each say what is missing; the first takes focus.
    await expect(section.getByText(l.required, { exact: true })).toHaveCount(5);
    await expect(section.getByRole('radiogroup', { name: l.objectives }).getByRole('radio').first()).toBeFocused();
    await expect(section.getByTestId('evaluation-thanks')).toHaveCount(0);

    await answerEvaluation(section, { rating: l.four, no: l.no });
    await section.getByRole('radiogroup', { name: l.objectives }).getByRole('radio', { name: l.five }).check();
    await section.getByLabel(l.change).fill('More hands-on cases.');
    await section.getByRole('button', { name: l.submit }).click();
    await expect(section.getByTestId('evaluation-thanks')).toHaveText(l.thanks);

    // Read again: answered once, the form gone.
    await page.reload();
    await expect(page.getByTestId('evaluation-thanks')).toHaveText(l.thanks);
    await expect(page.getByRole('button', { name: l.submit })).toHaveCount(0);

    // The certificate from the same page carries the recognition statements, in the registrant's language.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: l.certificate }).click()]);
    const text = await downloadedPdfText(download);
    expect(text).toContain(l.cerp);
    expect(text).toContain(l.pace);
    expect(errors).toEqual([]);
  });
}
