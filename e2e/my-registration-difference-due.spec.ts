import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { uniqueEmail } from './helpers/certificates';
import { apiPost } from './helpers/fixtures';
import { CARD_LABELS, CARDS, fillCard } from './helpers/funnel-steps';
import { collectErrors, waitForHydration } from './helpers/hydration';
import { createSession, fitsNarrowPhone, linkInMail, paidRegistration, signInOperations } from './helpers/my-registration';
import { openReady } from './helpers/public-pages';

/**
 * Issue 50, money follows the seat: staff moved a French-speaking registrant's paid $1,495
 * registration to a $2,495 session and left the difference due. On a phone, in French, their own
 * page says what is still to pay (the server's amount) with the card form; they pay it (the bank
 * asks for 3-D Secure first), the page thanks them, nothing is due any more, and the two receipts
 * add up to the session's price.
 */
test.use({ viewport: { width: 390, height: 844 } });

const AMOUNT = /\d[\d\s]*,\d{2}\s\$(?:\sUS)?/;

test('fr-CA: a difference staff left due is paid from the page by card; the receipts add up', async ({ page, request, playwright, baseURL }) => {
  test.slow(); // two payments, each with its mail
  const tag = `due-${Date.now()}`;
  const year = new Date().getUTCFullYear() + 1;
  const staff = await playwright.request.newContext({ baseURL });
  await signInOperations(staff);
  const day = (month: string) => ({ startsAt: `${year}-${month}T14:00:00Z`, endsAt: `${year}-${month}T22:00:00Z`, seats: 5, teamSeats: 0 });
  const from = await createSession(staff, { venue: `Harbor Hall ${tag}`, ...day('05-21') });
  const dear = await createSession(staff, { venue: `Summit Suite ${tag}`, ...day('06-18'), fees: { usdCents: 249500, cadCents: 289500 } });
  const email = uniqueEmail('my-registration-difference-due');
  const { id } = await paidRegistration(request, from.id, email, 'fr-CA', []);
  const moved = await apiPost(staff, `/api/admin/registrations/${id}/move`, { offeringId: dear.id, difference: 'due', reason: 'Paiera depuis sa page' });
  expect(moved.ok(), await moved.text()).toBe(true);
  await staff.dispose();

  const errors = collectErrors(page);
  await openReady(page, await linkInMail(request, email, () => true));
  await waitForHydration(page);
  const section = page.getByTestId('difference-due');
  await expect(section.getByRole('heading', { name: 'Différence due' })).toBeVisible();
  const amount = AMOUNT.exec((await section.getByTestId('due-amount').textContent()) ?? '')![0];
  expect(amount.replace(/\s/g, ' ')).toMatch(/^1 000,00 \$/);
  await expect(section).toContainText(`il reste ${amount} à payer`);
  await expectAccessible(page);
  await fitsNarrowPhone(page, 'the difference due');

  await fillCard(page, CARD_LABELS['fr-CA'], CARDS.authentication);
  await section.getByRole('button', { name: `Payer ${amount}` }).click();
  const bank = page.getByRole('dialog', { name: 'Confirmez le paiement auprès de votre banque' });
  await expect(bank).toContainText(amount);
  await expectAccessible(page);
  await bank.getByRole('button', { name: 'Confirmer le paiement' }).click();
  await expect(page.getByTestId('action-done')).toContainText(`vous avez payé ${amount}`);
  await expect(page.getByTestId('difference-due')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Reçu R-\d{4}-\d{6}$/ })).toHaveCount(2);
  await expect(page.getByTestId('documents-total')).toHaveText(/^Total payé, moins les remboursements : 2\s495,00\s\$/);
  await expectAccessible(page);
  await fitsNarrowPhone(page, 'my registration after paying the difference');
  expect(errors).toEqual([]);
});
