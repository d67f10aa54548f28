import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { uniqueEmail } from './helpers/certificates';
import { CARD_LABELS, CARDS, fillCard } from './helpers/funnel-steps';
import { collectErrors, waitForHydration } from './helpers/hydration';
import { createSession, fitsNarrowPhone, linkInMail, paidRegistration, signInOperations } from './helpers/my-registration';
import { openReady } from './helpers/public-pages';

/**
 * Issue 50, money follows the seat, on a phone in English and in French: a registrant paid for a
 * $1,495 session moves to a $2,495 one (the difference said before the click, its seat held, paid
 * by card through the checkout's sandbox provider; in French the bank asks for 3-D Secure first),
 * then to a $995 one (the amount back said before the click, a credit note after). After each
 * move the page's receipts and credit notes add up to the new session's price. The three sessions
 * are the journey's own (made by staff through the API).
 */
test.use({ viewport: { width: 390, height: 844 } });

const TEXTS = {
  en: {
    openMove: 'See the other sessions', moveTo: 'Move to this session', price: /^Price: /, pay: /^You pay .+ more$/, back: /^You get .+ back$/,
    payTitle: 'Pay the difference', held: 'is held for you until', payButton: (amount: string) => `Pay ${amount} and move`, paid: (amount: string) => `you paid ${amount}`,
    moveDialog: 'Move to this session?', moveConfirm: 'Yes, move me', moved: 'you are now registered for', refundSaid: (amount: string) => `You get ${amount} back to your card, with a credit note.`,
    receipt: /^Receipt R-\d{4}-\d{6}$/, creditNote: /^Credit note CN-\d{4}-\d{6}$/, total: (amount: string) => `Paid in all, less refunds: ${amount}`,
    bank: 'Confirm the payment with your bank', approve: 'Confirm payment',
  },
  'fr-CA': {
    openMove: 'Voir les autres séances', moveTo: 'Passer à cette séance', price: /^Prix : /, pay: /^Vous payez .+ de plus$/, back: /^On vous rembourse .+$/,
    payTitle: 'Payer la différence', held: 'vous est réservée jusqu’à', payButton: (amount: string) => `Payer ${amount} et changer de séance`, paid: (amount: string) => `vous avez payé ${amount}`,
    moveDialog: 'Passer à cette séance ?', moveConfirm: 'Oui, changer de séance', moved: 'vous êtes maintenant inscrit', refundSaid: (amount: string) => `On vous rembourse ${amount} sur votre carte, avec une note de crédit.`,
    receipt: /^Reçu R-\d{4}-\d{6}$/, creditNote: /^Note de crédit CN-\d{4}-\d{6}$/, total: (amount: string) => `Total payé, moins les remboursements : ${amount}`,
    bank: 'Confirmez le paiement auprès de votre banque', approve: 'Confirmer le paiement',
  },
} as const;

/** An amount as the page writes it, in either locale ($2,495.00 or 2 495,00 $). */
const AMOUNT = /\$\d[\d,]*\.\d{2}|\d[\d\s]*,\d{2}\s\$(?:\sUS)?/;
const amountIn = (text: string | null) => AMOUNT.exec(text ?? '')![0];

/** A session in the move list: its radio, its listing and the amounts it says (its price, what moving there costs). */
async function listed(page: Page, venue: string, price: RegExp) {
  const option = page.getByTestId('move-option').filter({ hasText: venue });
  await expect(option).toBeVisible();
  const priceLine = option.locator('span').filter({ hasText: price });
  return { option, radio: page.getByRole('radio', { name: new RegExp(venue) }), price: amountIn(await priceLine.first().textContent()), difference: option.getByTestId('move-difference') };
}

for (const locale of ['en', 'fr-CA'] as const) {
  test(`${locale}: a dearer session paid by card, then a cheaper one refunded with a credit note; the receipts add up each time`, async ({ page, request, playwright, baseURL }) => {
    test.slow(); // two payments, a refund, each with its mail
    const l = TEXTS[locale];
    const tag = `${locale}-${Date.now()}`;
    const year = new Date().getUTCFullYear() + 1;
    const staff = await playwright.request.newContext({ baseURL });
    await signInOperations(staff);
    const day = (month: string) => ({ startsAt: `${year}-${month}T14:00:00Z`, endsAt: `${year}-${month}T22:00:00Z`, seats: 5, teamSeats: 0 });
    const from = await createSession(staff, { venue: `Harbor Hall ${tag}`, ...day('05-14') });
    await createSession(staff, { venue: `Summit Suite ${tag}`, ...day('06-11'), fees: { usdCents: 249500, cadCents: 289500 } });
    await createSession(staff, { venue: `Lake Room ${tag}`, ...day('07-09'), fees: { usdCents: 99500, cadCents: 139500 } });
    await staff.dispose();

    const email = uniqueEmail(`my-registration-move-money-${locale.toLowerCase()}`);
    await paidRegistration(request, from.id, email, locale, []);
    const errors = collectErrors(page);
    await openReady(page, await linkInMail(request, email, () => true));
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: l.receipt })).toHaveCount(1);

    // The dearer session: what it costs and what moving there costs, said before the click.
    await page.getByText(l.openMove).click();
    const dearer = await listed(page, `Summit Suite ${tag}`, l.price);
    await expect(dearer.difference).toHaveText(l.pay);
    const due = amountIn(await dearer.difference.textContent());
    await expect(page.getByTestId('move-option').filter({ hasText: `Lake Room ${tag}` }).getByTestId('move-difference')).toHaveText(l.back);
    await expectAccessible(page);

    // Chosen: its seat held, the server's difference and the card form.
    await dearer.radio.check();
    await page.getByRole('button', { name: l.moveTo }).click();
    const payment = page.getByTestId('move-payment');
    await expect(payment.getByRole('heading', { name: l.payTitle })).toBeVisible();
    await expect(payment.getByTestId('move-due')).toContainText(due);
    await expect(payment.getByTestId('move-due')).toContainText(l.held);
    await expectAccessible(page);
    await fitsNarrowPhone(page, 'the move payment form');
    // In French the card's bank asks for 3-D Secure first (the checkout's 202 path).
    await fillCard(page, CARD_LABELS[locale], locale === 'fr-CA' ? CARDS.authentication : CARDS.success);
    await payment.getByRole('button', { name: l.payButton(due) }).click();
    if (locale === 'fr-CA') {
      const bank = page.getByRole('dialog', { name: l.bank });
      await expect(bank).toContainText(due);
      await expectAccessible(page);
      await bank.getByRole('button', { name: l.approve }).click();
    }
    await expect(page.getByTestId('action-done')).toContainText(l.paid(due));
    await expect(page.getByTestId('course-details')).toContainText(`Summit Suite ${tag}`);
    // Two receipts now (the first payment and the difference), adding up to the new session's price.
    await expect(page.getByRole('link', { name: l.receipt })).toHaveCount(2);
    await expect(page.getByTestId('documents-total')).toHaveText(l.total(dearer.price));
    await expectAccessible(page);

    // The cheaper session: the amount back said before the click and in the dialog, then a credit note.
    const cheaper = await listed(page, `Lake Room ${tag}`, l.price);
    await expect(cheaper.difference).toHaveText(l.back);
    const back = amountIn(await cheaper.difference.textContent());
    await cheaper.radio.check();
    await page.getByRole('button', { name: l.moveTo }).click();
    const dialog = page.getByRole('dialog', { name: l.moveDialog });
    await expect(dialog).toContainText(l.refundSaid(back));
    await expectAccessible(page);
    await dialog.getByRole('button', { name: l.moveConfirm }).click();
    await expect(page.getByTestId('action-done')).toContainText(l.moved);
    await expect(page.getByTestId('course-details')).toContainText(`Lake Room ${tag}`);
    // A credit note for each paid order the refund draws on (the difference's first, newest first), each saying what it gave back.
    const creditNotes = page.getByTestId('document').filter({ has: page.getByRole('link', { name: l.creditNote }) });
    await expect(creditNotes.first()).toBeVisible();
    await expect(creditNotes.first().getByTestId('document-amount')).toHaveText(/./);
    await expect(page.getByTestId('documents-total')).toHaveText(l.total(cheaper.price));
    await expectAccessible(page);
    await fitsNarrowPhone(page, 'my registration after two moves');
    expect(errors).toEqual([]);
  });
}
