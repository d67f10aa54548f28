import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { downloadedPdfText, markAttendance, SESSIONS, uniqueEmail } from './helpers/certificates';
import { apiPost, createRegistration, mailTo } from './helpers/fixtures';
import { waitForHydration } from './helpers/hydration';
import { changeSession, createSession, paidRegistration, signInOperations } from './helpers/my-registration';

/**
 * Issue 52, item 3, on a phone in English and in French: staff write a presenter's commercial
 * disclosure; the session's page (its registration page) and its schedule card show it before
 * registering, the 'All set!' page and the confirmation mail after paying; a certificate downloaded
 * for a past session prints its presenter's disclosure and the provider's recognition statements
 * (the e2e server is configured as an ADA CERP and AGD PACE provider: playwright.config.ts).
 * Each presenter here presents no other session, so no other journey's page changes.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const TEXTS = {
  en: {
    heading: 'Commercial relationships', other: '(in French)', allSet: 'All set!',
    email: 'Email', find: 'Find my certificate', download: /^Download certificate \(PDF\)/,
    cerp: 'Clear Aligner Provider Education is an ADA CERP Recognized Provider.', pace: 'Nationally Approved PACE Program Provider for FAGD/MAGD credit.', period: 'January 1, 2025 to December 31, 2028. Provider ID# 218476.',
  },
  'fr-CA': {
    heading: 'Relations commerciales', other: '(en anglais)', allSet: 'Tout est prêt!',
    email: 'Courriel', find: 'Trouver mon certificat', download: /^Télécharger le certificat \(PDF\)/,
    cerp: "Clear Aligner Provider Education est un fournisseur reconnu par l'ADA CERP.", pace: "Fournisseur de programmes PACE approuvé à l'échelle nationale pour les crédits FAGD/MAGD.", period: 'Du 1 janvier 2025 au 31 décembre 2028.',
  },
} as const;

const PAST_PEDIATRIC_MONTREAL = 'CNYf3ws3956q7E7xyJIAPw'; // presented by Dre Camille Roy, who presents nothing else
const ROY = { en: 'Dre Roy receives speaker fees from Clear Aligner Provider Education.', fr: 'La Dre Roy reçoit des honoraires de conférencière de Clear Aligner Provider Education.' };

async function saveDisclosure(request: Parameters<typeof apiPost>[0], body: { name: string; en: string; fr: string }) {
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await request.put('/api/admin/disclosures/presenters', { data: body, headers: { 'X-XSRF-TOKEN': xsrf } });
  expect(res.status(), await res.text()).toBe(200);
}

for (const locale of ['en', 'fr-CA'] as const) {
  test(`${locale}: the session's page and schedule card, 'All set!' and its mail show the disclosure; the certificate prints it with the statements`, async ({ page, request }) => {
    test.slow(); // staff's sign-in, a session, a payment, a certificate
    const l = TEXTS[locale];
    const q = locale === 'en' ? '' : `locale=${locale}`;
    // French puts a no-break space before the colon after a presenter's name.
    const sep = locale === 'en' ? ': ' : '\u00a0: ';
    await signInOperations(request);

    // A session of its own, with a presenter of its own, whose disclosure is written in English only.
    const presenter = `Dr. Disclosure ${Date.now().toString(36)}`;
    const words = `${presenter} is a paid consultant of Clear Aligner Provider Education.`;
    const starts = new Date(Date.now() + 30 * 86_400_000);
    const { id } = await createSession(request, { venue: `Disclosure Hall ${locale}`, startsAt: starts.toISOString(), endsAt: new Date(starts.getTime() + 7 * 3_600_000).toISOString(), seats: 10, teamSeats: 0 });
    await changeSession(request, id, { presenter });
    await saveDisclosure(request, { name: presenter, en: words, fr: '' });

    // The session's page: told before registering; a French reader reads the English, marked as such.
    await page.goto(`/registration?campaign_id=${id}${q ? `&${q}` : ''}`);
    await waitForHydration(page);
    const told = page.getByRole('region', { name: l.heading });
    await expect(told.getByTestId('disclosure')).toHaveText(`${presenter}${sep}${words}${locale === 'en' ? '' : ` ${l.other}`}`);
    if (locale === 'fr-CA') await expect(told.locator('[lang="en"]')).toHaveText(words);
    await expectAccessible(page);

    // Its schedule card: the disclosure behind a summary, opened with a tap.
    await page.goto(`/live-training-schedule?city=Duluth${q ? `&${q}` : ''}`);
    const card = page.locator(`li[data-session-id="${id}"]`);
    await expect(card).toBeVisible();
    await card.getByText(l.heading, { exact: true }).click();
    await expect(card.getByTestId('disclosure')).toContainText(words);
    await expectAccessible(page);

    // Paid: 'All set!' and the confirmation mail carry it.
    const email = uniqueEmail(`disclosure-${locale.toLowerCase()}`);
    const paid = await paidRegistration(request, id, email, locale, []);
    await page.goto(`/registration/${paid.id}/complete${q ? `?${q}` : ''}`);
    await expect(page.getByRole('heading', { level: 1, name: l.allSet })).toBeVisible();
    await expect(page.getByRole('region', { name: l.heading }).getByTestId('disclosure')).toContainText(words);
    const confirmation = (await mailTo(request, email)).find((m) => m.text.includes('/my-registration?token='));
    expect(confirmation?.text).toContain(`${l.heading}\n- ${presenter}${sep}${words}`);

    // A past session's certificate, downloaded from the certificate page: the presenter's disclosure and both statements.
    await saveDisclosure(request, { name: 'Dre Camille Roy', ...ROY });
    const attendee = uniqueEmail(`disclosure-certificate-${locale.toLowerCase()}`);
    await createRegistration(request, { offeringId: PAST_PEDIATRIC_MONTREAL, status: 'confirmation', email: attendee, locale });
    expect((await markAttendance(request, PAST_PEDIATRIC_MONTREAL, [attendee]))[0].outcome).toBe('marked');
    await page.goto(`/certificate${q ? `?${q}` : ''}`);
    await waitForHydration(page);
    await page.getByLabel(l.email).fill(attendee);
    await page.getByRole('button', { name: l.find }).click();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: l.download }).click()]);
    const text = await downloadedPdfText(file);
    expect(text).toContain(l.heading);
    expect(text).toContain(`Dre Camille Roy${locale === 'en' ? ': ' : ' : '}${locale === 'en' ? ROY.en : ROY.fr}`); // pdftotext's spaces folded
    for (const s of [l.cerp, l.pace, l.period]) expect(text).toContain(s);
  });
}
