import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { stepPath } from '@portal/domain/site/paths';
import { expectAccessible } from './helpers/axe';
import { createRegistration, OFFERINGS } from './helpers/fixtures';
import { finishModule, MODULE_WARNING, moduleFrame, progressSaved as saved } from './helpers/funnel-steps';

/**
 * Funnel step 3: the three course modules played by scorm-again in the page, progress saved and
 * resumed, Continue only once the server has all three completed; and the same player running
 * the shared sample packages (../shared/fixtures/scorm) to completion and refusing the bad ones.
 */
const FIXTURES = join(import.meta.dirname, '..', '..', 'shared', 'fixtures', 'scorm');
const WARNING = MODULE_WARNING.en;

const MODULES = [
  {
    title: 'Clear-aligner fundamentals',
    answers: ['20 to 22 hours', 'To give the aligner grip and surfaces to push against for difficult movements', 'Go back to the previous aligner and contact the practice'],
  },
  {
    title: 'The digital workflow: scan, plan, treat, monitor',
    answers: ['Complete arches, including the distal surfaces of the last molars, and an accurate bite', 'The treating dentist, after reviewing staging, attachments and IPR', 'Aligner fit, attachments, planned IPR, hygiene and wear time'],
  },
  {
    title: 'Case selection and practice integration',
    answers: ['Mild anterior crowding with a Class I bite and healthy gums', 'Treat and stabilize the periodontal disease before moving teeth', 'A guarantee of the final result'],
  },
];

test.describe('education step', () => {
  test('plays the three modules to the end, resumes after a reload, and continues to the quiz', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { id } = await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'scorm' });
    await page.goto(stepPath(id, 'education'));
    await expect(page.getByRole('heading', { level: 1, name: 'Education' })).toBeVisible();
    await expect(page.getByText('0 of 3 modules completed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(page.locator('#module-1')).toContainText(MODULES[0].title);
    await expect(page.locator('#module-3')).toContainText('Not started');
    // The list says what really happens, in words that agree with the warning shown in a module.
    await expect(page.getByText('closing the window in the middle of a module can lose what you did since its last lesson')).toBeVisible();
    await expect(page.getByText(/progress is saved as you go/i)).toHaveCount(0);
    await expect(page.getByText(WARNING)).toHaveCount(0);
    await expectAccessible(page);

    // Module 1: two pages in, then the page is reloaded and the module resumes there.
    await page.getByRole('button', { name: 'Start module 1' }).click();
    await expect(page.getByText(WARNING)).toBeVisible();
    const frame = moduleFrame(page);
    await expect(frame.getByRole('heading', { level: 1, name: MODULES[0].title })).toBeVisible();
    await expect(frame.getByRole('heading', { level: 2, name: 'How aligners move teeth' })).toBeVisible();
    await frame.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(frame.getByRole('heading', { level: 2, name: 'Attachments' })).toBeVisible();
    const third = saved(page);
    await frame.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(frame.getByRole('heading', { level: 2, name: 'Interproximal reduction (IPR)' })).toBeVisible();
    await third;
    await expectAccessible(page);

    await page.reload();
    await expect(page.locator('#module-1')).toContainText('In progress');
    await expect(page.getByText(WARNING)).toHaveCount(0);
    await page.getByRole('button', { name: 'Resume module 1' }).click();
    await expect(moduleFrame(page).getByRole('heading', { level: 2, name: 'Interproximal reduction (IPR)' })).toBeVisible();
    await expect(moduleFrame(page).locator('.counter')).toHaveText('Page 3 of 6');

    await finishModule(page, MODULES[0].answers);
    await expect(page.getByText(WARNING)).toHaveCount(0);
    await expect(page.getByText('1 of 3 modules completed')).toBeVisible();
    await expect(page.locator('#module-1')).toContainText('Completed');
    await expect(page.locator('#module-1')).toContainText('Self-check score: 100%');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();

    for (const n of [2, 3]) {
      await page.getByRole('button', { name: `Start module ${n}` }).click();
      await expect(moduleFrame(page).getByRole('heading', { level: 1, name: MODULES[n - 1].title })).toBeVisible();
      await finishModule(page, MODULES[n - 1].answers);
      await expect(page.getByText(`${n} of 3 modules completed`)).toBeVisible();
    }
    await expect(page.locator('#module-3')).toContainText('Self-check score: 67%');
    await expect(page.getByRole('progressbar', { name: 'Modules completed' })).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByText('Your progress could not be saved just now', { exact: false })).toHaveCount(0);
    const proceed = page.getByRole('button', { name: 'Continue' });
    await expect(proceed).toBeEnabled();
    await expectAccessible(page);
    await proceed.click();
    await expect(page).toHaveURL(new RegExp(`${stepPath(id, 'quiz')}$`));
  });

  test('closing a module keeps its place, and the page reads in French for fr-CA', async ({ page, request }) => {
    const { id } = await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'scorm', locale: 'fr-CA' });
    await page.goto(`${stepPath(id, 'education')}?locale=fr-CA`);
    await expect(page.getByRole('heading', { level: 1, name: 'Formation' })).toBeVisible();
    await expect(page.getByText('0 module(s) terminé(s) sur 3')).toBeVisible();
    await page.getByRole('button', { name: 'Commencer le module 2' }).click();
    await expect(page.getByText('ne fermez pas la fenêtre - la progression ne sera pas enregistrée')).toBeVisible();
    const frame = moduleFrame(page);
    await expect(frame.getByRole('heading', { level: 1, name: 'Le flux de travail numérique : numériser, planifier, traiter, suivre' })).toBeVisible();
    await frame.getByRole('button', { name: 'Suivant' }).click();
    await expect(frame.getByRole('heading', { level: 2, name: 'Planifier' })).toBeVisible();
    await expectAccessible(page);
    const closed = saved(page);
    await page.getByRole('button', { name: 'Fermer le module' }).click();
    await closed;
    await expect(page.locator('#module-2')).toContainText('En cours');
    await page.getByRole('button', { name: 'Reprendre le module 2' }).click();
    await expect(moduleFrame(page).getByRole('heading', { level: 2, name: 'Planifier' })).toBeVisible();
  });
});

test.describe('the same player with the shared sample packages', () => {
  const load = async (page: Page, file: string) => {
    await page.goto('/dev/scorm-player');
    await expect(page.getByRole('heading', { level: 1, name: 'SCORM package test' })).toBeVisible();
    await page.getByLabel('SCORM package (.zip)').setInputFiles(join(FIXTURES, file));
  };

  test('plays singlescobasic.zip to completion', async ({ page }) => {
    await load(page, 'singlescobasic.zip');
    await expect(page.getByText(WARNING)).toBeVisible();
    const sco = moduleFrame(page);
    const next = sco.getByRole('button', { name: 'Next ->' });
    for (let i = 0; i < 15; i++) {
      await expect(next).toBeEnabled();
      await next.click();
    }
    await expect(next).toBeDisabled();
    await sco.getByRole('button', { name: 'Exit' }).click();
    await expect(page.getByTestId('sco-status')).toHaveText(['Golf Explained: completed']);
    await expect(page.getByTestId('package-status')).toHaveText('Package status: completed');
    await expect(page.getByText(WARNING)).toHaveCount(0);
  });

  test('plays RuntimeMinimumCalls_SCORM12.zip, lesson after lesson, to completion', async ({ page }) => {
    test.setTimeout(120_000);
    await load(page, 'RuntimeMinimumCalls_SCORM12.zip');
    await expect(page.getByTestId('sco-status')).toHaveCount(18);
    for (let n = 1; n <= 18; n++) {
      await expect(page.getByText(new RegExp(`^Lesson ${n} of 18: `))).toBeVisible();
      // The SCO initializes in its load event: wait until the lesson has fully loaded before leaving it.
      await expect.poll(() => page.frames().find((f) => f.parentFrame() === page.mainFrame() && f.url().includes('/scorm/'))?.evaluate(() => document.readyState)).toBe('complete');
      await page.getByRole('button', { name: n < 18 ? 'Next lesson' : 'Close module' }).click();
    }
    await expect(page.getByTestId('package-status')).toHaveText('Package status: completed');
    await expect(page.getByTestId('sco-status').filter({ hasText: ': completed' })).toHaveCount(18);
  });

  for (const file of ['badscorm.zip', 'invalid.zip']) {
    test(`refuses ${file} with a clear message`, async ({ page }) => {
      await load(page, file);
      await expect(page.getByRole('alert')).toHaveText('This package has no imsmanifest.xml at its root');
      await expect(page.locator('iframe')).toHaveCount(0);
      await expectAccessible(page);
    });
  }
});
