import { expect, test, type Page, type Route } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { createRegistration, mailTo, OFFERINGS } from './helpers/fixtures';
import { CARD_LABELS as LABELS, CARDS, field, fillCard } from './helpers/funnel-steps';

/**
 * A busy moment is not the person's problem: the server's busy answer (503 with Retry-After,
 * nothing done) to a write is sent again by the app itself, the page saying it is still working,
 * and only past the bound does the person see an error. The busy answers are the route's; the
 * requests let through reach the real server.
 */
test.describe.configure({ timeout: 120_000 });

const STILL_WORKING = { en: 'Still working… the server is busy, trying again', 'fr-CA': 'Traitement en cours… le serveur est très sollicité, nouvel essai' };
/** The text, in the page's polite live region. */
const stillWorking = (page: Page, locale: keyof typeof STILL_WORKING) => page.locator('[aria-live="polite"]').getByText(STILL_WORKING[locale], { exact: true });
const BUSY = { error: 'The server is very busy right now. Please wait a few seconds and try again' };

/** Answers the first `busyTimes` POSTs to `path` 503 with Retry-After; the others go to the server, each once `hold` lets it. */
function busyThenThrough(page: Page, path: RegExp, busyTimes: number, retryAfter: string, hold: () => Promise<void> = async () => {}) {
  const bodies: unknown[] = [];
  void page.route(path, async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    bodies.push(route.request().postDataJSON());
    if (bodies.length <= busyTimes) {
      return route.fulfill({ status: 503, headers: { 'retry-after': retryAfter }, contentType: 'application/json', body: JSON.stringify(BUSY) });
    }
    await hold();
    return route.continue();
  });
  return bodies;
}

test('a payment answered "busy" once is sent again by itself with the same idempotency key: still working, then All set!, one payment', async ({ page, request }) => {
  const { id, email } = await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'cart', country: 'US' });
  // The repeat waits here until the page has been seen saying that it is still working.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const payments = busyThenThrough(page, /\/api\/payment\/$/, 1, '1', () => released);

  await page.goto(`/registration/${id}/checkout`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const l = LABELS.en;
  await fillCard(page, l, CARDS.success);
  await page.getByRole('checkbox', { name: l.terms }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: l.pay }).click();

  await expect(stillWorking(page, 'en')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Processing your payment…' })).toBeDisabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Sent again after the second asked for, by the page alone.
  await expect.poll(() => payments.length).toBe(2);
  release();

  await expect(page.getByRole('heading', { level: 1, name: 'All set!' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/registration/${id}/complete$`));
  await expect(page.getByText(STILL_WORKING.en)).toHaveCount(0);
  expect(payments[1]).toEqual(payments[0]);
  expect((payments[0] as { idempotencyKey: string }).idempotencyKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
  await expectAccessible(page);
  // The server had the one request let through: one order, one confirmation.
  await expect.poll(async () => (await mailTo(request, email)).map((m) => m.subject)).toEqual(['All set! Your provider training registration is confirmed']);
});

test('in French (Canada): a busy coupon is applied after the repeat; a payment still busy after 4 tries says so, and the next press pays with the same key', async ({ page, request }) => {
  const { id, email } = await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'cart', country: 'CA', locale: 'fr-CA' });
  let releaseCoupon!: () => void;
  const couponReleased = new Promise<void>((resolve) => (releaseCoupon = resolve));
  const coupons = busyThenThrough(page, /\/api\/coupon\/$/, 1, '1', () => couponReleased);
  // Four busy answers asking for no wait: the bound, then the person's own press goes through.
  const payments = busyThenThrough(page, /\/api\/payment\/$/, 4, '0');

  await page.goto(`/registration/${id}/checkout?locale=fr-CA`);
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement' })).toBeVisible();
  await field(page, 'Code de coupon (facultatif)').fill('WELCOME10');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(stillWorking(page, 'fr-CA')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Application…' })).toBeDisabled();
  await expect.poll(() => coupons.length).toBe(2);
  releaseCoupon();
  await expect(page.getByText('Coupon WELCOME10 appliqué')).toBeVisible();
  await expect(page.getByText(STILL_WORKING['fr-CA'])).toHaveCount(0);
  expect(coupons[1]).toEqual(coupons[0]);

  const l = LABELS['fr-CA'];
  await page.getByRole('combobox', { name: l.province }).selectOption('QC');
  await field(page, 'Code postal de facturation').fill('H2X 1Y4');
  await fillCard(page, l, CARDS.success, 'H2X 1Y4');
  await page.getByRole('checkbox', { name: l.terms }).check();
  await page.getByRole('button', { name: l.pay }).click();
  await expect(page.getByRole('alert').filter({ hasText: "Le serveur est encore trop sollicité pour répondre. Rien n'a été fait : veuillez réessayer dans quelques minutes" })).toBeVisible();
  expect(payments).toHaveLength(4);
  await expectAccessible(page);

  await page.getByRole('button', { name: l.pay }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tout est prêt!' })).toBeVisible();
  expect(payments).toHaveLength(5);
  expect(new Set(payments.map((p) => (p as { idempotencyKey: string }).idempotencyKey)).size).toBe(1);
  await expect.poll(async () => (await mailTo(request, email)).length).toBe(1);
});
