import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { FUNNEL_STEPS, funnelStepPath, openReady, PUBLIC_PAGES, sidewaysOverflow } from './helpers/public-pages';

/**
 * Visual regression: what a visitor sees first on every public page and funnel step, at desktop
 * (1366x900) and phone (390x844) width, against screenshots kept in e2e/__screenshots__
 * (Debian's Chromium, the self-hosted Figtree font). After an intended change of look:
 * `npx playwright test e2e/visual.spec.ts --update-snapshots`, then look at the new images.
 * What other journeys change while this runs (the schedule's rows and counts, seats, a new
 * registration's ClinID) is masked. Accessibility (axe) is checked here at the phone's size; the
 * journeys check each page at Playwright's desktop size (1280x720), so a second check at 1366 px
 * would repeat theirs.
 */
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;

const dynamic = (page: Page) => [
  page.getByTestId('schedule-results'),
  page.getByTestId('schedule-count'),
  page.getByTestId('clin-id'),
  page.locator('main iframe'),
];

/** The screenshot, and nothing reaching past the viewport's right edge (a common 390 px phone; page-overflow.spec checks 320 px). */
async function expectLook(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  expect(await sidewaysOverflow(page), name).toEqual([]);
  await expect(page).toHaveScreenshot(`${name}.png`, { mask: dynamic(page), animations: 'disabled', maxDiffPixelRatio: 0.02 });
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`${size} (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport });
    const audit = size === 'phone';
    const looks = audit ? 'looks as designed and is accessible' : 'looks as designed';

    for (const { name, path } of PUBLIC_PAGES) {
      test(`${name} ${looks}`, async ({ page }) => {
        await openReady(page, path);
        await expectLook(page, `${size}-${name}`);
        if (audit) await expectAccessible(page);
      });
    }

    for (const { name, status } of FUNNEL_STEPS) {
      test(`funnel step ${name} ${looks}`, async ({ page }) => {
        await openReady(page, await funnelStepPath(page.request, status));
        await expectLook(page, `${size}-${name}`);
        if (audit) await expectAccessible(page, { exclude: 'main iframe' });
      });
    }
  });
}
