import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentRequestSchema } from '@portal/domain/checkout/schema';
import { BODY_LIMIT } from '../src/app';
import { seedCoupons } from '../src/features/checkout/seed';
import { pay } from '../src/features/checkout/payment-service';
import { termsVersion } from '../src/features/marketing/terms-service';
import { seedOfferings } from '../src/features/offerings/seed';
import { createTestApp, type TestApp } from './helpers/test-app';
import { CARDS, newRegistration, OFFERING, ON_BILLING, paymentBody, rowCount, sandbox, tokenize } from './helpers/checkout-fixtures';

/** GET /api/cart/{id}, POST /api/coupon/, and the single-use coupon race. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  await seedCoupons(t.db);
});
afterAll(() => t.close());

const cart = (id: string, query = '', locale?: string) => t.call({ method: 'GET', url: `/api/cart/${id}${query}`, locale });
const coupon = (payload: unknown, locale?: string) => t.call({ method: 'POST', url: '/api/coupon/', payload: payload as object, locale });
const timesUsed = async (code: string) => Number((await t.db.pool.query('select times_used from coupons where code = $1', [code])).rows[0].times_used);

describe('GET /api/cart/{id}', () => {
  it('shows the registration to review and a USD summary for a US registration', async () => {
    const { id, email } = await newRegistration(t);
    await t.db.pool.query(
      `insert into team_members (id, registration_id, type, email, first_name, last_name) values ('tm1', $1, 'hygienist', 'ana@example.com', 'Ana', 'Lopez')`,
      [id],
    );
    const res = await cart(id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.registration).toEqual({
      firstName: 'Test', lastName: 'Dentist', email, phone: '+13125550123', practiceName: 'Test Dental',
      address: { address1: '100 Main St', address2: '', city: 'Chicago', state: 'IL', postalCode: '60601', country: 'US' },
      teamMembers: [{ type: 'hygienist', firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com' }],
    });
    expect(body.course).toMatchObject({ title: 'Clear-Aligner Fundamentals', courseType: 'live', startsAt: '2027-03-13T14:00:00.000Z', timeZone: 'America/Chicago', city: 'Chicago', ceHours: 7 });
    expect(body.summary).toMatchObject({ currency: 'USD', courseFeeCents: 149500, discountCents: 0, taxCents: 0, taxes: [], courseTotalCents: 149500, orderTotalCents: 149500, scannerTrial: false });
    expect(body.scannerTrialChosen).toBeNull();
    expect(body.coupon).toBeNull();
  });

  it('prices a Canadian registration in CAD with the tax of the billing province', async () => {
    const { id } = await newRegistration(t, { country: 'CA' });
    const on = (await cart(id)).json().summary;
    expect(on).toMatchObject({ currency: 'CAD', courseFeeCents: 189500, taxes: [{ code: 'HST', rate: 13000, cents: 24635 }], orderTotalCents: 214135 });
    const qc = (await cart(id, '?billingCountry=CA&billingState=QC')).json().summary;
    expect(qc.taxes).toEqual([{ code: 'GST', rate: 5000, cents: 9475 }, { code: 'QST', rate: 9975, cents: 18903 }]);
    expect(qc.orderTotalCents).toBe(217878);
  });

  it('shows the course title in the reader\'s language', async () => {
    const { id } = await newRegistration(t, { country: 'CA' });
    expect((await cart(id, '', 'fr-CA')).json().course.title).toBe('Principes fondamentaux des aligneurs transparents');
  });

  it('applies the configured US sales tax and Puerto Rico IVU', async () => {
    await t.db.pool.query(`insert into sales_tax_rates (country, region, code, rate) values ('US', 'NY', 'SALES_TAX', 4000), ('PR', 'PR', 'IVU', 11500)`);
    try {
      const { id } = await newRegistration(t);
      expect((await cart(id, '?billingCountry=US&billingState=NY')).json().summary).toMatchObject({ taxCents: 5980, orderTotalCents: 155480 });
      const pr = await newRegistration(t, { country: 'PR' });
      expect((await cart(pr.id)).json().summary.taxes).toEqual([{ code: 'IVU', rate: 11500, cents: 17193 }]);
    } finally {
      await t.db.pool.query('delete from sales_tax_rates');
    }
  });

  it('puts the scanner trial in the cart when it was accepted at the offer, and lets the user remove it', async () => {
    const { id } = await newRegistration(t);
    await t.db.pool.query('insert into go_digital_offers (registration_id, added_to_cart) values ($1, true)', [id]);
    const added = (await cart(id)).json();
    expect(added.scannerTrialChosen).toBe(true);
    expect(added.summary).toMatchObject({ scannerTrial: true, scannerTrialCents: 0, orderTotalCents: 149500 });
    expect((await cart(id, '?scannerTrial=false')).json().summary.scannerTrial).toBe(false);
  });

  it('reports a coupon in the query as applied or invalid without failing the cart', async () => {
    const { id } = await newRegistration(t);
    const ok = (await cart(id, '?coupon=welcome10')).json();
    expect(ok.coupon).toEqual({ code: 'WELCOME10', status: 'applied' });
    expect(ok.summary).toMatchObject({ couponCode: 'WELCOME10', discountCents: 14950, orderTotalCents: 134550 });
    const bad = (await cart(id, '?coupon=NOPE')).json();
    expect(bad.coupon).toEqual({ code: 'NOPE', status: 'invalid' });
    expect(bad.summary.discountCents).toBe(0);
  });

  it.each([
    ['an unknown id', 'AAAAAAAAAAAAAAAAAAAAAA', 404],
    ['a malformed id', 'not-an-id', 404],
    ['an id that is too long', 'x'.repeat(100), 400],
  ])('answers %s with %i', async (_label, id, status) => {
    expect((await cart(id)).statusCode).toBe(status);
  });

  it('answers 409 before the checkout step and after payment', async () => {
    const { id } = await newRegistration(t, { status: 'quiz' });
    const res = await cart(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This step is not available right now. Please reload the page to continue where you left off');
    const paid = await newRegistration(t, { status: 'confirmation' });
    expect((await cart(paid.id)).statusCode).toBe(409);
  });

  it('refuses bad query values', async () => {
    const { id } = await newRegistration(t);
    expect((await cart(id, '?billingCountry=FR')).statusCode).toBe(400);
    expect((await cart(id, '?scannerTrial=maybe')).statusCode).toBe(400);
  });
});

describe('POST /api/coupon/', () => {
  it('applies a valid code (any case) and answers with the new summary, without using it up', async () => {
    const { id } = await newRegistration(t);
    const res = await coupon({ registrationId: id, code: ' welcome10 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ coupon: { code: 'WELCOME10', status: 'applied' }, summary: { discountCents: 14950, orderTotalCents: 134550 } });
    expect(await timesUsed('WELCOME10')).toBe(0);
  });

  it('prices the summary for the chosen billing province and scanner trial', async () => {
    const { id } = await newRegistration(t, { country: 'CA' });
    const res = await coupon({ registrationId: id, code: 'ONETIME100CA', billingCountry: 'CA', billingState: 'AB', scannerTrial: true });
    expect(res.json().summary).toMatchObject({ discountCents: 10000, taxes: [{ code: 'GST', cents: 8975 }], courseTotalCents: 188475, scannerTrial: true });
  });

  it.each([
    ['an unknown code', 'NOPE', 'en', 'Invalid coupon code'],
    ['an expired code', 'EXPIRED20', 'en', 'Invalid coupon code'],
    ['a USD amount on a CAD order', 'ONETIME100', 'en', 'Invalid coupon code'],
    ['an unknown code in French', 'NOPE', 'fr-CA', 'Code de coupon non valide'],
    ['an empty code', '  ', 'en', 'Invalid coupon code'],
  ])('refuses %s with 400', async (_label, code, locale, text) => {
    const { id } = await newRegistration(t, { country: 'CA' });
    const res = await coupon({ registrationId: id, code }, locale);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors ?? [res.json().error]).toEqual([text]);
  });

  it('refuses a single-use code that was already used', async () => {
    await t.db.pool.query(`insert into coupons (code, percent_off, single_use, times_used) values ('USEDONCE', 50, true, 1)`);
    const { id } = await newRegistration(t);
    expect((await coupon({ registrationId: id, code: 'USEDONCE' })).json()).toEqual({ error: 'Invalid coupon code' });
  });

  it('answers 404 for unknown registrations and 409 for registrations not at checkout', async () => {
    expect((await coupon({ registrationId: 'AAAAAAAAAAAAAAAAAAAAAA', code: 'WELCOME10' })).statusCode).toBe(404);
    const { id } = await newRegistration(t, { status: 'scorm' });
    expect((await coupon({ registrationId: id, code: 'WELCOME10' })).statusCode).toBe(409);
  });

  it.each([
    ['malformed JSON', { payload: '{"registrationId":', headers: { 'content-type': 'application/json' } }, 400],
    ['wrong types', { payload: { registrationId: 42, code: ['WELCOME10'] } }, 400],
    ['unknown fields', { payload: { registrationId: 'AAAAAAAAAAAAAAAAAAAAAA', code: 'WELCOME10', discountCents: 149500 } }, 400],
    ['a huge body', { payload: { registrationId: 'AAAAAAAAAAAAAAAAAAAAAA', code: 'x'.repeat(BODY_LIMIT + 10) } }, 413],
    ['a text body', { payload: 'WELCOME10', headers: { 'content-type': 'text/plain' } }, 415],
  ])('answers %s with %i and changes nothing', async (_label, opts, status) => {
    const before = await timesUsed('WELCOME10');
    const res = await t.call({ method: 'POST', url: '/api/coupon/', ...(opts as object) });
    expect(res.statusCode).toBe(status);
    expect(typeof (res.json().error ?? res.json().errors?.[0])).toBe('string');
    expect(await timesUsed('WELCOME10')).toBe(before);
  });
});

describe('a single-use coupon under 50 concurrent payments', () => {
  const race = async (code: string, couponLock: boolean) => {
    await t.db.pool.query(`insert into coupons (code, amount_off_cents, currency, single_use) values ($1, 10000, 'USD', true)`, [code]);
    const regs = await Promise.all(Array.from({ length: 50 }, () => newRegistration(t)));
    const tokens = await Promise.all(regs.map(() => tokenize(t)));
    const deps = { db: t.db.orm, payments: t.app.payments, hosts: t.config.site, publicUrl: t.config.publicUrl, termsVersion, company: t.config.company };
    const results = await Promise.allSettled(
      regs.map((r, i) => pay(deps, paymentRequestSchema.parse(paymentBody(r.id, tokens[i], { couponCode: code })), { couponLock })),
    );
    const discounted = await rowCount(t, 'orders', `status = 'paid' and coupon_code = $1`, [code]);
    return { results, discounted, regs };
  };

  it('is used exactly once; the others are refused and charged nothing', async () => {
    const { results, discounted, regs } = await race('RACE1', true);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const l of lost) expect(l.reason).toMatchObject({ status: 400, key: 'checkout:errors.invalidCoupon' });
    expect(discounted).toBe(1);
    expect(await timesUsed('RACE1')).toBe(1);
    const charged = (await Promise.all(regs.map((r) => sandbox(t).chargesFor(r.id)))).filter((c) => c.length > 0);
    expect(charged).toHaveLength(1);
  });

  it('control run: without the conditional update the same code is claimed more than once', async () => {
    const { discounted } = await race('RACE2', false);
    // The harness sees the race: with the lock off, several payments get the single-use discount.
    expect(discounted).toBeGreaterThan(1);
  });
});

describe('billing used by the payment', () => {
  it('charges the tax of the billing province, not of the practice', async () => {
    const { id } = await newRegistration(t, { country: 'CA' });
    const token = await tokenize(t);
    const res = await t.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(id, token, { billing: { ...ON_BILLING, state: 'NS', postalCode: 'B3H 1A1', city: 'Halifax' } }) });
    expect(res.statusCode).toBe(200);
    const [order] = (await t.db.pool.query('select taxes, order_total_cents from orders where registration_id = $1', [id])).rows;
    expect(order).toEqual({ taxes: [{ code: 'HST', rate: 14000, cents: 26530 }], order_total_cents: 216030 });
    expect((await sandbox(t).chargesFor(id)).map((c) => [c.amountCents, c.currency])).toEqual([[216030, 'CAD']]);
  });
});

describe('a coupon without a limit under 30 concurrent payments', () => {
  it('discounts every payment and counts each use once (its use is counted when the order commits, not claimed before the charge); a declined card counts nothing', async () => {
    await t.db.pool.query(`insert into coupons (code, percent_off) values ('OPEN30', 10)`);
    const regs = await Promise.all(Array.from({ length: 30 }, () => newRegistration(t)));
    const declinedReg = await newRegistration(t);
    const tokens = await Promise.all(regs.map(() => tokenize(t)));
    const deps = { db: t.db.orm, payments: t.app.payments, hosts: t.config.site, publicUrl: t.config.publicUrl, termsVersion, company: t.config.company };
    const results = await Promise.allSettled([
      ...regs.map((r, i) => pay(deps, paymentRequestSchema.parse(paymentBody(r.id, tokens[i], { couponCode: 'OPEN30' })))),
      pay(deps, paymentRequestSchema.parse(paymentBody(declinedReg.id, await tokenize(t, CARDS.declined), { couponCode: 'OPEN30' }))),
    ]);
    expect(results.slice(0, 30).every((r) => r.status === 'fulfilled')).toBe(true);
    expect(results[30]).toMatchObject({ status: 'rejected', reason: { status: 402 } });
    expect(await rowCount(t, 'orders', `status = 'paid' and coupon_code = 'OPEN30' and discount_cents > 0`)).toBe(30);
    expect(await timesUsed('OPEN30')).toBe(30);
  });
});

