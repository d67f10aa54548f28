import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAID_BROWSER_MINUTES } from '@portal/domain/my-registration/links';
import { getConfirmationDetails } from '../src/features/completion/service';
import { PAID_BROWSER_COOKIE, paidBrowserValue } from '../src/features/my-registration/paid-browser';
import { newRegistration, paymentBody, tokenize } from './helpers/checkout-fixtures';
import { liveSession, ticketsOf } from './helpers/check-in-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 50 ("ids alone grant nothing beyond what the spec's funnel routes give"): GET
 * /api/confirmation/{id} gave anyone holding a registration's id (staff, rosters, exports, webhooks,
 * the server log) the registrant's e-mail address, door tickets and receipt. It now answers what the
 * spec's completion page shows (the user ID, the course's date, hours, place and meeting link);
 * the registrant's part is GET /api/confirmation/{id}/details, for the browser that just paid only
 * (the signed paid_registration cookie the payment's answer set, as for the page's link).
 */
const OTHER_BROWSER = {
  en: "Your name, e-mail address, receipt and door tickets show here only in the browser that paid, for 30 minutes after the payment. They are in your confirmation e-mail, and on your registration's page: ask for its link below.",
  'fr-CA': "Votre nom, votre adresse courriel, votre reçu et vos billets d'entrée ne s'affichent ici que dans le navigateur qui a payé, pendant 30 minutes après le paiement. Ils se trouvent dans votre courriel de confirmation et sur la page de votre inscription : demandez-en le lien ci-dessous.",
};
let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await createTestApp();
  session = await liveSession(t);
});
afterAll(() => t?.close());

let n = 0;
/** Pays as the browser does and keeps the cookie the payment's answer left in that browser. */
async function paidInBrowser() {
  const email = `proof.${Date.now()}.${++n}@example.com`;
  const { id } = await newRegistration(t, { offeringId: session, status: 'cart', email });
  const paid = await t.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(id, await tokenize(t)) });
  if (paid.statusCode !== 200) throw new Error(`payment: ${paid.statusCode} ${paid.body}`);
  const set = paid.cookies.find((c) => c.name === PAID_BROWSER_COOKIE)!;
  const [ticket] = await ticketsOf(t, id);
  return { id, email, token: ticket.token as string, cookies: { [PAID_BROWSER_COOKIE]: set.value } };
}
const confirmation = (id: string, cookies?: Record<string, string>, locale?: string) => t.call({ method: 'GET', url: `/api/confirmation/${id}`, cookies, locale });
const details = (id: string, cookies?: Record<string, string>, locale?: string) => t.call({ method: 'GET', url: `/api/confirmation/${id}/details`, cookies, locale });

describe('the completion page\'s answer for an id alone', () => {
  it('has what the spec\'s completion page shows and nothing personal: no e-mail, name, ticket or receipt', async () => {
    const reg = await paidInBrowser();
    const res = await confirmation(reg.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['clinId', 'course', 'courseType', 'disclosures', 'id', 'limitedPortalView', 'status']);
    expect(body.clinId).toMatch(/\S/);
    expect(body.course).toMatchObject({ title: 'Door Fundamentals', when: expect.any(Object), location: expect.stringContaining('Navy Pier Hall B') });
    expect(res.body).not.toContain(reg.email);
    expect(res.body).not.toContain(reg.token);
    expect(res.body).not.toMatch(/R-\d{4}-\d{6}/);
    // The paid browser reads the same: the personal part is only ever in the details.
    expect((await confirmation(reg.id, reg.cookies)).body).not.toContain(reg.email);
  });
});

describe('GET /api/confirmation/{id}/details', () => {
  it('another browser with the id gets no e-mail, tickets or receipt: 403 saying where they are, in its locale', async () => {
    const reg = await paidInBrowser();
    for (const locale of ['en', 'fr-CA'] as const) {
      const res = await details(reg.id, undefined, locale);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: OTHER_BROWSER[locale] });
    }
  });

  it('a proof for another registration, a forged one or an expired one opens nothing', async () => {
    const a = await paidInBrowser();
    const b = await paidInBrowser();
    const secret = t.config.secret;
    const past = new Date(Date.now() - 60_000);
    for (const value of [b.cookies[PAID_BROWSER_COOKIE], `${a.id}.${Date.now() + 600_000}.forged`, paidBrowserValue(secret, a.id, past)]) {
      const res = await details(a.id, { [PAID_BROWSER_COOKIE]: value });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(a.email);
    }
  });

  it('control: the browser that paid gets its name, e-mail address, door ticket and receipt, uncached', async () => {
    const reg = await paidInBrowser();
    const res = await details(reg.id, reg.cookies);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      firstName: expect.any(String),
      email: reg.email,
      confirmationEmailed: true,
      receipt: { number: expect.stringMatching(/^R-\d{4}-\d{6}$/), path: expect.stringMatching(new RegExp(`^/api/confirmation/${reg.id}/receipts/R-\\d{4}-\\d{6}\\.pdf$`)) },
      tickets: [{ name: expect.any(String), qrUrl: `/api/tickets/${reg.token}/qr.svg`, pdfUrl: `/api/tickets/${reg.token}/ticket.pdf` }],
    });
    // The proof lasts PAID_BROWSER_MINUTES: one signed to end in a minute still opens.
    const soon = paidBrowserValue(t.config.secret, reg.id, new Date(Date.now() + 60_000));
    expect((await details(reg.id, { [PAID_BROWSER_COOKIE]: soon })).statusCode).toBe(200);
    expect(PAID_BROWSER_MINUTES).toBe(30);
  });

  it('control: without the proof requirement an id alone reads them (the hole, as before issue 50)', async () => {
    const reg = await paidInBrowser();
    const open = await getConfirmationDetails(t.db.orm, reg.id, false, { requireProof: false });
    expect(open.email).toBe(reg.email);
    expect(open.tickets).toHaveLength(1);
  });

  it('says what the page says for an unknown or unfinished registration, proof or not', async () => {
    expect((await details('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    const { id } = await newRegistration(t, { offeringId: session, status: 'cart' });
    expect((await details(id)).statusCode).toBe(409);
  });
});
