import { expect, test } from '@playwright/test';
import { stepPath } from '@portal/domain/site/paths';
import { createRegistration, OFFERINGS } from './helpers/fixtures';
import { FUNNEL_STEPS, funnelStepPath } from './helpers/public-pages';
import { collectErrors, expectHydrated, markServerNodes } from './helpers/hydration';

/**
 * Issue 41, item 1: every funnel step and campaign page arrives rendered by the server from its
 * registration (heading, text, the step's own content), in the registration's locale unless the
 * visitor chose one, and React adopts it. A guard's redirect is the server's answer.
 */
const HEADINGS: Record<string, string | RegExp> = {
  objectives: 'Your objectives',
  'scanner-offer': 'Your objectives',
  education: 'Education',
  quiz: 'Knowledge check',
  checkout: 'Checkout',
  complete: 'All set!',
};

/** What each step shows from its own reads, besides the heading. */
const CONTENT: Record<string, (page: import('@playwright/test').Page) => Promise<void>> = {
  education: async (page) => expect(page.getByRole('main').getByRole('button', { name: /^(Start|Resume|Review)/ })).toHaveCount(3),
  quiz: async (page) => expect(page.getByRole('main').getByRole('radiogroup')).toHaveCount(5),
  checkout: async (page) => expect(page.getByRole('main').getByText('Your registration', { exact: true })).toBeVisible(),
  complete: async (page) => expect(page.getByRole('main').getByText(/CLN-\d{8}/).first()).toBeVisible(),
};

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const { name, status } of FUNNEL_STEPS) {
    test(`the ${name} step shows its heading, the progress and its content`, async ({ page }) => {
      const path = await funnelStepPath(page.request, status);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[name]);
      await expect(page.getByRole('navigation', { name: 'Registration progress' })).toBeVisible();
      await CONTENT[name]?.(page);
    });
  }

  test('a campaign page shows its step', async ({ page }) => {
    const { id } = await createRegistration(page.request, { offeringId: OFFERINGS.liveChicago, status: 'quiz' });
    await page.goto(`/campaign_quiz?id=${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Knowledge check');
    await CONTENT.quiz(page);
  });

  test("a French registration's step is in French; the visitor's choice wins", async ({ page }) => {
    const { id } = await createRegistration(page.request, { offeringId: OFFERINGS.liveChicago, status: 'quiz', locale: 'fr-CA' });
    await page.goto(stepPath(id, 'quiz'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Évaluation des connaissances');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await page.goto(`${stepPath(id, 'quiz')}?locale=en`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Knowledge check');
  });

  // The render reads the confirmation in-process, with no visitor's cookie: the locale is in the API's address.
  test("a French registration's confirmation gives the session's date in French", async ({ page }) => {
    const { id } = await createRegistration(page.request, { offeringId: OFFERINGS.liveChicago, status: 'completed', locale: 'fr-CA' });
    await page.goto(stepPath(id, 'complete'));
    await expect(page.getByRole('main').getByText(/^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/)).toBeVisible();
  });
});

test('a step not reached yet, or a campaign page of another status, is redirected by the server', async ({ request }) => {
  const { id } = await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'objectives' });
  const step = await request.get(stepPath(id, 'checkout'), { maxRedirects: 0 });
  expect(step.status()).toBe(302);
  expect(step.headers().location).toBe(stepPath(id, 'objectives'));
  expect(step.headers()['cache-control']).toBe('no-store');
  // The campaign table sends an 'objectives' record to its funnel step.
  const campaign = await request.get(`/campaign_payment?id=${id}`, { maxRedirects: 0 });
  expect(campaign.status()).toBe(302);
  expect(campaign.headers().location).toBe(stepPath(id, 'objectives'));
  // The step itself is the registration's own page: no cache keeps it, not even Back's.
  const own = await request.get(stepPath(id, 'objectives'), { maxRedirects: 0 });
  expect([own.status(), own.headers()['cache-control']]).toEqual([200, 'no-store']);
  expect(await own.text()).toContain('id="ssr-state"');
});

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page }) => markServerNodes(page));

  for (const { name, status } of FUNNEL_STEPS) {
    test(`the ${name} step is adopted without a console error`, async ({ page }) => {
      const errors = collectErrors(page);
      const path = await funnelStepPath(page.request, status);
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveText(HEADINGS[name]);
      await expectHydrated(h1);
      await CONTENT[name]?.(page);
      expect(errors).toEqual([]);
    });
  }

  test('a French step is adopted in French without a console error', async ({ page }) => {
    const errors = collectErrors(page);
    const { id } = await createRegistration(page.request, { offeringId: OFFERINGS.liveChicago, status: 'cart', locale: 'fr-CA' });
    await page.goto(stepPath(id, 'checkout'));
    const h1 = page.getByRole('heading', { level: 1 });
    await expectHydrated(h1);
    await expect(h1).toHaveText('Paiement');
    expect(errors).toEqual([]);
  });
});
