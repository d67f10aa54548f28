import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIN_ID_PATTERN } from '@portal/domain/completion/completion';
import { BODY_LIMIT } from '../src/app';
import { assignClinId } from '../src/features/checkout/clin-id';
import { seedCoupons } from '../src/features/checkout/seed';
import { seedOfferings } from '../src/features/offerings/seed';
import { termsVersion } from '../src/features/marketing/terms-service';
import { createTestApp, type TestApp } from './helpers/test-app';
import {
  CARDS, CVV, cardNumberPattern, cvvPattern, dumpDatabase, newKey, newRegistration, OFFERING, ON_BILLING, paymentBody, rowCount, sandbox, tokenize,
} from './helpers/checkout-fixtures';

/** POST /api/payment/ and GET /api/confirmation/{id}; ends with the database and log scan for card data. */
const logs: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void logs.push(line) } });
  await seedOfferings(t.db);
  await seedCoupons(t.db);
});
afterAll(() => t.close());

const payRaw = (payload: unknown, locale?: string) => t.call({ method: 'POST', url: '/api/payment/', payload: payload as object, locale });
const status = async (id: string) => (await t.db.pool.query('select status, clin_id from registrations where id = $1', [id])).rows[0];
const outbox = async (to: string) => (await t.call({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json() as { subject: string; text: string; html: string }[];
const orders = (id: string) => t.db.pool.query('select * from orders where registration_id = $1 order by created_at', [id]).then((r) => r.rows);

/** What must not change when a request is refused. */
async function unchanged(id: string, run: () => Promise<void>) {
  const before = { status: await status(id), orders: await rowCount(t, 'orders'), mail: await rowCount(t, 'outbox'), charges: (await sandbox(t).chargesFor()).length };
  await run();
  expect({ status: await status(id), orders: await rowCount(t, 'orders'), mail: await rowCount(t, 'outbox'), charges: (await sandbox(t).chargesFor()).length }).toEqual(before);
}

describe('a successful payment', () => {
  it('charges the server price, stores the order with brand and last 4, assigns a ClinID, advances and e-mails', async () => {
    const { id, email } = await newRegistration(t);
    const res = await payRaw(paymentBody(id, await tokenize(t)));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'confirmation', step: 'complete' });
    expect(body.clinId).toMatch(CLIN_ID_PATTERN);
    expect(await status(id)).toEqual({ status: 'confirmation', clin_id: body.clinId });
    const [order] = await orders(id);
    expect(order).toMatchObject({
      id: body.orderId, status: 'paid', currency: 'USD', course_fee_cents: 149500, discount_cents: 0, tax_cents: 0, order_total_cents: 149500,
      provider: 'sandbox', card_brand: 'visa', card_last4: '4242', terms_version: termsVersion(), coupon_code: null,
    });
    expect((await sandbox(t).chargesFor(id)).map((c) => c.amountCents)).toEqual([149500]);

    const [mail] = await outbox(email);
    expect(mail.subject).toBe('All set! Your provider training registration is confirmed');
    for (const text of [
      `Your user ID: ${body.clinId}`, 'Course: Clear-Aligner Fundamentals', 'When: March 13, 2027, 8:00 AM – 4:00 PM CST', 'Where: Lakeshore Conference Center',
      'Your payment of $1,495.00 is confirmed', 'Meet your onboarding specialist within a week', 'Complete the online pre-course module',
      'Download the practice app', 'Schedule a free digital scanner demo', 'territory manager', 'Provider portal: https://login.clear-aligner-provider.example/com',
      'https://www.clear-aligner-provider.example/com/provider-survey',
    ]) expect(mail.text).toContain(text);
    expect(mail.text).not.toContain('limited view');
    expect(mail.html).toMatch(/<a href="https:\/\/login\.clear-aligner-provider\.example\/com"[^>]*>https:\/\/login/);

    const confirmation = await t.call({ method: 'GET', url: `/api/confirmation/${id}` });
    expect(confirmation.json()).toMatchObject({ id, clinId: body.clinId, courseType: 'live', limitedPortalView: false, course: { title: 'Clear-Aligner Fundamentals' } });
  });

  it('moves an on-demand registration to on_demand_confirmation and tells it about the limited view', async () => {
    const { id, email } = await newRegistration(t, { offeringId: OFFERING.onDemand });
    const res = await payRaw(paymentBody(id, await tokenize(t)));
    expect(res.json().status).toBe('on_demand_confirmation');
    const [mail] = await outbox(email);
    expect(mail.subject).toBe('Great work! Your on-demand course registration is confirmed');
    expect(mail.text).toContain('Format: on demand, at your own pace');
    expect(mail.text).toContain('the provider portal shows a limited view');
    expect((await t.call({ method: 'GET', url: `/api/confirmation/${id}` })).json()).toMatchObject({ courseType: 'on_demand', limitedPortalView: true });
  });

  it('writes the e-mail in the registrant\'s locale and charges Canadians in CAD with their tax', async () => {
    const { id, email } = await newRegistration(t, { country: 'CA', locale: 'fr-CA' });
    const res = await payRaw(paymentBody(id, await tokenize(t), { billing: ON_BILLING }));
    expect(res.statusCode).toBe(200);
    expect((await sandbox(t).chargesFor(id)).map((c) => [c.amountCents, c.currency])).toEqual([[214135, 'CAD']]);
    const [mail] = await outbox(email);
    expect(mail.subject).toBe('Tout est prêt! Votre inscription à la formation des fournisseurs est confirmée');
    // Intl separates French thousands and the currency sign with no-break spaces.
    expect(mail.text.replace(/[\u00a0\u202f]/g, ' ')).toContain('Votre paiement de 2 141,35 $ est confirmé');
    expect(mail.text).toContain(`Votre identifiant : ${res.json().clinId}`);
    expect(mail.text).toContain('https://login.clear-aligner-provider.example/ca/fr');
  });
});

describe('declined cards', () => {
  it.each([
    [CARDS.declined, 'en', 'Your card was declined'],
    [CARDS.declined, 'fr-CA', 'Votre carte a été refusée'],
    [CARDS.insufficient, 'en', 'Your card has insufficient funds'],
    [CARDS.insufficient, 'fr-CA', 'Les fonds de votre carte sont insuffisants'],
  ])('%s in %s: 402 with a clear message; nothing charged, the step stays, a new card can pay', async (card, locale, text) => {
    const { id, email } = await newRegistration(t);
    const res = await payRaw(paymentBody(id, await tokenize(t, card)), locale);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ error: text });
    expect(await status(id)).toEqual({ status: 'cart', clin_id: null });
    expect((await orders(id)).map((o) => [o.status, o.card_last4])).toEqual([['declined', card.slice(-4)]]);
    expect((await sandbox(t).chargesFor(id))).toEqual([]);
    expect(await outbox(email)).toEqual([]);

    const retry = await payRaw(paymentBody(id, await tokenize(t)), locale);
    expect(retry.statusCode).toBe(200);
    expect((await sandbox(t).chargesFor(id))).toHaveLength(1);
  });

  it('gives a single-use coupon back when the card is declined', async () => {
    await t.db.pool.query(`insert into coupons (code, percent_off, single_use) values ('DECLINEDONCE', 50, true)`);
    const { id } = await newRegistration(t);
    expect((await payRaw(paymentBody(id, await tokenize(t, CARDS.declined), { couponCode: 'DECLINEDONCE' }))).statusCode).toBe(402);
    expect((await t.db.pool.query(`select times_used from coupons where code = 'DECLINEDONCE'`)).rows[0].times_used).toBe(0);
    const ok = await payRaw(paymentBody(id, await tokenize(t), { couponCode: 'DECLINEDONCE' }));
    expect(ok.statusCode).toBe(200);
    expect((await sandbox(t).chargesFor(id)).map((c) => c.amountCents)).toEqual([74750]);
  });

  it('refuses an unknown token as expired card details', async () => {
    const { id } = await newRegistration(t);
    const res = await payRaw(paymentBody(id, 'tok_sandbox_forged'));
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toBe('Your card details have expired. Please enter them again');
  });
});

describe('idempotency: a doubled or retried request charges once', () => {
  it('answers the same key twice with the first result, one charge, one order, one e-mail', async () => {
    const { id, email } = await newRegistration(t);
    const body = paymentBody(id, await tokenize(t));
    const first = await payRaw(body);
    const second = await payRaw(body);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await sandbox(t).chargesFor(id))).toHaveLength(1);
    expect(await orders(id)).toHaveLength(1);
    expect(await outbox(email)).toHaveLength(1);
  });

  it('answers five simultaneous copies of one request with one payment', async () => {
    const { id } = await newRegistration(t);
    const body = paymentBody(id, await tokenize(t));
    const all = await Promise.all(Array.from({ length: 5 }, () => payRaw(body)));
    expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(all.map((r) => r.json().orderId)).size).toBe(1);
    expect((await sandbox(t).chargesFor(id))).toHaveLength(1);
  });

  it('answers a retried declined attempt with the same decline, without asking the provider again', async () => {
    const { id } = await newRegistration(t);
    const body = paymentBody(id, await tokenize(t, CARDS.declined));
    expect((await payRaw(body)).statusCode).toBe(402);
    expect((await payRaw(body)).json()).toEqual({ error: 'Your card was declined' });
    expect(await orders(id)).toHaveLength(1);
  });

  it('lets only one of two tabs pay (different keys, same registration)', async () => {
    const { id } = await newRegistration(t);
    const [a, b] = await Promise.all([payRaw(paymentBody(id, await tokenize(t))), payRaw(paymentBody(id, await tokenize(t)))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await sandbox(t).chargesFor(id))).toHaveLength(1);
  });

  it('refuses a key reused with a different request body (409), charging nothing more', async () => {
    const { id } = await newRegistration(t);
    const body = paymentBody(id, await tokenize(t));
    const first = await payRaw(body);
    expect(first.statusCode).toBe(200);
    const res = await payRaw({ ...body, paymentToken: await tokenize(t), billing: { ...body.billing, city: 'Elsewhere' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'This payment attempt was already sent with different details. Please reload the page and try again' });
    expect((await sandbox(t).chargesFor(id))).toHaveLength(1);
    expect(await orders(id)).toHaveLength(1);
    // The same body with its fields in another order is the same request: it gets the first answer.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await payRaw(reordered);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('refuses a key reused for another registration', async () => {
    const one = await newRegistration(t);
    const two = await newRegistration(t);
    const key = newKey();
    expect((await payRaw(paymentBody(one.id, await tokenize(t), { idempotencyKey: key }))).statusCode).toBe(200);
    await unchanged(two.id, async () => {
      const res = await payRaw(paymentBody(two.id, await tokenize(t), { idempotencyKey: key }));
      expect(res.statusCode).toBe(409);
    });
  });
});

describe('the server decides the price', () => {
  it.each([
    ['an amount', { orderTotalCents: 100 }],
    ['a summary', { summary: { orderTotalCents: 100 } }],
    ['a card number', { cardNumber: '4242424242424242' }],
    ['a CVV', { cvv: CVV }],
    ['an expiry', { expiry: '12/30' }],
    ['a card number inside billing', { billing: { ...ON_BILLING, cardNumber: '4242 4242 4242 4242' } }],
  ])('refuses a body with %s: 400, nothing changed', async (_label, extra) => {
    const { id } = await newRegistration(t);
    const token = await tokenize(t);
    await unchanged(id, async () => {
      const res = await payRaw({ ...paymentBody(id, token), ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContain('The request contains fields that are not accepted. Card details go only to the payment provider');
    });
  });

  it('charges the coupon price it computes, and claims a single-use code once', async () => {
    const a = await newRegistration(t);
    expect((await payRaw(paymentBody(a.id, await tokenize(t), { couponCode: 'onetime100', scannerTrial: true }))).statusCode).toBe(200);
    expect((await sandbox(t).chargesFor(a.id)).map((c) => c.amountCents)).toEqual([139500]);
    expect((await orders(a.id))[0]).toMatchObject({ coupon_code: 'ONETIME100', discount_cents: 10000, scanner_trial: true, scanner_trial_cents: 0 });
    const b = await newRegistration(t);
    await unchanged(b.id, async () => {
      const res = await payRaw(paymentBody(b.id, await tokenize(t), { couponCode: 'ONETIME100' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Invalid coupon code' });
    });
  });
});

describe('refused requests change nothing', () => {
  it.each([
    ['en', 'You must agree to the terms and conditions'],
    ['fr-CA', 'Vous devez accepter les modalités et conditions'],
  ])('requires the terms agreement (%s)', async (locale, text) => {
    const { id } = await newRegistration(t);
    const token = await tokenize(t);
    await unchanged(id, async () => {
      const res = await payRaw(paymentBody(id, token, { termsAccepted: false }), locale);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.termsAccepted).toBe(text);
    });
  });

  it('refuses an agreement to terms that are no longer current (409)', async () => {
    const { id } = await newRegistration(t);
    const token = await tokenize(t);
    await unchanged(id, async () => {
      const res = await payRaw(paymentBody(id, token, { termsVersion: '2020-01-01.0000000000' }));
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('The terms and conditions have changed. Please read them and agree again');
    });
  });

  it('answers 409 before the checkout step and once paid', async () => {
    const early = await newRegistration(t, { status: 'quiz' });
    await unchanged(early.id, async () => expect((await payRaw(paymentBody(early.id, await tokenize(t)))).statusCode).toBe(409));
    const paid = await newRegistration(t);
    expect((await payRaw(paymentBody(paid.id, await tokenize(t)))).statusCode).toBe(200);
    await unchanged(paid.id, async () => expect((await payRaw(paymentBody(paid.id, await tokenize(t)))).statusCode).toBe(409));
  });

  it.each([
    ['an unknown id', 'AAAAAAAAAAAAAAAAAAAAAA', 404],
    ['a forged id', "x' or '1'='1", 400],
  ])('answers %s with %i', async (_label, id, code) => {
    const res = await payRaw(paymentBody(id, await tokenize(t)));
    expect(res.statusCode).toBe(code);
    expect((await sandbox(t).chargesFor(id))).toEqual([]);
  });

  it.each([
    ['malformed JSON', { payload: '{"registrationId": "x",', headers: { 'content-type': 'application/json' } }, 400],
    ['wrong types', { payload: { registrationId: 1, paymentToken: {}, idempotencyKey: true, billing: 'x', termsAccepted: 'yes', termsVersion: 3 } }, 400],
    ['a huge body', { payload: { registrationId: 'AAAAAAAAAAAAAAAAAAAAAA', paymentToken: 'x'.repeat(BODY_LIMIT + 1) } }, 413],
    ['an empty body', { payload: {} }, 400],
  ])('answers %s with %i', async (_label, opts, code) => {
    const { id } = await newRegistration(t);
    await unchanged(id, async () => {
      const res = await t.call({ method: 'POST', url: '/api/payment/', ...(opts as object) });
      expect(res.statusCode).toBe(code);
      expect(typeof (res.json().error ?? res.json().errors?.[0])).toBe('string');
    });
  });
});

describe('the sandbox provider\'s tokenization', () => {
  it.each([
    ['a number failing Luhn', { cardNumber: '4242 4242 4242 4241' }, 'cardNumber', 'Please enter a valid card number'],
    ['an expired card', { expiry: '01/21' }, 'expiry', 'Please enter a valid expiry date that is not in the past'],
    ['a short CVV', { cvv: '12' }, 'cvv', "Please enter the card's security code (3 digits, or 4 for American Express)"],
  ])('refuses %s with the field\'s message', async (_label, more, field, text) => {
    const res = await t.call({ method: 'POST', url: '/api/payments/sandbox/tokenize', payload: { cardNumber: CARDS.success, nameOnCard: 'A B', expiry: '12/40', cvv: CVV, postalCode: '60601', ...more } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(text);
  });

  it('answers with a token, the brand and the last 4 digits only', async () => {
    const res = await t.call({ method: 'POST', url: '/api/payments/sandbox/tokenize', payload: { cardNumber: CARDS.success, nameOnCard: 'A B', expiry: '12/40', cvv: CVV, postalCode: 'M5X 1A9' } });
    expect(Object.keys(res.json()).sort()).toEqual(['brand', 'last4', 'token']);
    expect(res.json()).toMatchObject({ brand: 'visa', last4: '4242' });
  });
});

describe('ClinID', () => {
  it('draws another number when the first one is taken', async () => {
    const taken = await newRegistration(t);
    await t.db.pool.query(`update registrations set clin_id = 'CLN-00000001' where id = $1`, [taken.id]);
    const { id } = await newRegistration(t);
    const draws = ['CLN-00000001', 'CLN-00000001', 'CLN-00000002'];
    const clinId = await t.db.orm.transaction((tx) => assignClinId(tx, id, () => draws.shift()!));
    expect(clinId).toBe('CLN-00000002');
    expect(draws).toEqual([]);
    expect((await status(id)).clin_id).toBe('CLN-00000002');
  });
});

describe('no card data at rest or in the logs', () => {
  it('the scan finds a planted card number and CVV (the check can fail)', async () => {
    await t.db.pool.query(`create table zz_planted (v jsonb)`);
    await t.db.pool.query(`insert into zz_planted values ($1)`, [JSON.stringify({ number: '4242 4242-4242 4242', cvv: CVV })]);
    const dump = await dumpDatabase(t);
    expect(cardNumberPattern(CARDS.success).test(dump)).toBe(true);
    expect(cvvPattern(CVV).test(dump)).toBe(true);
    await t.db.pool.query(`drop table zz_planted`);
  });

  it('after all these payments, the database and the logs hold no test card number and no CVV', async () => {
    expect(await rowCount(t, 'orders', `status = 'paid'`)).toBeGreaterThan(10);
    const dump = await dumpDatabase(t);
    expect(dump).toContain('-- orders');
    const log = logs.join('');
    expect(log).toContain('/api/payments/sandbox/tokenize');
    expect(log).toContain('/api/payment/');
    for (const [name, text] of [['database', dump], ['logs', log]] as const) {
      for (const number of Object.values(CARDS)) expect(cardNumberPattern(number).test(text), `${number} in ${name}`).toBe(false);
      expect(cvvPattern(CVV).test(text), `CVV in ${name}`).toBe(false);
    }
  });
});
