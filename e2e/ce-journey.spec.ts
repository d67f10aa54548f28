import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { downloadedPdfText, uniqueEmail } from './helpers/certificates';
import { sessionStartingSoon } from './helpers/check-in';
import { apiPost, createRegistration, payRegistration } from './helpers/fixtures';
import { collectErrors } from './helpers/hydration';
import { answerEvaluation, openFromEvaluationInvitation, signInOperations } from './helpers/my-registration';

/**
 * Issue 52's journey as its "Tests and figures" word it, on a phone in English and in French: a
 * dentist pays for a live session whose presenter has a commercial-relationship disclosure, is
 * checked in at the door (the ticket's scan, on a session under way), receives the evaluation mail,
 * answers it from their own page, then downloads a certificate that carries the disclosure and the
 * provider's recognition statements (the e2e server is an ADA CERP and AGD PACE provider:
 * playwright.config.ts).
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const TEXTS = {
  en: {
    subject: 'How was', heading: 'Evaluate this course', rating: '4', no: 'No', submit: 'Send my evaluation', thanks: 'Thank you for evaluating this course.',
    certificate: 'Download the certificate (PDF)', cerp: 'is an ADA CERP Recognized Provider.', pace: 'Nationally Approved PACE Program Provider for FAGD/MAGD credit.',
  },
  'fr-CA': {
    subject: 'Comment s’est passé', heading: 'Évaluer ce cours', rating: '4', no: 'Non', submit: 'Envoyer mon évaluation', thanks: 'Merci d’avoir évalué ce cours.',
    certificate: 'Télécharger le certificat (PDF)', cerp: "est un fournisseur reconnu par l'ADA CERP.", pace: "Fournisseur de programmes PACE approuvé à l'échelle nationale pour les crédits FAGD/MAGD.",
  },
} as const;

async function staffCall(staff: APIRequestContext, method: 'put' | 'patch', url: string, data: unknown) {
  const xsrf = (await staff.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await staff[method](url, { data, headers: { 'X-XSRF-TOKEN': xsrf } });
  expect(res.status(), await res.text()).toBe(200);
}

for (const locale of ['en', 'fr-CA'] as const) {
  test(`${locale}: checked in at the door -> evaluation mail -> answered -> the certificate carries the disclosure and the statements`, async ({ page, request, playwright, baseURL }) => {
    test.slow(); // staff's sign-in, a session, a payment, a check-in, a mail
    const l = TEXTS[locale];
    const staff = await playwright.request.newContext({ baseURL });
    await signInOperations(staff);
    // A session of its own, with a presenter of its own and their disclosure in both languages.
    const presenter = `Dr. Journey ${Date.now().toString(36)}`;
    const disclosure = { en: `${presenter} consults for Clear Aligner Provider Education.`, fr: `${presenter} est consultant pour Clear Aligner Provider Education.` };
    const sessionId = await sessionStartingSoon(staff, presenter);
    await staffCall(staff, 'put', '/api/admin/disclosures/presenters', { name: presenter, ...disclosure });

    const email = uniqueEmail(`ce-journey-${locale.toLowerCase()}`);
    const { id } = await createRegistration(request, { offeringId: sessionId, status: 'cart', email, locale });
    await payRegistration(request, id);
    const { tickets } = (await (await request.get(`/api/confirmation/${id}/details`)).json()) as { tickets: { qrUrl: string }[] };
    const ticket = tickets[0].qrUrl.split('/')[3];

    // The session is under way (it began ten minutes ago); the door scans the ticket.
    const now = Date.now();
    await staffCall(staff, 'patch', `/api/admin/sessions/${sessionId}`, { startsAt: new Date(now - 600_000).toISOString(), endsAt: new Date(now + 6 * 3_600_000).toISOString() });
    const scan = await apiPost(staff, `/api/admin/sessions/${sessionId}/check-in`, { token: ticket });
    expect(scan.status(), await scan.text()).toBe(200);
    expect(((await scan.json()) as { outcome: string }).outcome).toBe('checked_in');
    await staff.dispose();

    const errors = collectErrors(page);
    await openFromEvaluationInvitation(page, request, email, l.subject);
    const section = page.locator('section#evaluation');
    await expect(section.getByRole('heading', { level: 2, name: l.heading })).toBeVisible();
    await expectAccessible(page);
    await answerEvaluation(section, { rating: l.rating, no: l.no });
    await section.getByRole('button', { name: l.submit }).click();
    await expect(section.getByTestId('evaluation-thanks')).toHaveText(l.thanks);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: l.certificate }).click()]);
    const text = await downloadedPdfText(download);
    expect(text).toContain(locale === 'en' ? disclosure.en : disclosure.fr);
    expect(text).toContain(l.cerp);
    expect(text).toContain(l.pace);
    expect(errors).toEqual([]);
  });
}
