import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { downloadedPdfText, markAttendance, SESSIONS, uniqueEmail } from './helpers/certificates';
import { createRegistration } from './helpers/fixtures';
import { waitForHydration } from './helpers/hydration';

/** Attendance marked by the back office, then the certificate and the letter downloaded, then the QR's page. */
const CODE = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/;

test('an attendee downloads the certificate and the letter, and the printed link verifies it', async ({ page, request }) => {
  const { email } = await createRegistration(request, { offeringId: SESSIONS.pastMiami, status: 'confirmation', email: uniqueEmail('attendee') });
  expect(await markAttendance(request, SESSIONS.pastMiami, [email])).toEqual([expect.objectContaining({ email, outcome: 'marked' })]);

  await page.goto('/certificate');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance certificate' })).toBeVisible();
  await expectAccessible(page);

  const field = page.getByLabel('Email');
  await field.fill('not-an-email');
  await page.getByRole('button', { name: 'Find my certificate' }).click();
  await expect(page.getByText('Invalid email', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').getByRole('link', { name: 'Email: Invalid email' })).toHaveAttribute('href', '#certificate-email');

  await field.fill(uniqueEmail('stranger'));
  await page.getByRole('button', { name: 'Find my certificate' }).click();
  await expect(page.getByRole('alert')).toContainText('We found no certificate for this email address');
  await expectAccessible(page);

  await field.fill(email);
  await page.getByRole('button', { name: 'Find my certificate' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your certificates' })).toBeVisible();
  await expect(page.getByText('January 17, 2026 · 7 CE hours')).toBeVisible();
  await expectAccessible(page);

  const [certificate] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /^Download certificate \(PDF\)/ }).click()]);
  expect(certificate.suggestedFilename()).toBe('certificate-20260117.pdf');
  const text = await downloadedPdfText(certificate);
  for (const s of ['Certificate of Attendance', 'Test Dentist', 'Clear-Aligner Fundamentals', 'January 17, 2026', 'CE hours: 7']) expect(text).toContain(s);
  const code = text.match(CODE)![0];
  const printed = text.match(/https?:\/\/\S+\/verify\/[0-9A-Z-]+/)![0];
  expect(printed.endsWith(`/verify/${code}`)).toBe(true);

  const [letter] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /^Download attendance verification letter/ }).click()]);
  const letterText = await downloadedPdfText(letter);
  for (const s of ['Attendance Verification Letter', 'Test Dentist', 'Educational method', 'Lecture and hands-on (live, in person)', 'AGD subject code 370 Orthodontics', 'CE hours 7', code]) {
    expect(letterText).toContain(s);
  }
  expect(letterText).toMatch(/Course completion code FUN-20260117-[0-9A-Z]{4}/);

  // The link the PDF prints (and its QR code holds), opened on this server.
  await page.goto(new URL(printed).pathname);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Certificate verification' })).toBeVisible();
  await expect(page.getByText('This certificate is valid.')).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: 'Test Dentist' })).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: 'January 17, 2026' })).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: code })).toBeVisible();
  await expectAccessible(page);
});

test('in French: Courriel non valide, and a French certificate', async ({ page, request }) => {
  const { email } = await createRegistration(request, { offeringId: SESSIONS.pastVirtualFrench, status: 'confirmation', locale: 'fr-CA', email: uniqueEmail('participante') });
  await markAttendance(request, SESSIONS.pastVirtualFrench, [email]);

  await page.goto('/certificate?locale=fr-CA');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Certificat de participation' })).toBeVisible();
  const field = page.getByLabel('Courriel');
  await field.fill('courriel@');
  await page.getByRole('button', { name: 'Trouver mon certificat' }).click();
  await expect(page.getByText('Courriel non valide', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').getByRole('heading', { name: 'Il y a un problème' })).toBeVisible();
  await expectAccessible(page);

  await field.fill(email);
  await page.getByRole('button', { name: 'Trouver mon certificat' }).click();
  await expect(page.getByText('7 février 2026 · 7 heures de FC')).toBeVisible();
  const [certificate] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /^Télécharger le certificat/ }).click()]);
  const text = await downloadedPdfText(certificate);
  for (const s of ['Certificat de participation', 'Principes fondamentaux des aligneurs transparents (virtuel)', '7 février 2026', 'Heures de FC : 7', 'Code de vérification :']) {
    expect(text).toContain(s);
  }
});

test('an unknown verification code says so', async ({ page }) => {
  await page.goto('/verify/ABCD-EFGH-JKMN-PQRS');
  await waitForHydration(page);
  await expect(page.getByText('We could not find a certificate with this verification code.')).toBeVisible();
  await expectAccessible(page);
});
