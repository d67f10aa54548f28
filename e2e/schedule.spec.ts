import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { SESSIONS } from './helpers/certificates';
import { OFFERINGS } from './helpers/fixtures';
import { waitForHydration } from './helpers/hydration';

/** The live training schedule: filters kept in the URL, Sold Out rows, Register into the funnel, locales, phones. */
const PATH = '/live-training-schedule';
const rows = (page: Page) => page.locator('tbody tr');
const row = (page: Page, id: string) => page.locator(`[data-session-id="${id}"]:visible`);

test('filter to a city, see Sold Out, share the filtered view, then filter to nothing', async ({ page }) => {
  await page.goto(PATH);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Live training schedule' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Upcoming live training sessions' })).toBeVisible();
  const all = await rows(page).count();
  expect(all).toBeGreaterThanOrEqual(12);
  await expect(page.getByRole('columnheader', { name: 'Who can attend' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Country').selectOption({ label: 'Canada' });
  await page.getByLabel('City').selectOption('Toronto');
  await expect(page).toHaveURL(/country=CA/);
  await expect(page).toHaveURL(/city=Toronto/);
  await expect(page.getByText('2 sessions')).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  // The onboarding session with Dr. Alan Brooks is sold out; the fundamentals course is open.
  const soldOut = row(page, OFFERINGS.onboardingSoldOut);
  await expect(soldOut.getByTestId('sold-out')).toHaveText('Sold Out');
  await expect(soldOut.getByRole('link', { name: /Register/ })).toHaveCount(0);
  // Sold Out is a status, not a button that does nothing.
  await expect(soldOut.getByRole('button', { name: 'Sold Out' })).toHaveCount(0);
  await expect(row(page, SESSIONS.toronto).getByRole('link', { name: /^Register/ })).toBeVisible();
  await expect(row(page, SESSIONS.toronto)).toContainText('Harbourfront Centre, Toronto, ON, Canada');
  await expectAccessible(page);

  // The filtered view is a link that opens filtered.
  const shared = page.url();
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(other.getByLabel('City')).toHaveValue('Toronto');
  await expect(other.locator('tbody tr')).toHaveCount(2);
  await other.close();

  await page.getByLabel('Format').selectOption({ label: 'Live virtual' });
  await expect(page).toHaveURL(/modality=virtual/);
  await expect(page.getByText('Nothing found')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows(page)).toHaveCount(all);
  expect(new URL(page.url()).search).toBe('');
});

test('a sold-out row elsewhere, a multi-day row, and Register opens the funnel for that session', async ({ page }) => {
  await page.goto(`${PATH}?country=US&state=CA`);
  await waitForHydration(page);
  await expect(row(page, SESSIONS.losAngelesSoldOut).getByTestId('sold-out')).toHaveText('Sold Out');

  await page.goto(`${PATH}?state=CO`);
  await waitForHydration(page);
  const denver = row(page, OFFERINGS.livePediatricDenver);
  await expect(denver).toContainText('2-day session');
  await expect(denver).toContainText('Pediatric dentist');
  await expect(denver).toContainText(/May 7\s*–\s*8, 2027/);
  await expect(denver).toContainText('9:00 AM – 3:00 PM MDT');

  await page.goto(`${PATH}?city=Chicago`);
  await waitForHydration(page);
  await row(page, OFFERINGS.liveChicago).getByRole('link', { name: /^Register for Clear-Aligner Fundamentals, March 13, 2027/ }).click();
  await expect(page).toHaveURL(new RegExp(`/registration\\?campaign_id=${OFFERINGS.liveChicago}$`));
});

test('in French: titles, dates, Complet, Aucun résultat', async ({ page }) => {
  await page.goto(`${PATH}?locale=fr-CA&city=Toronto`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendrier des formations en direct' })).toBeVisible();
  await expect(row(page, OFFERINGS.onboardingSoldOut).getByTestId('sold-out')).toHaveText('Complet');
  await expect(row(page, SESSIONS.toronto)).toContainText('10 juillet 2027');
  await expect(row(page, SESSIONS.toronto)).toContainText('Principes fondamentaux des aligneurs transparents');
  await expectAccessible(page);
  await page.getByLabel('Format', { exact: true }).selectOption({ label: 'En direct, virtuel' });
  await expect(page.getByText('Aucun résultat')).toBeVisible();
});

test('on a phone the rows become cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${PATH}?city=Toronto`);
  await waitForHydration(page);
  const cards = page.getByRole('list', { name: 'Upcoming live training sessions' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(cards.filter({ hasText: 'Dr. Alan Brooks' }).first().getByTestId('sold-out')).toHaveText('Sold Out');
  await expectAccessible(page);
});

test('a loading state while the server answers, and the text for no sessions at all', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/events/**', async (route) => {
    await held;
    await route.fulfill({ json: { events: [], total: 0, facets: { countries: [], states: [], cities: [] } } });
  });
  // The server renders the schedule with its sessions; the browser fetches them when the visitor
  // comes from another page of the app.
  await page.goto('/provider/terms-and-conditions');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Live training schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading the schedule' })).toBeVisible();
  release();
  await expect(page.getByText('Please check back later for the live training schedule')).toBeVisible();
  await expect(page.getByLabel('City')).toHaveCount(0);
  await expectAccessible(page);
});
