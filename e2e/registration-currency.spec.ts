import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { uniqueEmail } from './helpers/certificates';
import { stepUrl } from './helpers/funnel-steps';
import { fillInformation } from './helpers/information-form';
import { createSession, signInOperations } from './helpers/my-registration';
import { openReady } from './helpers/public-pages';

/**
 * Issue 50: a session priced only in CAD was sold at $0 to a US practice. The registration form
 * offers the session with any country; the server's answer says, at the country field, that it is
 * not sold in that country's currency (en), and the form takes a Canadian practice (fr-CA, control).
 */
const TEXTS = {
  en: { submit: 'Continue to objectives', country: 'Country', refused: "This session is not sold in your practice country's currency, so it cannot be booked from there." },
  'fr-CA': { submit: 'Continuer vers vos objectifs' },
} as const;

test('a session priced only in CAD: a US practice is told at the country field, a Canadian one registers', async ({ page, playwright, baseURL }) => {
  const staff = await playwright.request.newContext({ baseURL });
  await signInOperations(staff);
  const year = new Date().getUTCFullYear() + 1;
  const session = await createSession(staff, { venue: `Maple Hall ${Date.now()}`, startsAt: `${year}-07-09T14:00:00Z`, endsAt: `${year}-07-09T22:00:00Z`, seats: 5, teamSeats: 0, fees: { usdCents: 0, cadCents: 189500 } });
  await staff.dispose();

  await openReady(page, `/registration?campaign_id=${session.id}`);
  await fillInformation(page, 'en', uniqueEmail('currency-us'), { inPerson: true });
  const answer = page.waitForResponse((r) => r.url().includes('/api/register/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: TEXTS.en.submit }).click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByRole('link', { name: `${TEXTS.en.country}: ${TEXTS.en.refused}`, exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/registration\?campaign_id=/);
  await expectAccessible(page);

  // Control: a Quebec practice (fr-CA) takes the same session, priced for it.
  await page.context().clearCookies();
  await openReady(page, `/registration?campaign_id=${session.id}&locale=fr-CA`);
  await fillInformation(page, 'fr-CA', uniqueEmail('currency-ca'), { inPerson: true });
  await page.getByRole('button', { name: TEXTS['fr-CA'].submit }).click();
  await expect(page).toHaveURL(stepUrl('objectives'));
});
