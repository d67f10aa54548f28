import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { formatDate } from '@portal/domain/locale/format';
import { expectAccessible } from './helpers/axe';
import { uniqueEmail } from './helpers/certificates';
import { changeSession, createSession, fitsNarrowPhone, linkInMail, paidRegistration, signInOperations } from './helpers/my-registration';
import { collectErrors, waitForHydration } from './helpers/hydration';
import { openReady } from './helpers/public-pages';

/**
 * Issue 42, the registrant's actions, on a phone in English and in French: from the confirmation
 * mail's link, a receipt and the door ticket downloaded; the team changed; a move to another
 * session (which that move sells out on the schedule); then a cancel within the full-refund
 * window, said before the click: the refund, the credit note among the receipts, and the seat back
 * on the schedule. Both sessions are the journey's own (made by staff through the API), so no
 * other journey's seats change what it sees.
 */
test.use({ viewport: { width: 390, height: 844 } });

const TEXTS = {
  en: {
    title: 'My registration', receipt: /^Receipt R-\d{4}-\d{6}$/, creditNote: /^Credit note CN-\d{4}-\d{6}$/, ticket: /^Download the ticket \(PDF\)/,
    changesUntil: 'You can move to another session or change your team until',
    editTeam: 'Replace or add team members', firstName: 'First name', lastName: 'Last name', saveTeam: 'Save my team', teamSaved: 'Your team is saved.', required: 'All fields are required', member: 'Team member 1',
    openMove: 'See the other sessions', seatsLeft: '2 seats left', taught: 'Taught in English · In person', sameFee: 'No change in price', moveTo: 'Move to this session', moveDialog: 'Move to this session?', moveConfirm: 'Yes, move me', moved: 'you are now registered for',
    cancelTitle: 'Cancel my registration', full: 'everything you paid comes back', until: 'The full refund holds until', late: /50\s?% of what you paid comes back/,
    cancelDialog: 'Cancel this registration?', cancelConfirm: 'Yes, cancel', cancelled: 'Your registration is cancelled.', ended: 'This registration was cancelled.',
    calendar: 'Add to calendar', cancelSubject: 'Registration cancelled: ',
    refunded: (amount: string, date: string) => `${amount} was refunded on ${date}.`,
    soldOut: 'Sold Out', register: /^Register/,
  },
  'fr-CA': {
    title: 'Mon inscription', receipt: /^Reçu R-\d{4}-\d{6}$/, creditNote: /^Note de crédit CN-\d{4}-\d{6}$/, ticket: /^Télécharger le billet \(PDF\)/,
    changesUntil: 'Vous pouvez changer de séance ou modifier votre équipe jusqu',
    editTeam: "Remplacer ou ajouter des membres de l'équipe", firstName: 'Prénom', lastName: 'Nom', saveTeam: 'Enregistrer mon équipe', teamSaved: 'Votre équipe est enregistrée.', required: 'Tous les champs sont obligatoires', member: "Membre de l'équipe 1",
    openMove: 'Voir les autres séances', seatsLeft: '2 places restantes', taught: 'Donnée en anglais · En personne', sameFee: 'Aucun changement de prix', moveTo: 'Passer à cette séance', moveDialog: 'Passer à cette séance ?', moveConfirm: 'Oui, changer de séance', moved: 'vous êtes maintenant inscrit',
    cancelTitle: 'Annuler mon inscription', full: 'tout ce que vous avez payé vous est remboursé', until: "Le remboursement complet vaut jusqu'au", late: /50\s?% de ce que vous avez payé/,
    cancelDialog: 'Annuler cette inscription ?', cancelConfirm: 'Oui, annuler', cancelled: 'Votre inscription est annulée.', ended: 'Cette inscription a été annulée.',
    calendar: 'Ajouter au calendrier', cancelSubject: 'Inscription annulée : ',
    refunded: (amount: string, date: string) => `${amount} vous a été remboursé le ${date}.`,
    soldOut: 'Complet', register: /^S’inscrire/,
  },
} as const;

const isPdf = async (download: Download) => readFileSync((await download.path())!).subarray(0, 5).toString('latin1') === '%PDF-';

/** The session's row on the public schedule (the table's row or the phone's card, whichever shows), opened afresh until `check` holds. */
async function onSchedule(page: Page, sessionId: string, locale: string, check: (row: ReturnType<Page['locator']>) => Promise<void>) {
  await expect(async () => {
    await page.goto(`/live-training-schedule?locale=${locale}&country=US&state=MN`);
    await check(page.locator(`[data-session-id="${sessionId}"]:visible`));
  }).toPass({ timeout: 20_000 });
}

for (const locale of ['en', 'fr-CA'] as const) {
  test(`${locale}: from the mail's link: receipt and ticket, the team changed, a move, then a cancel with its refund, credit note and the seat back`, async ({ page, request, playwright, baseURL }) => {
    test.slow(); // a payment, downloads, a move and a refund, each with its mail
    const l = TEXTS[locale];
    const tag = `${locale}-${Date.now()}`;
    const year = new Date().getUTCFullYear() + 1;
    const staff = await playwright.request.newContext({ baseURL });
    await signInOperations(staff);
    const from = await createSession(staff, { venue: `Harbor Hall ${tag}`, startsAt: `${year}-05-14T14:00:00Z`, endsAt: `${year}-05-14T22:00:00Z`, seats: 10, teamSeats: 2 });
    // Two seats: the doctor's and one team member's. The move sells it out.
    const to = await createSession(staff, { venue: `Pier Rooms ${tag}`, startsAt: `${year}-06-11T14:00:00Z`, endsAt: `${year}-06-11T22:00:00Z`, seats: 2, teamSeats: 2 });
    await staff.dispose();

    const email = uniqueEmail(`my-registration-actions-${locale.toLowerCase()}`);
    const team = [{ type: 'hygienist', email: uniqueEmail('hygienist'), firstName: 'Ana', lastName: 'Lopez' }];
    const { clinId } = await paidRegistration(request, from.id, email, locale, team);
    const link = await linkInMail(request, email, () => true);

    const errors = collectErrors(page);
    await openReady(page, link);
    // The server's render and the app's first agree (the cut-off is formatted on both sides).
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    await expect(page.getByTestId('clin-id')).toHaveText(clinId);
    await expect(page.getByTestId('course-details')).toContainText(`Harbor Hall ${tag}`);
    await expect(page.getByTestId('changes-until')).toContainText(l.changesUntil);
    await expectAccessible(page);
    await fitsNarrowPhone(page, 'my registration with its actions');

    // The receipt (a PDF download) and the door ticket's PDF.
    const [receipt] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: l.receipt }).click()]);
    expect(receipt.suggestedFilename()).toMatch(/^receipt-R-\d{4}-\d{6}\.pdf$/);
    expect(await isPdf(receipt)).toBe(true);
    const ticket = page.getByTestId('door-ticket').first();
    const ticketPdf = await page.request.get((await ticket.getByRole('link', { name: l.ticket }).getAttribute('href'))!);
    expect((await ticketPdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The team: the browser checks with the server's rules first, then the server saves.
    await page.getByText(l.editTeam).click();
    const member = page.getByRole('group', { name: l.member });
    await member.getByLabel(l.lastName, { exact: true }).fill('');
    await page.getByRole('button', { name: l.saveTeam }).click();
    await expect(member.getByText(l.required)).toBeVisible();
    await member.getByLabel(l.firstName).fill('Maria');
    await member.getByLabel(l.lastName, { exact: true }).fill('Santos');
    await page.getByRole('button', { name: l.saveTeam }).click();
    await expect(page.getByTestId('action-done')).toHaveText(new RegExp(l.teamSaved));
    await expect(page.getByTestId('team-list')).toContainText('Maria Santos');
    await expectAccessible(page);

    // Move: the sessions with free seats, chosen, then confirmed in a dialog.
    await page.getByText(l.openMove).click();
    const option = page.getByRole('radio', { name: new RegExp(`Pier Rooms ${tag}`) });
    await expect(option).toBeVisible();
    const listed = page.getByTestId('move-option').filter({ hasText: `Pier Rooms ${tag}` });
    await expect(listed).toContainText(l.seatsLeft);
    // What the session is and what moving there costs (issue 50, item 7): its language and format, its price, the difference.
    await expect(listed).toContainText(l.taught);
    await expect(listed.getByTestId('move-difference')).toHaveText(l.sameFee);
    await expectAccessible(page);
    await option.check();
    await page.getByRole('button', { name: l.moveTo }).click();
    const moveDialog = page.getByRole('dialog', { name: l.moveDialog });
    await expect(moveDialog).toBeVisible();
    await expectAccessible(page);
    await moveDialog.getByRole('button', { name: l.moveConfirm }).click();
    await expect(page.getByTestId('action-done')).toContainText(l.moved);
    // Said where focus goes: the button that moved is gone with its dialog.
    await expect(page.getByRole('status').filter({ has: page.getByTestId('action-done') })).toBeFocused();
    await expect(page.getByTestId('course-details')).toContainText(`Pier Rooms ${tag}`);
    await expect(moveDialog).toHaveCount(0);
    // The new session's two seats are both taken now.
    const schedule = await page.context().newPage();
    await onSchedule(schedule, to.id, locale, async (row) => expect(row.getByTestId('sold-out')).toHaveText(l.soldOut, { timeout: 2_000 }));

    // Cancel: what comes back is said before the click (the full amount, until 7 days before the
    // session, in its zone), and again in the dialog.
    const terms = page.getByTestId('cancel-terms');
    await expect(terms).toContainText(l.full);
    await expect(terms).toContainText(l.until);
    await expect(terms).toContainText(formatDate(`${year}-06-04T14:00:00Z`, locale, 'America/Chicago'));
    await expect(terms).toContainText(l.late);
    await expect(page.getByRole('link', { name: l.calendar })).toBeVisible();
    await page.getByRole('button', { name: l.cancelTitle }).click();
    const cancelDialog = page.getByRole('dialog', { name: l.cancelDialog });
    const refund = (await cancelDialog.getByTestId('cancel-refund').textContent())!;
    const amount = /\$\d[\d,]*\.\d{2}|\d[\d\s]*,\d{2}\s\$(?:\sUS)?/.exec(refund)![0];
    await expectAccessible(page);
    await cancelDialog.getByRole('button', { name: l.cancelConfirm }).click();
    await expect(page.getByTestId('action-done')).toContainText(l.cancelled);
    await expect(page.getByTestId('action-done')).toContainText(amount);
    await expect(page.getByText(l.ended)).toBeVisible();
    // The page says what came back and when (the session's day), not only in the message above.
    await expect(page.getByTestId('refunded')).toHaveText(l.refunded(amount, formatDate(new Date(), locale, 'America/Chicago')));
    await page.reload();
    await expect(page.getByTestId('refunded')).toHaveText(l.refunded(amount, formatDate(new Date(), locale, 'America/Chicago')));
    await expect(page.getByRole('button', { name: l.cancelTitle })).toHaveCount(0);
    await expect(page.getByTestId('changes-until')).toHaveCount(0);
    // Issue 50 item 8: no 'Add to calendar' once cancelled; the cancellation's mail links to this page.
    await expect(page.getByRole('link', { name: l.calendar })).toHaveCount(0);
    const cancelledLink = await linkInMail(request, email, (subject) => subject.startsWith(l.cancelSubject));
    const [creditNote] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: l.creditNote }).click()]);
    expect(creditNote.suggestedFilename()).toMatch(/^credit-note-CN-\d{4}-\d{6}\.pdf$/);
    expect(await isPdf(creditNote)).toBe(true);
    await expectAccessible(page);
    await fitsNarrowPhone(page, 'my registration, cancelled');
    expect(errors).toEqual([]);
    await openReady(page, cancelledLink);
    await expect(page.getByText(l.ended)).toBeVisible();

    // The seats are back: the session is open on the schedule again.
    await onSchedule(schedule, to.id, locale, async (row) => {
      await expect(row.getByTestId('sold-out')).toHaveCount(0, { timeout: 2_000 });
      await expect(row.getByRole('link', { name: l.register })).toBeVisible({ timeout: 2_000 });
    });
  });
}

test('terms that changed after the page was read: the cancel is refused, the page reads them again and says them; a second confirm takes the new ones', async ({ page, request, playwright, baseURL }) => {
  test.slow(); // a payment, a refund
  const year = new Date().getUTCFullYear() + 1;
  const staff = await playwright.request.newContext({ baseURL });
  await signInOperations(staff);
  const session = await createSession(staff, { venue: `Harbor Hall terms-${Date.now()}`, startsAt: `${year}-05-14T14:00:00Z`, endsAt: `${year}-05-14T22:00:00Z`, seats: 5, teamSeats: 0 });
  const email = uniqueEmail('my-registration-terms');
  await paidRegistration(request, session.id, email, 'en', []);
  await openReady(page, await linkInMail(request, email, () => true));
  await expect(page.getByTestId('cancel-terms')).toContainText('everything you paid comes back');
  await expect(page.getByTestId('changes-until')).toContainText('You can move to another session or change your team until');

  // Meanwhile staff move both cut-offs a year before the session: both have passed.
  await changeSession(staff, session.id, { fullRefundHoursBefore: 24 * 365, changesHoursBefore: 24 * 365 });
  await staff.dispose();
  await page.getByRole('button', { name: 'Cancel my registration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this registration?' });
  const promised = (await dialog.getByTestId('cancel-refund').textContent())!;
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(dialog.getByRole('alert')).toContainText('What comes back if you cancel has changed since the page was loaded');
  // The new terms, read again: half of what was paid, in the dialog and on the page.
  await expect(dialog.getByTestId('cancel-refund')).not.toHaveText(promised);
  await expect(page.getByTestId('cancel-terms')).toContainText(/The full refund has ended\. If you cancel now, 50\s?% of what you paid comes back/);
  await expect(page.getByTestId('changes-until')).toContainText('Moving to another session and changing your team closed on');
  await expect(page.getByRole('heading', { name: 'Move to another session' })).toHaveCount(0);
  await expectAccessible(page);
  const half = /\$\d[\d,]*\.\d{2}/.exec((await dialog.getByTestId('cancel-refund').textContent())!)![0];
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByTestId('action-done')).toContainText(`Your registration is cancelled. ${half} is refunded`);
  await expect(page.getByRole('link', { name: /^Credit note CN-/ })).toBeVisible();
});
