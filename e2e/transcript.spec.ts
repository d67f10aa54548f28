import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { downloadedPdfText, markAttendance, SESSIONS, uniqueEmail } from './helpers/certificates';
import { createRegistration } from './helpers/fixtures';
import { collectErrors } from './helpers/hydration';
import { fitsNarrowPhone, openFromEvaluationInvitation } from './helpers/my-registration';
import { completeSetup, setupLinkFor, signIn } from './helpers/staff';

/**
 * Issue 52, item 4, on a phone in English and in French: a dentist attends three past courses in two
 * AGD subject codes (370 twice, 430 once), opens their registration's page from its mailed link,
 * and downloads the CE transcript: the period's start after its end is said under the field and
 * nothing downloads; then every course's line, each certificate's verification code, the hours per
 * subject code and the total are in the PDF's text, for the whole record and for a period. Staff
 * download it from the registration's page in the back office.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The schedule seed's past pediatric session (430 Pediatric Dentistry). */
const PEDIATRIC_MONTREAL = 'CNYf3ws3956q7E7xyJIAPw';
const CODE = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/g;

const TEXTS = {
  en: {
    subject: 'How was', heading: 'Your CE transcript', from: 'From', to: 'To', download: 'Download the CE transcript (PDF)',
    error: "The period's start must not be after its end.", title: 'Continuing Education Transcript', all: 'Period: every course on record',
    between: 'courses outside this period are not listed', ortho: '370 Orthodontics:', pedo: '430 Pediatric Dentistry:', two: '(2 courses)', one: '(1 course)',
    total: 'Total CE hours:', course: 'Clear-Aligner Fundamentals', pediatric: 'Pediatric Clear-Aligner Course',
  },
  'fr-CA': {
    subject: 'Comment s’est passé', heading: 'Votre relevé de formation continue', from: 'Du', to: 'Au', download: 'Télécharger le relevé de FC (PDF)',
    error: 'Le début de la période ne peut pas être après sa fin.', title: 'Relevé de formation continue', all: 'Période : toutes les formations au dossier',
    between: 'les formations hors de cette période ne sont pas listées', ortho: '370 Orthodontie :', pedo: '430 Dentisterie pédiatrique :', two: '(2 formations)', one: '(1 formation)',
    total: 'Total des heures de FC :', course: 'Principes fondamentaux des aligneurs transparents', pediatric: 'Cours pédiatrique sur les aligneurs transparents',
  },
} as const;

for (const locale of ['en', 'fr-CA'] as const) {
  test(`${locale}: three courses attended -> the registrant's page -> the CE transcript's PDF, whole and for a period`, async ({ page, request }) => {
    const l = TEXTS[locale];
    const email = uniqueEmail(`transcript-${locale.toLowerCase()}`);
    for (const offeringId of [SESSIONS.pastMiami, SESSIONS.pastVirtualFrench, PEDIATRIC_MONTREAL]) {
      await createRegistration(request, { offeringId, status: 'confirmation', email, locale });
      expect((await markAttendance(request, offeringId, [email]))[0].outcome).toBe('marked');
    }
    // The evaluation invitation mails a link to the registration's page (one of the three: the transcript is the address's).

    const errors = collectErrors(page);
    await openFromEvaluationInvitation(page, request, email, l.subject);
    const section = page.locator('section[aria-labelledby="transcript-heading"]');
    await expect(section.getByRole('heading', { level: 2, name: l.heading })).toBeVisible();
    await expectAccessible(page);
    await fitsNarrowPhone(page, 'transcript section');

    // A start after the end: said under the end's field, nothing downloaded.
    await section.getByLabel(l.from).fill('2030-06-01');
    await section.getByLabel(l.to).fill('2030-01-01');
    let downloads = 0;
    page.on('download', () => downloads++);
    await section.getByRole('button', { name: l.download }).click();
    await expect(section.getByText(l.error)).toBeVisible();
    await expect(section.getByLabel(l.to)).toBeFocused();
    expect(downloads).toBe(0);

    // The whole record: both dates empty.
    await section.getByLabel(l.from).fill('');
    await section.getByLabel(l.to).fill('');
    const [whole] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: l.download }).click()]);
    const text = await downloadedPdfText(whole);
    expect(text).toContain(l.title);
    expect(text).toContain(email);
    expect(text).toContain(l.all);
    expect(text).toContain(l.course);
    expect(text).toContain(l.pediatric);
    expect(new Set(text.match(CODE) ?? []).size).toBe(3);
    expect(text).toContain(`${l.ortho}`);
    expect(text).toMatch(new RegExp(`${l.ortho.replace(/[()]/g, '\\$&')} [\\d.,]+ h ${l.two.replace(/[()]/g, '\\$&')}`));
    expect(text).toMatch(new RegExp(`${l.pedo.replace(/[()]/g, '\\$&')} [\\d.,]+ h ${l.one.replace(/[()]/g, '\\$&')}`));
    expect(text).toContain(l.total);

    // A period around today and the seed's past sessions: the header says what is left out.
    await section.getByLabel(l.from).fill('2000-01-01');
    await section.getByLabel(l.to).fill('2099-12-31');
    const [period] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: l.download }).click()]);
    const periodText = await downloadedPdfText(period);
    expect(periodText).toContain(l.between);
    expect(new Set(periodText.match(CODE) ?? []).size).toBe(3);
    expect(errors).toEqual([]);
  });
}

// The back office on a desktop, as staff's sign-in journeys run.
test.describe('staff', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test("'CE transcript (PDF)' on a registration's page downloads the registrant's transcript", async ({ page, request }) => {
    const email = uniqueEmail('transcript-staff');
    const reg = await createRegistration(request, { offeringId: SESSIONS.pastMiami, status: 'confirmation', email, locale: 'en' });
    expect((await markAttendance(request, SESSIONS.pastMiami, [email]))[0].outcome).toBe('marked');

    const ops = await setupLinkFor(request, 'operations');
    const { secret } = await completeSetup(page, ops.path);
    await signIn(page, ops.email, secret);
    await page.goto(`/admin/registrations/${reg.id}/show`);
    const button = page.getByRole('link', { name: 'CE transcript (PDF)' });
    const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const text = await downloadedPdfText(file);
    expect(text).toContain('Continuing Education Transcript');
    expect(text).toContain(email);
    expect(text).toContain('Clear-Aligner Fundamentals');
    expect(new Set(text.match(CODE) ?? []).size).toBe(1);
    expect(text).toMatch(/370 Orthodontics: [\d.]+ h \(1 course\)/);
  });
});
