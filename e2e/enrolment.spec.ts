import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expectAccessible } from './helpers/axe';
import { OFFERINGS, mailTo } from './helpers/fixtures';
import { fillInformation, startNewRegistration } from './helpers/information-form';

/**
 * Issue 5, enrolment confirmation: from the schedule's Register button through the information
 * form, then (the middle steps have their own journeys) straight to checkout, payment with the
 * sandbox test card, 'All set!' with the session's details, the .ics download and the e-mail.
 */
test.describe.configure({ timeout: 180_000 });

const unique = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
const expiry = `11${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;
// Intl's no-break and thin spaces in times and dates.
const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f\u2009]/g, ' ');

/** PATCH with the page's cookies and the XSRF cookie echoed, as the web app does (dev-only endpoint). */
async function moveTo(page: Page, id: string, status: string) {
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.patch(`/api/dev/registrations/${id}/status`, { data: { status }, headers: { 'X-XSRF-TOKEN': token } });
  expect(res.status(), await res.text()).toBe(200);
}

const LABELS = {
  en: { register: /^Register for/, continue: 'Continue to objectives', number: 'Card number', name: 'Name on card', expiry: 'Expiry date (MM/YY)', cvv: 'CVV', zip: 'Zip or postal code', terms: 'I agree to the terms and conditions', pay: /^Pay / },
  'fr-CA': { register: /^S’inscrire/, continue: 'Continuer vers vos objectifs', number: 'Numéro de carte', name: 'Nom sur la carte', expiry: "Date d'expiration (MM/AA)", cvv: 'Code de sécurité (CVV)', zip: 'Code postal ou code ZIP de la carte', terms: "J'accepte les modalités et conditions", pay: /^Payer / },
} as const;

async function enrolAndPay(page: Page, locale: 'en' | 'fr-CA', offeringId: string, schedulePath: string, email: string) {
  const l = LABELS[locale];
  await page.goto(schedulePath);
  const row = page.locator(`[data-session-id="${offeringId}"]:visible`);
  await expect(row).toBeVisible();
  await expectAccessible(page);
  await row.getByRole('link', { name: l.register }).click();
  await expect(page).toHaveURL(new RegExp(`/registration\\?campaign_id=${offeringId}`));
  await startNewRegistration(page, locale);
  await expectAccessible(page);
  await fillInformation(page, locale, email, { inPerson: locale === 'en' });
  await page.getByRole('button', { name: l.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/registration\/[A-Za-z0-9_-]{22}\/objectives$/);
  const id = /\/registration\/([A-Za-z0-9_-]{22})\//.exec(page.url())![1];

  await moveTo(page, id, 'cart');
  await page.goto(`/registration/${id}/checkout${locale === 'en' ? '' : `?locale=${locale}`}`);
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await expect(field(l.number)).toBeVisible();
  await field(l.number).fill('4242 4242 4242 4242');
  await field(l.name).fill(locale === 'en' ? 'Dana Reyes' : 'Léa Tremblay');
  await field(l.expiry).fill(expiry);
  await field(l.cvv).fill('731');
  await field(l.zip).fill(locale === 'en' ? '60601' : 'H2W 2M5');
  await page.getByRole('checkbox', { name: l.terms }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: l.pay }).click();
  await expect(page).toHaveURL(new RegExp(`/registration/${id}/complete`));
  return id;
}

/** The downloaded .ics, parsed by ical.js with the file's own VTIMEZONE. */
async function downloadCalendar(page: Page, name: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  const ics = readFileSync((await download.path())!, 'utf8');
  const root = new ICAL.Component(ICAL.parse(ics));
  for (const tz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  const vevent = root.getFirstSubcomponent('vevent')!;
  return { fileName: download.suggestedFilename(), ics, event: new ICAL.Event(vevent), vevent };
}

const detail = (page: Page, label: string) => page.getByTestId('course-details').locator('dt').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test('en: register for the Chicago session from the schedule, pay, All set! with the session, the .ics and the e-mail', async ({ page, request }) => {
  const email = unique('enrol');
  const id = await enrolAndPay(page, 'en', OFFERINGS.liveChicago, '/live-training-schedule?city=Chicago', email);

  await expect(page.getByRole('heading', { level: 1, name: 'All set!' })).toBeVisible();
  await expect(page.getByTestId('course-title')).toHaveText('Clear-Aligner Fundamentals');
  await expect(detail(page, 'Date')).toHaveText('March 13, 2027');
  expect(plain(await detail(page, 'Time').textContent())).toBe('8:00 AM – 4:00 PM CST');
  await expect(detail(page, 'Location')).toHaveText('Lakeshore Conference Center, 301 E North Water St, Chicago, IL 60611');
  await expect(detail(page, 'CE hours')).toHaveText('7 CE hours');
  for (const step of ['Meet your onboarding specialist within a week', 'Complete the online pre-course module', 'Download the practice app', 'Schedule a free digital scanner demo', 'territory manager']) {
    await expect(page.getByText(step)).toBeVisible();
  }
  const add = page.getByRole('link', { name: 'Add to calendar' });
  await expect(add).toHaveAttribute('href', `/api/enrolment/${id}/calendar.ics`);
  await expect(add).toHaveAttribute('download', '');
  // The door ticket (check-in): the registrant's QR code, loaded, and the ticket's PDF.
  await expect(page.getByRole('heading', { level: 2, name: 'Your door tickets' })).toBeVisible();
  const qr = page.getByTestId('door-ticket').getByRole('img', { name: /^QR code of .+'s door ticket$/ });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByTestId('door-ticket').getByRole('link', { name: /^Download the ticket \(PDF\)/ })).toHaveAttribute('href', /^\/api\/tickets\/[A-Za-z0-9_-]{22}\/ticket\.pdf$/);
  await expectAccessible(page);

  const { fileName, ics, event } = await downloadCalendar(page, 'Add to calendar');
  expect(fileName).toBe('live-training-2027-03-13.ics');
  expect(ics).toContain('DTSTART;TZID=America/Chicago:20270313T080000');
  expect(event.startDate.zone.tzid).toBe('America/Chicago');
  expect(event.startDate.toJSDate().toISOString()).toBe('2027-03-13T14:00:00.000Z');
  expect(event.summary).toBe('Clear-Aligner Fundamentals');

  await expect.poll(async () => (await mailTo(request, email)).map((m) => m.subject)).toEqual(['All set! Your provider training registration is confirmed']);
  const [mail] = await mailTo(request, email);
  // The calendar file, the payment's receipt, then the door ticket's QR code (check-in).
  expect(mail.attachments).toEqual([fileName, expect.stringMatching(/^receipt-R-\d{4}-\d{6}\.pdf$/), 'ticket-1.png']);
  expect(plain(mail.text)).toContain('When: March 13, 2027, 8:00 AM – 4:00 PM CST');
});

test('fr-CA: the French virtual session, Tout est prêt! with French times and the meeting link', async ({ page, request }) => {
  const email = unique('inscription');
  await enrolAndPay(page, 'fr-CA', OFFERINGS.liveVirtualFrench, '/live-training-schedule?locale=fr-CA&modality=virtual&country=CA', email);

  await expect(page.getByRole('heading', { level: 1, name: 'Tout est prêt!' })).toBeVisible();
  await expect(page.getByTestId('course-title')).toHaveText('Principes fondamentaux des aligneurs transparents (virtuel)');
  await expect(detail(page, 'Date')).toHaveText('10 avril 2027');
  expect(plain(await detail(page, 'Heure').textContent())).toBe('09 h 00 – 17 h 00 HAE');
  await expect(detail(page, 'Heures de FC')).toHaveText('7 heures de FC');
  await expect(page.getByRole('link', { name: /Lien pour vous joindre/ })).toHaveAttribute('href', 'https://meet.clear-aligner-provider.example/fundamentals-fr');
  await expect(detail(page, 'Lieu')).toHaveCount(0);
  await expect(page.getByText('Rencontrez votre spécialiste de l\'intégration d\'ici une semaine', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Vos billets d\'entrée' })).toBeVisible();
  await expect(page.getByTestId('door-ticket').getByRole('link', { name: /^Télécharger le billet \(PDF\)/ })).toBeVisible();
  await expectAccessible(page);

  const { event, vevent } = await downloadCalendar(page, 'Ajouter au calendrier');
  expect(event.startDate.zone.tzid).toBe('America/Toronto');
  expect(event.startDate.toJSDate().toISOString()).toBe('2027-04-10T13:00:00.000Z');
  expect(event.summary).toBe('Principes fondamentaux des aligneurs transparents (virtuel)');
  expect(vevent.getFirstPropertyValue('url')).toBe('https://meet.clear-aligner-provider.example/fundamentals-fr');

  await expect.poll(async () => (await mailTo(request, email)).length).toBe(1);
  const [mail] = await mailTo(request, email);
  expect(mail.subject).toBe('Tout est prêt! Votre inscription à la formation des fournisseurs est confirmée');
  expect(mail.attachments).toEqual(['live-training-2027-04-10.ics', expect.stringMatching(/^receipt-R-\d{4}-\d{6}\.pdf$/), 'ticket-1.png']);
  expect(mail.text).toContain('Réunion vidéo : https://meet.clear-aligner-provider.example/fundamentals-fr');
});
