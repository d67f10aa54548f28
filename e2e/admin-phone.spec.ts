import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { STAFF_ROLES, type StaffRole } from '@portal/domain/staff/roles';
import { SESSIONS, uniqueEmail } from './helpers/certificates';
import { createRegistration } from './helpers/fixtures';
import { completeSetup, setupLinkFor, signIn } from './helpers/staff';

/**
 * Staff in Quebec on their phones: every screen a role reaches from the menu, in French at 390 px,
 * fits the width (a wide list scrolls inside its own box, never the page) and has its French title.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** The menu items each role sees, in French (the menu follows the domain's CAN lists). */
const MENU: Record<StaffRole, string[]> = {
  administrator: ['Tableau de bord', 'Séances', 'Inscriptions', 'Prospects', 'Coupons', 'Codes OSD', 'Taux de taxe', 'Importation de campagne', 'Contenu SCORM', 'Entonnoir', 'Listes AGD', 'Évaluations de cours', 'Divulgations', 'Exportations', 'Courriels', 'Demandes de confidentialité', 'Personnel', "Journal d'audit", 'Webhooks', 'Conservation', "Mes jetons d'API"],
  operations: ['Tableau de bord', 'Séances', 'Inscriptions', 'Prospects', 'Coupons', 'Codes OSD', 'Taux de taxe', 'Importation de campagne', 'Contenu SCORM', 'Entonnoir', 'Listes AGD', 'Évaluations de cours', 'Divulgations', 'Exportations', 'Courriels', 'Demandes de confidentialité', 'Conservation', "Mes jetons d'API"],
  educator: ['Tableau de bord', 'Séances', 'Contenu SCORM', "Mes jetons d'API"],
  viewer: ['Tableau de bord', 'Séances', 'Inscriptions', 'Prospects', 'Coupons', 'Codes OSD', 'Taux de taxe', 'Contenu SCORM', 'Entonnoir', "Mes jetons d'API"],
};

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Counts the API calls under way, so a screen is measured once its data has arrived. */
function apiCallsUnderWay(page: Page) {
  let open = 0;
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (r) => void (isApi(r.url()) && open++));
  page.on('requestfinished', (r) => void (isApi(r.url()) && open--));
  page.on('requestfailed', (r) => void (isApi(r.url()) && open--));
  return () => open;
}

/** Signs a new account of the role in (in English, as set-up is), then switches the back office to French. */
async function signInInFrench(page: Page, request: APIRequestContext, role: StaffRole) {
  const { email, path } = await setupLinkFor(request, role);
  const { secret } = await completeSetup(page, path);
  await signIn(page, email, secret);
  await page.goto('/admin/?locale=fr-CA');
}

async function expectFits(page: Page, underWay: () => number, what: string) {
  await expect.poll(underWay).toBe(0);
  expect(await sideways(page), `${what} scrolls sideways`).toBe(0);
}

for (const role of STAFF_ROLES) {
  test(`${role}: every screen of the menu in French fits a 390 px phone`, async ({ page, request }) => {
    test.slow();
    const underWay = apiCallsUnderWay(page);
    await signInInFrench(page, request, role);
    const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' });
    await menuButton.click();
    await expect(page.getByRole('menuitem')).toHaveText(MENU[role]);
    await page.keyboard.press('Escape');
    for (const item of MENU[role]) {
      await menuButton.click();
      await page.getByRole('menuitem', { name: item, exact: true }).click();
      // The screen's title in the bar, once its data has arrived (react-admin's loading bar gone).
      await expect(page.locator('#react-admin-title')).toHaveText(item);
      await expectFits(page, underWay, item);
    }
  });
}

test("operations on a phone: a registration's whole story and a session's roster fit the width", async ({ page, request }) => {
  test.slow();
  const email = uniqueEmail('phone');
  const registration = await createRegistration(request, { offeringId: SESSIONS.pastMiami, status: 'confirmation', email });
  const underWay = apiCallsUnderWay(page);
  await signInInFrench(page, request, 'operations');
  await page.goto(`/admin/registrations/${registration.id}/show`);
  await expect(page.getByText(email).first()).toBeVisible();
  await expectFits(page, underWay, 'the registration');
  await page.goto(`/admin/sessions/${SESSIONS.pastMiami}/roster`);
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
  await expectFits(page, underWay, 'the roster');
});
