import { expect, test } from '@playwright/test';
import { PRIVACY_PATH, PRIVACY_REQUEST_PATH } from '@portal/domain/privacy/paths';
import { FUNNEL_STEPS, funnelStepPath, openReady, PUBLIC_PAGES, sidewaysOverflow } from './helpers/public-pages';

/** The public pages, and the privacy pages (not in the visual test's set): their cookie table once widened a 320 px phone. */
const PAGES = [...PUBLIC_PAGES, { name: 'privacy', path: PRIVACY_PATH }, { name: 'privacy-request', path: PRIVACY_REQUEST_PATH }];

/** No page scrolls sideways on the narrowest phones (320 px); visual.spec checks the public pages at 390 px as it takes their pictures. */
test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 800 } });

  // French labels are the longest (the funnel's progress list once widened the French registration page by 25 px).
  for (const locale of ['en', 'fr-CA']) {
    const inLocale = (path: string) => `${path}${path.includes('?') ? '&' : '?'}locale=${locale}`;

    test(`no public page scrolls sideways (${locale})`, async ({ page }) => {
      for (const { name, path } of PAGES) {
        await openReady(page, inLocale(path));
        expect(await sidewaysOverflow(page), name).toEqual([]);
      }
    });

    test(`no funnel step scrolls sideways (${locale})`, async ({ page }) => {
      for (const { name, status } of FUNNEL_STEPS) {
        await openReady(page, inLocale(await funnelStepPath(page.request, status)));
        expect(await sidewaysOverflow(page), name).toEqual([]);
      }
    });
  }
});

// The header's row of section links shows from 1200 px; its French labels are the longest.
for (const width of [1200, 1366]) {
  test(`at ${width} px the header's section links fit, in French too`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const locale of ['en', 'fr-CA']) {
      await openReady(page, `/?locale=${locale}`);
      await expect(page.getByRole('navigation', { name: locale === 'en' ? 'Provider navigation' : 'Navigation des fournisseurs' }).getByRole('link').first()).toBeVisible();
      expect(await sidewaysOverflow(page), locale).toEqual([]);
    }
  });
}

test('the check sees a page that scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await openReady(page, '/');
  await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<div id="too-wide" style="width: 400px; height: 10px"></div>'));
  expect(await sidewaysOverflow(page)).toContainEqual(expect.stringContaining('div#too-wide'));
});
