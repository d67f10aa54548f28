import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { apiPost, createRegistration, OFFERINGS, payRegistration } from './helpers/fixtures';
import { completeSetup, setupLinkFor, signIn, openRow, searchList } from './helpers/staff';

/**
 * Issue 10: a registrant pays with a coupon; operations staff find the registration by its ClinID,
 * see the payment with the coupon, refund part of it and then the rest, and the story shows both.
 * Issue 28: the partial refund leaves the payment 'Paid'; the rest ends the registration, which
 * then reads 'Refunded' on its page, its payment and in the list (and its Refunded filter).
 */
test('operations staff find a paid registration by ClinID and refund it in two parts', async ({ page, request }) => {
  test.slow(); // a long journey through several screens, several accounts signing in
  const reg = await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'cart', email: `refund.${Date.now()}@example.com` });
  const { clinId } = await payRegistration(request, reg.id, 'WELCOME10');

  const ops = await setupLinkFor(request, 'operations');
  const { secret } = await completeSetup(page, ops.path);
  await signIn(page, ops.email, secret);
  await page.getByRole('menuitem', { name: 'Registrations' }).click();
  await searchList(page, clinId.toLowerCase());
  await expect(page.getByRole('row')).toHaveCount(2);
  await openRow(page, reg.email);
  const payments = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Payments' }) });
  await expect(payments).toContainText('$1,345.50');
  await expect(payments).toContainText('(WELCOME10)');
  await expect(payments).toContainText('•••• 4242');

  await page.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund' });
  await expect(dialog.getByLabel('Amount to refund')).toHaveValue('1345.5');
  await expect(dialog.getByText('$1,345.50 can still be refunded')).toBeVisible();
  await dialog.getByLabel('Amount to refund').fill('2000');
  await dialog.getByLabel('Reason').fill('goodwill');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Only 1345.50 USD is left to refund on this payment')).toBeVisible();
  await dialog.getByLabel('Amount to refund').fill('345.50');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(page.getByText('Refunded $345.50')).toBeVisible();
  await expect(payments.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Test Dentist' }).locator('..')).toContainText('Confirmed');

  await page.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByLabel('Amount to refund')).toHaveValue('1000');
  await dialog.getByLabel('Reason').fill('session cancelled');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Refunded $1,000.00')).toBeVisible();
  // Nothing is left to refund: the action is gone, and the timeline shows both refunds.
  await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Timeline' }).getByText(/^Refund:/)).toHaveCount(2);
  await expect(payments.getByRole('cell', { name: 'Refunded', exact: true })).toBeVisible();
  await expect(payments.getByRole('cell', { name: 'Paid', exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Test Dentist' }).locator('..')).toContainText('Refunded');
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Refunded in full: its seats went back to the session');
  // An ended registration has no seat to move and no confirmation to resend.
  await expect(page.getByRole('button', { name: 'Move to another session' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resend the confirmation' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('menuitem', { name: 'Registrations' }).click();
  await searchList(page, reg.email);
  await expect(page.getByRole('row').filter({ hasText: reg.email })).toContainText('Refunded');
});

/** The registration's story reads as the registrant read it: the objectives questions and answers, in the staff member's language. */
test('a viewer reads a registration’s objectives as the questionnaire worded them, in English and in French', async ({ page, request }) => {
  const reg = await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'objectives', email: `objectives.${Date.now()}@example.com` });
  const answers = { question_1: 'adult_patients', question_2: 'cases_3_5', question_3: 'relapse', question_4: 'team_training' };
  expect((await apiPost(request, '/api/objectives/', { id: reg.id, answers })).ok()).toBe(true);

  const viewer = await setupLinkFor(request, 'viewer');
  const { secret } = await completeSetup(page, viewer.path);
  await signIn(page, viewer.email, secret);
  await page.getByRole('menuitem', { name: 'Registrations' }).click();
  await searchList(page, reg.email);
  await openRow(page, reg.email);
  const objectives = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Objectives answers' }) });
  await expect(objectives.getByRole('row').filter({ hasText: 'Which cases do you want to treat first?' })).toContainText('Relapse after earlier orthodontic treatment');
  await expect(objectives).toContainText('3 to 5 cases');
  await expect(objectives).not.toContainText('question_');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'English (US)' }).click();
  await page.getByRole('menuitem', { name: 'Français (Canada)' }).click();
  const enFrancais = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Réponses aux objectifs' }) });
  await expect(enFrancais.getByRole('row').filter({ hasText: 'Quels cas souhaitez-vous traiter en premier?' })).toContainText('Récidive après un traitement orthodontique antérieur');
  await expect(enFrancais).toContainText('3 à 5 cas');
  await expectAccessible(page);
});
