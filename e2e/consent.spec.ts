import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { NO_CONSENT } from './helpers/consent-state';
import { eventsNamed } from './helpers/data-layer';
import { appHydrated, collectErrors, expectHydrated, markServerNodes } from './helpers/hydration';

/**
 * Consent for tracking (issue 30): nothing of a category is set or pushed before the visitor
 * agrees; the spec's tracking works once they do; refusing, choosing and withdrawing; the banner
 * in fr-CA on a phone; the privacy page. These journeys start with no choice made (every other
 * journey starts having accepted all: playwright.config.ts).
 */
test.use({ storageState: NO_CONSENT });

const MARKETING = ['_provider_id', 'utmParams', 'promoParam'];
const LANDING = '/?utm_source=newsletter&utm_campaign=fall&promo=SPRING';

const banner = (page: Page) => page.locator('#consent-banner');
const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name);
const marketingCookies = async (context: BrowserContext) => (await context.cookies()).filter((c) => MARKETING.includes(c.name)).map((c) => c.name);
/** The app controls the page and the current page has set its title (page_view would be pushed now). */
async function settled(page: Page, title: RegExp) {
  await page.waitForFunction(appHydrated);
  await expect(page).toHaveTitle(title);
}
const decision = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/consents') && r.request().method() === 'POST');

test('refusing sets no tracking cookie and pushes no page view, across navigation', async ({ page, context }) => {
  await page.goto(`${LANDING}&user_id=abc123`);
  await settled(page, /Clear Aligner Provider Portal/);
  await expect(banner(page).getByRole('heading', { name: 'Your privacy choices' })).toBeVisible();
  // Before any choice: nothing set, nothing pushed.
  expect(await marketingCookies(context)).toEqual([]);
  expect(await eventsNamed(page, 'page_view')).toEqual([]);

  const answer = decision(page);
  await banner(page).getByRole('button', { name: 'Refuse all' }).click();
  expect((await answer).status()).toBe(201);
  await expect(banner(page)).toHaveCount(0);
  await expect(page.locator('#main')).toBeFocused();
  expect((await cookie(context, 'portal_consent'))?.value).toMatch(/^\d{4}-\d{2}-\d{2}\.[A-Za-z0-9_-]{22}\.none$/);

  await page.locator('#site-footer').getByRole('link', { name: 'Terms and conditions' }).click();
  await settled(page, /^Terms and conditions/);
  await page.goto('/provider/why-the-system?utm_source=ads&promo=FALL');
  await settled(page, /Clear Aligner Provider Portal/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await marketingCookies(context)).toEqual([]);
  expect(await eventsNamed(page, 'page_view')).toEqual([]);
  // A visitor who has chosen gets no banner, not even in the server's HTML.
  await expect(banner(page)).toHaveCount(0);
  expect(await (await page.request.get('/provider/why-the-system')).text()).not.toContain('consent-banner');
});

test('accepting on the landing page keeps its campaign and starts the page views there', async ({ page, context }) => {
  expect(await (await page.request.get('/')).text()).toContain('id="consent-banner"');
  await page.goto(LANDING);
  await settled(page, /Clear Aligner Provider Portal/);
  expect(await marketingCookies(context)).toEqual([]);

  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(async () => (await marketingCookies(context)).sort()).toEqual(['_provider_id', 'promoParam', 'utmParams']);
  const utm = (await cookie(context, 'utmParams'))!;
  expect(JSON.parse(decodeURIComponent(utm.value))).toEqual({ utm_source: 'newsletter', utm_campaign: 'fall' });
  expect(JSON.parse(decodeURIComponent((await cookie(context, 'promoParam'))!.value))).toEqual({ promo: 'SPRING' });
  expect((await cookie(context, '_provider_id'))!.value).toMatch(/^[a-z0-9]{10}$/);
  expect(Math.round(((await cookie(context, 'utmParams'))!.expires - Date.now() / 1000) / 86400)).toBe(180);
  const consentCookie = (await cookie(context, 'portal_consent'))!;
  expect(consentCookie.value).toMatch(/\.measurement-marketing$/);
  expect(Math.round((consentCookie.expires - Date.now() / 1000) / 86400)).toBe(390);

  // This page's view is pushed once the visitor agrees, then every route change as the spec says.
  await expect.poll(async () => (await eventsNamed(page, 'page_view')).length).toBe(1);
  expect((await eventsNamed(page, 'page_view'))[0].pageUrl).toContain(LANDING);
  await page.locator('#site-footer').getByRole('link', { name: 'Terms and conditions' }).click();
  await expect.poll(async () => (await eventsNamed(page, 'page_view')).length).toBe(2);
  const [first, second] = await eventsNamed(page, 'page_view');
  expect(second.previousUrl).toBe(first.pageUrl);
  expect(second.pageUrl).toMatch(/\/provider\/terms-and-conditions$/);
});

test("a page view reports no address that opens someone's registration (a link's token, a registration id)", async ({ page }) => {
  await page.goto('/my-registration?token=AbCdEfGhIjKlMnOpQrStUv');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(async () => (await eventsNamed(page, 'page_view')).length).toBe(1);
  const [view] = await eventsNamed(page, 'page_view');
  expect(view.pageUrl).toMatch(/\/my-registration\?token=%3Atoken$/);
  expect(JSON.stringify(await eventsNamed(page, 'page_view'))).not.toContain('AbCdEfGhIjKlMnOpQrStUv');
});

test('an arrival from a listed site waits for measurement consent, then is pushed once', async ({ page }) => {
  await page.goto('/', { referer: 'https://www.marketing-referrer.example/landing' });
  await settled(page, /Clear Aligner Provider Portal/);
  expect(await eventsNamed(page, 'navigation_between_sites')).toEqual([]);
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => eventsNamed(page, 'navigation_between_sites')).toEqual([{ event: 'navigation_between_sites', nav_type: 'provider_marketing_to_npj' }]);
  await expect.poll(async () => (await eventsNamed(page, 'page_view')).length).toBe(1);
  expect((await eventsNamed(page, 'page_view'))[0].previousUrl).toBe('https://www.marketing-referrer.example/landing');
});

test('choosing measurement only pushes page views and sets no marketing cookie', async ({ page, context }) => {
  await page.goto(LANDING);
  await banner(page).getByRole('button', { name: 'Choose' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /Strictly necessary/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /Strictly necessary/ })).toBeDisabled();
  await expect(dialog.getByRole('checkbox', { name: /^Measurement/ })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /^Marketing/ })).not.toBeChecked();
  await expectAccessible(page);
  await dialog.getByRole('checkbox', { name: /^Measurement/ }).check();
  const answer = decision(page);
  await dialog.getByRole('button', { name: 'Save my choices' }).click();
  expect(await (await answer).json()).toMatchObject({ choices: { measurement: true, marketing: false }, withdrawn: [] });
  await expect(dialog).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  // The banner's 'Choose' is gone with the banner: focus goes to the page, not the body.
  await expect(page.locator('#main')).toBeFocused();
  await expect.poll(async () => (await eventsNamed(page, 'page_view')).length).toBe(1);
  await page.locator('#site-footer').getByRole('link', { name: 'Live training schedule' }).click();
  await expect.poll(async () => (await eventsNamed(page, 'page_view')).length).toBe(2);
  expect(await marketingCookies(context)).toEqual([]);
  expect((await cookie(context, 'portal_consent'))?.value).toMatch(/\.measurement$/);
});

test('the footer link changes the choice: a withdrawal deletes the cookies and is recorded', async ({ page, context }) => {
  await page.goto(LANDING);
  const granted = decision(page);
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  const { consentId } = await (await granted).json();
  await expect.poll(async () => (await marketingCookies(context)).length).toBe(3);

  const link = page.locator('#site-footer').getByRole('button', { name: 'Cookie settings' });
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog.getByRole('checkbox', { name: /^Marketing/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /^Measurement/ })).toBeChecked();
  await dialog.getByRole('checkbox', { name: /^Marketing/ }).uncheck();
  const withdrawn = decision(page);
  await dialog.getByRole('button', { name: 'Save my choices' }).click();
  expect(await (await withdrawn).json()).toMatchObject({ consentId, withdrawn: ['marketing'], choices: { measurement: true, marketing: false } });
  await expect(dialog).toHaveCount(0);
  await expect(link).toBeFocused();
  await expect.poll(() => marketingCookies(context)).toEqual([]);

  // Later visits with campaign parameters keep nothing; page views go on.
  await page.goto('/provider/why-the-system?utm_source=ads&promo=FALL&user_id=zz9');
  await expect.poll(async () => (await eventsNamed(page, 'page_view')).length).toBe(1);
  expect(await marketingCookies(context)).toEqual([]);

  // Refusing everything from the settings stops the page views too (those pushed before stay in
  // this page's data layer: they were sent with consent).
  await page.locator('#site-footer').getByRole('button', { name: 'Cookie settings' }).click();
  await page.getByRole('dialog', { name: 'Cookie settings' }).getByRole('button', { name: 'Refuse all' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.locator('#site-footer').getByRole('link', { name: 'Terms and conditions' }).click();
  await settled(page, /^Terms and conditions/);
  await page.locator('#site-footer').getByRole('link', { name: 'Live training schedule' }).click();
  await settled(page, /^Live training schedule/);
  expect(await eventsNamed(page, 'page_view')).toHaveLength(1);
});

test('the banner is keyboard-operable and passes axe', async ({ page }) => {
  const errors = collectErrors(page);
  await markServerNodes(page);
  await page.goto('/');
  // The server sent it and the app adopted it (no second banner drawn after the script runs).
  await expectHydrated(banner(page).getByRole('button', { name: 'Accept all' }));
  await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeEnabled();
  expect(errors).toEqual([]);
  await expectAccessible(page);
  // Right after the skip link: a keyboard user meets the question first.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('link', { name: 'Privacy policy' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Refuse all' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  await expect(page.locator('#main')).toBeFocused();
});

test.describe('fr-CA on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the banner in French moves nothing, covers no end of page, and its choices open', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { cls: number };
      w.cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/?locale=fr-CA');
    await settled(page, /Portail/);
    const region = page.getByRole('region', { name: 'Vos choix en matière de confidentialité' });
    await expect(region).toBeVisible();
    for (const name of ['Tout accepter', 'Tout refuser', 'Personnaliser']) await expect(region.getByRole('button', { name })).toBeInViewport();
    // Accept and refuse look the same.
    const [accept, refuse] = await Promise.all(['Tout accepter', 'Tout refuser'].map((name) => region.getByRole('button', { name }).evaluate((el) => {
      const s = getComputedStyle(el);
      return [s.backgroundColor, s.color, s.fontSize, s.fontWeight, Math.round(el.getBoundingClientRect().height)];
    })));
    expect(refuse).toEqual(accept);
    const box = (await region.boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(844, 0);
    expect(box.height).toBeLessThan(844 * 0.4);
    // The page's end scrolls above the banner: nothing at the bottom is out of reach.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(async () => (await page.locator('#site-footer').boundingBox())!.y + (await page.locator('#site-footer').boundingBox())!.height).toBeLessThanOrEqual(box.y + 1);
    expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.05);
    await expectAccessible(page);

    await region.getByRole('button', { name: 'Personnaliser' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paramètres des témoins' });
    await expect(dialog.getByRole('checkbox', { name: /^Mesure d'audience/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Enregistrer mes choix' })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Tout refuser' }).click();
    await expect(region).toHaveCount(0);
    await expect(page.locator('#site-footer').getByRole('button', { name: 'Paramètres des témoins' })).toBeVisible();
  });
});

for (const width of [320, 412]) {
  test.describe(`fr-CA on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2.625 });

    test('the banner fits the screen: nothing scrolls sideways and every choice can be tapped', async ({ page }) => {
      await page.goto('/provider/privacy?locale=fr-CA');
      await settled(page, /Politique/);
      const region = page.getByRole('region', { name: 'Vos choix en matière de confidentialité' });
      await expect(region).toBeVisible();
      // A wider banner makes a phone lay the page out wider and show it zoomed out.
      expect(await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth])).toEqual([width, width]);
      for (const name of ['Tout accepter', 'Tout refuser', 'Personnaliser']) await expect(region.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
      await region.getByRole('button', { name: 'Tout refuser' }).click();
      await expect(region).toHaveCount(0);
    });
  });
}

test.describe('privacy policy page', () => {
  for (const { locale, heading, necessary, suffix } of [
    { locale: 'en', heading: 'Privacy policy', necessary: 'Strictly necessary cookies', suffix: '' },
    { locale: 'en-CA', heading: 'Privacy policy', necessary: 'Strictly necessary cookies', suffix: '?locale=en-CA' },
    { locale: 'fr-CA', heading: 'Politique de confidentialité', necessary: 'Témoins strictement nécessaires', suffix: '?locale=fr-CA' },
  ]) {
    test(`in ${locale}: the person in charge, every cookie, how to change and how to ask`, async ({ page }) => {
      // Rendered by the server, like the other marketing pages.
      const html = await (await page.request.get(`/provider/privacy${suffix}`)).text();
      expect(html).toContain(heading);
      expect(html).toContain('privacy@provider-portal.local');
      await page.goto(`/provider/privacy${suffix}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: necessary })).toBeVisible();
      for (const name of ['locale', 'XSRF-TOKEN', 'portal_consent', '_provider_id', 'utmParams', 'promoParam']) {
        await expect(page.getByRole('rowheader', { name, exact: true })).toBeVisible();
      }
      await expect(page.getByRole('link', { name: 'privacy@provider-portal.local' })).toHaveAttribute('href', /^mailto:privacy@provider-portal\.local\?subject=/);
      // PRIVACY_OFFICER_NAME and _TITLE unset: the role in the page's language, not an English default.
      const officer = locale === 'fr-CA' ? 'Responsable de la protection des renseignements personnels' : 'Person in charge of the protection of personal information';
      await expect(page.locator('#officer')).toContainText(officer);
      await expect(page.locator('#officer')).toContainText(locale === 'fr-CA' ? 'Responsable de la protection de la vie privée' : 'Privacy Officer');
      if (locale === 'fr-CA') expect(html).not.toContain('Person in charge of the protection');
      await expect(page.locator('#rights')).toContainText('30');
      // How long information is kept: CE records for RETENTION_CE_RECORDS_YEARS (6 unset), and what an erasure leaves of them (issue 52).
      const keep = page.locator('#keep');
      await expect(keep.getByRole('heading', { level: 2, name: locale === 'fr-CA' ? 'Combien de temps nous les conservons' : 'How long we keep it' })).toBeVisible();
      await expect(keep).toContainText(locale === 'fr-CA' ? 'pendant 6 ans après chaque cours' : 'kept for 6 years after each course');
      await expect(keep).toContainText(locale === 'fr-CA' ? 'votre nom et votre numéro de membre AGD' : 'your name and AGD member ID only');
      await expectAccessible(page);
    });
  }

  test('the footer links it, and its button opens the cookie settings', async ({ page }) => {
    await page.goto('/provider/terms-and-conditions');
    await page.locator('#site-footer').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/provider\/privacy$/);
    await expect(page.getByRole('link', { name: "Read the company's privacy policy" })).toHaveAttribute('href', /\/com\/privacy-policy$/);
    const button = page.locator('#choices').getByRole('button', { name: 'Cookie settings' });
    await button.click();
    await page.getByRole('dialog', { name: 'Cookie settings' }).getByRole('button', { name: 'Accept all' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});
