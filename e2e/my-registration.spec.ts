import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { FIND_REGISTRATIONS_PATH } from '@portal/domain/my-registration/links';
import { stepPath } from '@portal/domain/site/paths';
import { expectAccessible } from './helpers/axe';
import { uniqueEmail } from './helpers/certificates';
import { createRegistration, OFFERINGS, payRegistration } from './helpers/fixtures';
import { fitsNarrowPhone, linkInMail } from './helpers/my-registration';
import { openReady } from './helpers/public-pages';

/**
 * Issue 42, first slice: a registrant pays, opens their registration's own page from the 'All set!'
 * page's button, then from the link in the confirmation e-mail (the course, the receipt, the door
 * ticket), asks for new links with
 * "Find my registrations", opens the new one, and the old link then says it no longer works.
 * On a phone, in English and in French.
 */
test.use({ viewport: { width: 390, height: 844 } });

const TEXTS = {
  en: {
    title: 'My registration', course: 'Clear-Aligner Fundamentals', complete: 'Your registration is complete.', receipt: /^Receipt R-\d{4}-\d{6}$/, ticket: /^Download the ticket \(PDF\)/,
    find: 'Find my registrations', email: 'E-mail address', send: 'E-mail me my links', sent: 'If this address has registrations', findSubject: 'Your registrations',
    invalid: 'This link no longer works', newLink: 'Get a new link',
    allSet: 'All set!', openPage: "Open my registration's page", findLink: 'get a link by e-mail',
    mailed: "we have e-mailed a link to your registration's page", pageMailSubject: "The link to your registration's page",
    otherBrowser: 'show here only in the browser that paid', emailNote: 'We sent a confirmation to',
  },
  'fr-CA': {
    title: 'Mon inscription', course: 'Principes fondamentaux des aligneurs transparents', complete: 'Votre inscription est terminée.', receipt: /^Reçu R-\d{4}-\d{6}$/, ticket: /^Télécharger le billet \(PDF\)/,
    find: 'Retrouver mes inscriptions', email: 'Adresse courriel', send: "M'envoyer mes liens", sent: 'Si cette adresse a des inscriptions', findSubject: 'Vos inscriptions',
    invalid: 'Ce lien ne fonctionne plus', newLink: 'Obtenir un nouveau lien',
    allSet: 'Tout est prêt!', openPage: 'Ouvrir la page de mon inscription', findLink: 'recevez un lien par courriel',
    mailed: 'nous avons envoyé par courriel un lien vers la page de votre inscription', pageMailSubject: 'Le lien vers la page de votre inscription',
    otherBrowser: "ne s'affichent ici que dans le navigateur qui a payé", emailNote: 'Nous avons envoyé une confirmation à',
  },
} as const;

for (const locale of ['en', 'fr-CA'] as const) {
  test(`${locale}: the 'All set!' page's button and the confirmation's link open the registration, its receipt and ticket; new links cut the old one off`, async ({ page, request, browser }) => {
    test.slow(); // a payment, downloads, three mails
    const l = TEXTS[locale];
    const email = uniqueEmail(`my-registration-${locale.toLowerCase()}`);
    const { id } = await createRegistration(request, { offeringId: OFFERINGS.liveChicago, status: 'cart', country: 'US', locale, email });
    // Paid in this browser (its cookies): the payment's answer leaves the proof the button needs.
    const { clinId } = await payRegistration(page.request, id);
    const first = await linkInMail(request, email, (s) => s !== l.findSubject);
    if (locale !== 'en') expect(first).toContain(`locale=${locale}`);

    // The 'All set!' page's way in: a press makes a link and opens the registration's own page
    // (the link is made then, not drawn into the page); "Find my registrations" stays beside it.
    await openReady(page, `${stepPath(id, 'complete')}?locale=${locale}`);
    await expect(page.getByRole('heading', { level: 1, name: l.allSet })).toBeVisible();
    await expect(page.getByRole('link', { name: l.findLink })).toBeVisible();
    // The browser that paid sees its own part (issue 50: read with its cookie, after the server's render).
    await expect(page.getByText(`${l.emailNote} ${email}`)).toBeVisible();
    await expect(page.getByTestId('door-ticket')).toHaveCount(1);
    expect(await page.content()).not.toContain('/my-registration?token=');
    await expectAccessible(page);
    await page.getByRole('button', { name: l.openPage }).click();
    await expect(page).toHaveURL(/\/my-registration\?token=[\w-]{22}/);
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    await expect(page.getByTestId('course-title')).toHaveText(l.course);
    await expect(page.getByTestId('clin-id')).toHaveText(clinId);

    // Another browser with the same id (issue 50 item 3): no page, the link goes to the registrant's mailbox.
    const elsewhere = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const other = await elsewhere.newPage();
    await openReady(other, `${stepPath(id, 'complete')}?locale=${locale}`);
    // Nor the registrant's address, tickets or receipt: the page says where they are.
    await expect(other.getByRole('status').filter({ hasText: l.otherBrowser })).toBeVisible();
    await expect(other.getByTestId('door-ticket')).toHaveCount(0);
    expect(await other.content()).not.toContain(email);
    await other.getByRole('button', { name: l.openPage }).click();
    await expect(other.getByRole('status').filter({ hasText: l.mailed })).toBeVisible();
    await expect(other).toHaveURL(new RegExp(`${stepPath(id, 'complete')}`));
    await expectAccessible(other);
    await elsewhere.close();
    const mailedLink = await linkInMail(request, email, (s) => s === l.pageMailSubject);
    await openReady(page, mailedLink);
    await expect(page.getByTestId('clin-id')).toHaveText(clinId);

    // The server renders the page (the course is in its HTML), kept by no cache.
    const html = await request.get(first);
    expect(html.status()).toBe(200);
    expect(html.headers()['cache-control']).toBe('no-store');
    expect(await html.text()).toContain(l.course);

    await openReady(page, first);
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    await expect(page.getByTestId('course-title')).toHaveText(l.course);
    await expect(page.getByText(l.complete)).toBeVisible();
    await expect(page.getByTestId('clin-id')).toHaveText(clinId);
    await expectAccessible(page);
    await fitsNarrowPhone(page, 'my registration');

    // The receipt, downloaded as a PDF.
    const receipt = page.getByRole('link', { name: l.receipt });
    await expect(receipt).toHaveCount(1);
    const [download] = await Promise.all([page.waitForEvent('download'), receipt.click()]);
    expect(download.suggestedFilename()).toMatch(/^receipt-R-\d{4}-\d{6}\.pdf$/);
    expect(readFileSync((await download.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The door ticket: its QR code and its PDF.
    const ticket = page.getByTestId('door-ticket');
    await expect(ticket).toHaveCount(1);
    await expect.poll(() => ticket.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const pdf = await page.request.get((await ticket.getByRole('link', { name: l.ticket }).getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // "Find my registrations": the same answer whatever the address; the mail brings a new link.
    await openReady(page, `${FIND_REGISTRATIONS_PATH}?locale=${locale}`);
    await expect(page.getByRole('heading', { level: 1, name: l.find })).toBeVisible();
    await expectAccessible(page);
    await fitsNarrowPhone(page, 'find my registrations');
    await page.getByRole('textbox', { name: l.email }).fill(email);
    await page.getByRole('button', { name: l.send }).click();
    await expect(page.getByRole('status').filter({ hasText: l.sent })).toContainText(email);
    await expectAccessible(page);
    const second = await linkInMail(request, email, (s) => s === l.findSubject);
    expect(second).not.toBe(first);

    await openReady(page, second);
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    await expect(page.getByTestId('course-title')).toHaveText(l.course);

    // The old link now gets its own page: the message and the way to a new link, nothing else.
    await openReady(page, first);
    await expect(page.getByRole('heading', { level: 1, name: l.invalid })).toBeVisible();
    await expect(page.getByTestId('course-title')).toHaveCount(0);
    await expect(page.getByText(clinId)).toHaveCount(0);
    await expectAccessible(page);
    await fitsNarrowPhone(page, 'link no longer works');
    await page.getByRole('link', { name: l.newLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: l.find })).toBeVisible();
  });
}

test('an address with no registration gets the same answer, and a page without a token says how to get a link', async ({ page }) => {
  await openReady(page, FIND_REGISTRATIONS_PATH);
  const email = uniqueEmail('nobody');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'E-mail me my links' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If this address has registrations' })).toContainText(email);

  await openReady(page, '/my-registration');
  await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  await expect(page.getByTestId('link-invalid')).toHaveText(/opens from the link in your e-mail/);
});
