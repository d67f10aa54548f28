import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { waitForHydration } from './helpers/hydration';

const HOME = {
  en: { heading: 'Become a certified clear-aligner provider', login: 'Provider login', lang: 'en', region: '/com' },
  'en-CA': { heading: 'Become a certified clear-aligner provider', login: 'Provider login', lang: 'en-CA', region: '/ca' },
  'fr-CA': { heading: 'Devenez fournisseur certifié d’aligneurs transparents'.replace('’', "'"), login: 'Connexion fournisseur', lang: 'fr-CA', region: '/ca/fr' },
} as const;

for (const [locale, expected] of Object.entries(HOME)) {
  test(`home page in ${locale}`, async ({ page }) => {
    await page.goto(`/?locale=${locale}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.heading);
    await expect(page.locator('html')).toHaveAttribute('lang', expected.lang);
    const login = page.getByRole('link', { name: expected.login }).first();
    await expect(login).toHaveAttribute('href', new RegExp(`${expected.region.replace('/', '\\/')}$`));
    await expect(page).toHaveTitle(new RegExp(expected.heading.slice(0, 20)));
    await expectAccessible(page);
  });
}

test('the locale parameter wins and is remembered in the cookie', async ({ page, context }) => {
  await page.goto('/?locale=fr-CA');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Devenez');
  expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('fr-CA');

  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Devenez');

  await page.goto('/?locale=en');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Become');
  expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('en');
});

test('an unknown locale falls back to the cookie, then to en', async ({ page, context }) => {
  await context.addCookies([{ name: 'locale', value: 'en-CA', url: test.info().project.use.baseURL! }]);
  await page.goto('/?locale=de-DE');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await context.clearCookies();
  await page.goto('/?locale=xx');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the switcher changes the language and remembers it', async ({ page, context }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByLabel('Language').selectOption('fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Devenez');
  expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('fr-CA');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Devenez');
  // The server's page is French at once; its switcher is disabled until the app has adopted the
  // page (a choice made before would change nothing), and selectOption waits for that.
  await page.getByLabel('Langue').selectOption('en-CA');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Become');
  await expect(page.getByRole('link', { name: 'Provider login' }).first()).toHaveAttribute('href', /\/ca$/);
});

test('an unknown page is a real 404 with the not-found page', async ({ page }) => {
  const res = await page.goto('/no-such-page?locale=fr-CA');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expectAccessible(page);
  await page.getByRole('link', { name: "Aller à la page d'accueil" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Devenez');
});
