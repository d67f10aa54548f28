import { expect, test } from '@playwright/test';
import { PHONE, paidTicket, sessionStartingSoon } from './helpers/check-in';
import { activeStaff, signInByApi } from './helpers/staff';

/**
 * Issue 50 item 11: the check-in screen's search needs the network, and without it says so, in the
 * staff member's language, rather than "Something went wrong on our end": when a search request
 * finds no network while the phone believes it is online (the venue's Wi-Fi up, the internet
 * down), and when the phone knows it is offline (the search then waits for the network). The
 * worker is blocked here so the page's requests can be cut one by one (page.route).
 */
const TEXTS = {
  en: { noNetwork: 'No network: finding people by name needs it.', generic: 'Something went wrong on our end', label: 'Name or e-mail', heading: 'Check-in: Door Fundamentals' },
  'fr-CA': { noNetwork: 'Pas de réseau : la recherche par nom en a besoin.', generic: 'Un problème est survenu de notre côté', label: 'Nom ou courriel', heading: 'Accueil des participants: Fondamentaux à la porte' },
} as const;

for (const [locale, text] of Object.entries(TEXTS)) {
  test(`offline, the check-in search says there is no network (${locale})`, async ({ browser, request }, testInfo) => {
    const staff = await activeStaff(request, 'operations');
    const context = await browser.newContext({ ...PHONE, baseURL: testInfo.project.use.baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signInByApi(page.request, staff);
    const sessionId = await sessionStartingSoon(page.request, 'Door Presenter');
    const holder = await paidTicket(request, sessionId, `door.nonet.${Date.now()}@example.com`);
    await page.goto(`/admin/check-in/${sessionId}?locale=${locale}`);
    const search = page.getByRole('searchbox', { name: text.label });
    await expect(page.getByRole('listitem').filter({ hasText: holder.email })).toBeVisible();
    const noNetwork = page.locator('[data-search-offline]');
    await expect(noNetwork).toHaveCount(0);

    // The phone believes it is online; the search's request finds no network.
    await page.route(/\/check-in\?q=/, (route) => route.abort('internetdisconnected'));
    await search.fill('door.nonet');
    await expect(noNetwork).toContainText(text.noNetwork);
    await expect(page.getByText(text.generic)).toHaveCount(0);
    await page.unroute(/\/check-in\?q=/);

    // Back: the search answers again and the notice goes.
    await search.fill(holder.email);
    await expect(page.getByRole('listitem').filter({ hasText: holder.email })).toBeVisible();
    await expect(noNetwork).toHaveCount(0);

    // The phone knows it is offline.
    await context.setOffline(true);
    await search.fill('door.nonet.again');
    await expect(noNetwork).toContainText(text.noNetwork);
    await expect(page.getByText(text.generic)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: text.heading })).toBeVisible();
    await context.close();
  });
}
