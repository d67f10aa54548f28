import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentRequestSchema } from '@portal/domain/checkout/schema';
import { offerings } from '../src/db/schema/offerings';
import { pay } from '../src/features/checkout/payment-service';
import { termsVersion } from '../src/features/marketing/terms-service';
import { seedOfferings } from '../src/features/offerings/seed';
import { newRegistration, ON_BILLING, paymentBody, rowCount, sandbox, tokenize } from './helpers/checkout-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 50: a session priced only in CAD was sold at $0 to a US registrant (and the reverse), since
 * the checkout took a missing price for 0. The domain's feeIn is the one rule: the registration, the
 * cart and the payment (where the order is written) refuse such a session; a free one stays free.
 */
const MESSAGE = {
  en: "This session is not sold in your practice country's currency, so it cannot be booked from there. Please choose another session on the live training schedule",
  'fr-CA': "Cette séance n'est pas offerte dans la devise du pays de votre cabinet et ne peut donc pas être réservée depuis ce pays. Veuillez choisir une autre séance dans le calendrier des formations en direct",
};
const ID = { cadOnly: 'cadOnlyTestOffering00A', usdOnly: 'usdOnlyTestOffering00A', free: 'freeTestOffering00000A' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  const base = { kind: 'fundamentals', courseType: 'live', variant: 'standard', modality: 'virtual', titleEn: 'Priced', titleFr: 'Tarifée', language: 'en', seatsCapacity: 50, teamSeatAmount: 2 } as const;
  await t.db.orm.insert(offerings).values([
    { ...base, id: ID.cadOnly, feeUsdCents: 0, feeCadCents: 189500 },
    { ...base, id: ID.usdOnly, feeUsdCents: 149500, feeCadCents: 0 },
    { ...base, id: ID.free, feeUsdCents: 0, feeCadCents: 0 },
  ]);
});
afterAll(() => t.close());

let n = 0;
const usPayload = (campaignId: string) => ({
  campaignId, firstName: 'Dana', lastName: 'Reyes', email: `dana.currency.${++n}@example.com`, phone: '(312) 555-0123',
  practiceName: 'Lakeshore Dental', role: 'doctor_owner', specialty: 'gp', address1: '100 Main St', address2: '',
  city: 'Chicago', country: 'US', state: 'IL', postalCode: '60601', licenseNumber: 'IL-4455', licenseState: 'IL',
  npiNumber: '1234567893', agdNumber: '', dietaryRestrictions: '', dsoCode: '', teamMembers: [],
});
const caPayload = (campaignId: string) => ({
  ...usPayload(campaignId), phone: '514 555-0142', city: 'Montréal', country: 'CA', state: 'QC', postalCode: 'H2X 1Y4', licenseState: 'QC', npiNumber: '',
});
const register = (payload: object, locale?: string) => t.call({ method: 'POST', url: '/api/register/', payload, locale });
const deps = () => ({ db: t.db.orm, payments: t.app.payments, hosts: t.config.site, publicUrl: t.config.publicUrl, termsVersion, company: t.config.company });

describe('registering for a session not priced in the practice country\'s currency', () => {
  it('is refused at the country field, in the reader\'s locale, and makes no record', async () => {
    const before = await rowCount(t, 'registrations');
    const us = await register(usPayload(ID.cadOnly));
    expect(us.statusCode).toBe(400);
    expect(us.json().fields).toEqual({ country: MESSAGE.en });
    const ca = await register(caPayload(ID.usdOnly), 'fr-CA');
    expect(ca.statusCode).toBe(400);
    expect(ca.json().fields).toEqual({ country: MESSAGE['fr-CA'] });
    expect(await rowCount(t, 'registrations')).toBe(before);
  });

  it('control: the same sessions register a practice from the country they are priced for, and a free one anyone', async () => {
    expect((await register(caPayload(ID.cadOnly))).statusCode).toBe(200);
    expect((await register(usPayload(ID.usdOnly))).statusCode).toBe(200);
    expect((await register(usPayload(ID.free))).statusCode).toBe(200);
    expect((await register(caPayload(ID.free))).statusCode).toBe(200);
  });
});

describe('the checkout of a session not priced in the registration\'s currency', () => {
  it('says so on the cart, before any card is typed', async () => {
    const { id } = await newRegistration(t, { offeringId: ID.cadOnly, country: 'US', locale: 'fr-CA' });
    const res = await t.call({ method: 'GET', url: `/api/cart/${id}`, locale: 'fr-CA' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: MESSAGE['fr-CA'] });
  });

  it('refuses the payment where the order is written: no order, no charge, no status change (US on CAD only, CA on USD only)', async () => {
    for (const [offeringId, country] of [[ID.cadOnly, 'US'], [ID.usdOnly, 'CA']] as const) {
      const { id } = await newRegistration(t, { offeringId, country });
      const res = await pay(deps(), paymentRequestSchema.parse(paymentBody(id, await tokenize(t), country === 'CA' ? { billing: ON_BILLING } : {}))).catch((e: unknown) => e);
      expect(res).toMatchObject({ status: 409, key: 'checkout:errors.notPricedInCurrency' });
      expect(await rowCount(t, 'orders', 'registration_id = $1', [id])).toBe(0);
      expect(await sandbox(t).chargesFor(id)).toHaveLength(0);
      expect((await t.db.pool.query('select status from registrations where id = $1', [id])).rows[0].status).toBe('cart');
    }
  });

  it('control: without the rule the US registrant buys the CAD-only session for $0 (the hole)', async () => {
    const { id } = await newRegistration(t, { offeringId: ID.cadOnly, country: 'US' });
    await pay(deps(), paymentRequestSchema.parse(paymentBody(id, await tokenize(t))), { currencyCheck: false });
    const orders = await t.db.pool.query(`select currency, course_fee_cents, status from orders where registration_id = $1`, [id]);
    expect(orders.rows).toEqual([{ currency: 'USD', course_fee_cents: 0, status: 'paid' }]);
  });

  it('control: the registration from the country it is priced for pays its price; a free session stays free in both', async () => {
    const ca = await newRegistration(t, { offeringId: ID.cadOnly, country: 'CA' });
    const paid = await t.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(ca.id, await tokenize(t), { billing: ON_BILLING }) });
    expect(paid.statusCode).toBe(200);
    expect((await t.db.pool.query(`select currency, course_fee_cents from orders where registration_id = $1`, [ca.id])).rows).toEqual([{ currency: 'CAD', course_fee_cents: 189500 }]);
    for (const country of ['US', 'CA'] as const) {
      const free = await newRegistration(t, { offeringId: ID.free, country });
      const cart = await t.call({ method: 'GET', url: `/api/cart/${free.id}` });
      expect(cart.statusCode).toBe(200);
      expect(cart.json().summary).toMatchObject({ courseFeeCents: 0 });
    }
  });
});
