import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createRegistration, OFFERINGS } from './helpers/fixtures';
import { waitForHydration } from './helpers/hydration';

/**
 * Issue 28, defect 4: on a busy machine axe found white text on light grey (1.3:1) on the
 * checkout's Pay button and the university form's submit button. The moment: the button has just
 * been enabled (the terms arrived, the page was adopted); its text turned white at once while its
 * background was still fading from the disabled grey to the brand colour, and a busy machine
 * draws those frames late. Here the page's animations are stopped where they start (DevTools'
 * animation playback rate 0), as a machine too busy to draw the next frame, and axe looks then.
 */
async function freezeAnimations(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
}

async function contrastFailures(page: Page) {
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
}

test('the Pay button is readable the moment the terms arrive and enable it', async ({ page, request }) => {
  const { id } = await createRegistration(request, { offeringId: OFFERINGS.onDemand, status: 'cart' });
  // The terms are held back: until they arrive, Pay is disabled (grey, and left out by axe).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/tc/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/registration/${id}/checkout`);
  const pay = page.getByRole('button', { name: /^Pay / });
  await expect(pay).toBeDisabled();
  await freezeAnimations(page);
  release();
  await expect(pay).toBeEnabled();
  expect(await contrastFailures(page)).toEqual([]);
});

test("the university form's submit button is readable the moment the page is adopted", async ({ page }) => {
  await freezeAnimations(page);
  await page.goto('/provider/university-registration');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Submit registration' })).toBeEnabled();
  expect(await contrastFailures(page)).toEqual([]);
});
