import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOfferings } from '../src/features/offerings/seed';
import type { StripePaymentProvider } from '../src/platform/payments/stripe-provider';
import { asForm, startFakeStripe } from './helpers/fake-stripe';
import { newKey, newRegistration, paymentBody, rowCount } from './helpers/checkout-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 11: the Stripe provider, against a local server that answers as Stripe's API does. The
 * requests it makes are checked against the SDK's own parameter types (PaymentIntentCreateParams,
 * PaymentIntentConfirmParams, RefundCreateParams), with the idempotency key and the secret key;
 * webhooks are signed with the SDK's test helper (valid, invalid, replayed).
 */
const WEBHOOK_SECRET = 'whsec_test_portal_secret';
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_portal',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_portal',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
  await seedOfferings(t.db);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const pay = (body: object) => t.call({ method: 'POST', url: '/api/payment/', payload: body });
const orders = async (id: string) => (await t.db.pool.query('select status, decline_reason, provider, provider_reference, card_brand, card_last4 from orders where registration_id = $1 order by created_at', [id])).rows;
const deliver = (payload: string, header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) =>
  t.call({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload });
const event = (type: string, object: object) => JSON.stringify({ id: `evt_${newKey()}`, object: 'event', type, data: { object } });

describe('Stripe', () => {
  it('tells the browser its publishable key, and only that, and lets Stripe.js and its frames in', async () => {
    const config = await t.call({ method: 'GET', url: '/api/payment/config' });
    expect(config.json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_portal' });
    const page = await t.call({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(page.headers['content-security-policy']).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/);
    expect((await t.call({ method: 'POST', url: '/api/payments/sandbox/tokenize', payload: {} })).statusCode).toBe(404);
  });

  it('creates the PaymentIntent for the server’s amount and confirms it with the token and the idempotency key', async () => {
    const { id } = await newRegistration(t, { status: 'cart' });
    const body = paymentBody(id, 'ctoken_ok');
    const res = await pay(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(await orders(id)).toMatchObject([{ status: 'paid', provider: 'stripe', provider_reference: expect.stringMatching(/^pi_fake_/), card_brand: 'visa', card_last4: '4242' }]);

    const [create, confirm] = fake.requests.slice(-2);
    const created: Stripe.PaymentIntentCreateParams = { amount: 149500, currency: 'usd', description: expect.any(String), metadata: { reference: id }, automatic_payment_methods: { enabled: true } };
    expect(create).toMatchObject({ method: 'POST', path: '/v1/payment_intents', authorization: 'Bearer sk_test_portal' });
    expect(create.body).toEqual({ ...asForm(created), description: expect.any(String) });
    const confirmed: Stripe.PaymentIntentConfirmParams = { confirmation_token: 'ctoken_ok', expand: ['latest_charge'] };
    expect(confirm).toMatchObject({ path: `/v1/payment_intents/${(await orders(id))[0].provider_reference}/confirm`, idempotencyKey: body.idempotencyKey });
    expect(confirm.body).toEqual(asForm(confirmed));

    // A retried request gets the first answer without calling Stripe again.
    const count = fake.requests.length;
    expect((await pay(body)).json()).toEqual(res.json());
    expect(fake.requests.length).toBe(count);
  });

  it('reads a card decline as an answer: insufficient funds, nothing paid', async () => {
    const { id } = await newRegistration(t, { status: 'cart' });
    const res = await pay(paymentBody(id, 'ctoken_declined'));
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toBe('Your card has insufficient funds');
    expect(await orders(id)).toMatchObject([{ status: 'declined', decline_reason: 'insufficient_funds', card_last4: '9995' }]);
  });

  it('3-D Secure: 202 with the client secret, then the verified webhook settles it once', async () => {
    const { id, email } = await newRegistration(t, { status: 'cart' });
    const body = paymentBody(id, 'ctoken_3ds');
    const first = await pay(body);
    expect(first.statusCode).toBe(202);
    const [{ provider_reference: pi }] = await orders(id);
    expect(first.json()).toMatchObject({ next: 'authenticate', clientSecret: `${pi}_secret_x` });
    fake.authenticate(pi, true);

    const payload = event('payment_intent.succeeded', { id: pi, object: 'payment_intent' });
    expect((await deliver(payload, 't=1,v1=bad')).statusCode).toBe(400);
    expect((await deliver(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_another' }))).statusCode).toBe(400);
    expect(await orders(id)).toMatchObject([{ status: 'pending' }]);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await deliver(payload, header)).json()).toEqual({ received: true, outcome: 'applied' });
    expect((await deliver(payload, header)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await orders(id)).toMatchObject([{ status: 'paid', card_brand: 'mastercard', card_last4: '3155' }]);
    expect(await rowCount(t, 'outbox', '"to" = $1', [email])).toBe(1);
    expect((await pay(body)).statusCode).toBe(200);
  });

  it('refunds by the PaymentIntent with the idempotency key, as RefundCreateParams', async () => {
    const result = await (t.app.payments as StripePaymentProvider).refund({ providerReference: 'pi_fake_1', amountCents: 5000, currency: 'USD', idempotencyKey: 'refund-key-1' });
    expect(result).toMatchObject({ status: 'succeeded', providerReference: expect.stringMatching(/^re_fake_/) });
    const refund = fake.requests.at(-1)!;
    const params: Stripe.RefundCreateParams = { payment_intent: 'pi_fake_1', amount: 5000 };
    expect(refund).toMatchObject({ path: '/v1/refunds', idempotencyKey: 'refund-key-1' });
    expect(refund.body).toEqual(asForm(params));
  });
});

describe('Stripe configuration', () => {
  it('refuses PAYMENT_PROVIDER=stripe without its keys, naming them', async () => {
    await expect(createTestApp({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' })).rejects.toThrow(/STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/);
  });
});
