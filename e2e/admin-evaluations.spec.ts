import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { markAttendance, SESSIONS, uniqueEmail } from './helpers/certificates';
import { createRegistration } from './helpers/fixtures';
import { linkInMail } from './helpers/my-registration';
import { apiPost } from './helpers/fixtures';
import { completeSetup, setupLinkFor, signIn } from './helpers/staff';

/**
 * Issue 52, item 2: an evaluation answered by a registrant reaches the staff's results screen (the
 * comment among the comments, the course's count and averages with their bars, in words), its CSV,
 * and the course's questions, with axe on the screen.
 */
test('course evaluation results: a registrant\'s answer, the results screen, its CSV, the questions', async ({ page, request }) => {
  test.slow(); // a sign-in with its second factor, then the screen
  const email = uniqueEmail('evaluation.results');
  const comment = `Unique comment ${Date.now()}`;
  await createRegistration(request, { offeringId: SESSIONS.pastMiami, status: 'confirmation', email });
  await markAttendance(request, SESSIONS.pastMiami, [email]);
  expect((await apiPost(request, '/api/dev/evaluations/invite', {})).ok()).toBe(true);
  const token = new URL(await linkInMail(request, email, (s) => s.startsWith('How was')), 'http://x').searchParams.get('token')!;
  const answers = { objectives_met: 5, instructor_knowledge: 4, instructor_clarity: 4, relevance_to_practice: 5, commercial_bias: { answer: true, comment }, what_to_change: 'Nothing' };
  expect((await apiPost(request, `/api/my-registration/${token}/evaluation`, { answers })).ok()).toBe(true);

  const ops = await setupLinkFor(request, 'operations');
  const { secret } = await completeSetup(page, ops.path);
  await signIn(page, ops.email, secret);
  await page.getByRole('menuitem', { name: 'Course evaluations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Course evaluations' })).toBeVisible();
  await expect(page.getByTestId('evaluation-count')).toContainText(/\d+ evaluations? answered/);
  const bias = page.getByRole('region', { name: 'Did you perceive any commercial bias in the course?' });
  await expect(bias.getByText(comment)).toBeVisible();
  await expect(page.getByRole('region', { name: 'The course met its stated learning objectives.' }).getByText(/^Average [\d.]+ out of 5/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Questions' })).toBeVisible();
  await expect(page.getByLabel('Question 1 (English)')).toHaveValue('The course met its stated learning objectives.');
  await expectAccessible(page);

  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  expect(file.suggestedFilename()).toBe('evaluations-live-standard.csv');
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text.split(/\r\n/)[0]).toBe('submitted_at,session_id,course,locale,objectives_met,instructor_knowledge,instructor_clarity,relevance_to_practice,commercial_bias,commercial_bias_comment,what_to_change');
  expect(text).toContain(`${SESSIONS.pastMiami},live:standard,en,5,4,4,5,yes,${comment},Nothing`);

  // The session's page leads to that session's results.
  await page.goto(`/admin/sessions/${SESSIONS.pastMiami}`);
  await page.getByRole('link', { name: 'Evaluations of this session' }).click();
  await expect(page.getByText(`Results of session ${SESSIONS.pastMiami}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Did you perceive any commercial bias in the course?' }).getByText(comment)).toBeVisible();
});
