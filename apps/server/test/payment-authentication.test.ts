import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPaymentEvent } from '../src/features/checkout/settle';
import { signSandboxEvent, SANDBOX_SIGNATURE_HEADER } from '../src/platform/payments/sandbox-webhook';
import { seedOfferings } from '../src/features/offerings/seed';
import { CARDS, newRegistration, paymentBody, rowCount, sandbox, tokenize } from './helpers/checkout-fixtures';
import { createTwoInstances, type TestApp } from './helpers/test-app';

/**
 * Issue 11: a card whose bank asks for 3-D Secure. The payment answers 202 with a client secret
 * and stays pending (no ClinID, coupon kept); the bank's answer reaches the portal by the
 * provider's signed webhook, applied once even when it reaches two instances at once; the
 * browser's retry of the same request then answers paid. A refusal declines the order and gives
 * the coupon back; an abandoned authentication is cancelled when the registrant tries again.
 */
let pair: Awaited<ReturnType<typeof createTwoInstances>>;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  pair = await createTwoInstances();
  ({ a, b } = pair);
  await seedOfferings(a.db);
});
afterAll(() => pair?.close());

const pay = (t: TestApp, body: object) => t.call({ method: 'POST', url: '/api/payment/', payload: body });
const authenticate = (t: TestApp, clientSecret: string, approve: boolean) => t.call({ method: 'POST', url: '/api/payments/sandbox/authenticate', payload: { clientSecret, approve } });
const order = async (registrationId: string) => (await a.db.pool.query('select status, decline_reason, card_last4, provider_reference from orders where registration_id = $1 order by created_at', [registrationId])).rows;
const registration = async (id: string) => (await a.db.pool.query('select status, clin_id from registrations where id = $1', [id])).rows[0];
const webhookSecret = () => (a.app.payments as unknown as { webhookSecret: string }).webhookSecret;

describe('3-D Secure with the sandbox', () => {
  it('answers 202 and keeps the order pending, then the approved authentication pays it once', async () => {
    const { id, email } = await newRegistration(a, { status: 'cart' });
    const body = paymentBody(id, await tokenize(a, CARDS.authentication));
    const first = await pay(a, body);
    expect(first.statusCode, first.body).toBe(202);
    const { clientSecret, next } = first.json();
    expect(next).toBe('authenticate');
    expect(await order(id)).toMatchObject([{ status: 'pending', card_last4: null }]);
    expect(await registration(id)).toEqual({ status: 'cart', clin_id: null });
    expect((await pay(b, body)).statusCode).toBe(202);

    expect((await authenticate(b, clientSecret, true)).statusCode).toBe(200);
    expect(await order(id)).toMatchObject([{ status: 'paid', card_last4: '3155' }]);
    expect(await registration(id)).toMatchObject({ status: 'confirmation', clin_id: expect.stringMatching(/./) });
    expect(await rowCount(a, 'outbox', '"to" = $1', [email])).toBe(1);
    const again = await pay(a, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().clinId).toBe((await registration(id)).clin_id);
    expect(await sandbox(a).chargesFor(id)).toHaveLength(1);
    // Authenticating twice charges nothing more.
    await authenticate(a, clientSecret, true);
    expect(await sandbox(a).chargesFor(id)).toHaveLength(1);
  });

  it('declines the order and gives the coupon back when the cardholder refuses', async () => {
    await a.db.pool.query(`insert into coupons (code, percent_off, single_use) values ('SCA10', 10, true)`);
    const { id } = await newRegistration(a, { status: 'cart' });
    const body = paymentBody(id, await tokenize(a, CARDS.authentication), { couponCode: 'SCA10' });
    const first = await pay(a, body);
    expect(first.statusCode).toBe(202);
    expect((await a.db.pool.query(`select times_used from coupons where code = 'SCA10'`)).rows[0].times_used).toBe(1);
    await authenticate(a, first.json().clientSecret, false);
    expect(await order(id)).toMatchObject([{ status: 'declined', decline_reason: 'authentication_failed' }]);
    expect((await a.db.pool.query(`select times_used from coupons where code = 'SCA10'`)).rows[0].times_used).toBe(0);
    const again = await pay(a, body);
    expect(again.statusCode).toBe(402);
    expect(again.json().error).toBe('Your bank could not confirm this payment. Please try again or use another card');
    expect(await sandbox(a).chargesFor(id)).toEqual([]);
  });

  it('cancels an abandoned authentication when the registrant pays again, so it can never charge later', async () => {
    const { id } = await newRegistration(a, { status: 'cart' });
    const abandoned = await pay(a, paymentBody(id, await tokenize(a, CARDS.authentication)));
    expect(abandoned.statusCode).toBe(202);
    const paid = await pay(b, paymentBody(id, await tokenize(b)));
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await order(id)).map((o) => o.status)).toEqual(['declined', 'paid']);
    await authenticate(a, abandoned.json().clientSecret, true);
    expect(await sandbox(a).chargesFor(id)).toHaveLength(1);
  });
});

describe('the provider’s webhook', () => {
  const event = (type: string, paymentIntent: string, id = `evt_${Math.random().toString(36).slice(2)}`) => JSON.stringify({ id, type, data: { paymentIntent } });
  const deliver = (t: TestApp, body: string, signature = signSandboxEvent(body, webhookSecret(), Date.now())) =>
    t.call({ method: 'POST', url: '/api/webhooks/sandbox', headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature }, payload: body });

  async function pendingPayment() {
    const { id, email } = await newRegistration(a, { status: 'cart' });
    const res = await pay(a, paymentBody(id, await tokenize(a, CARDS.authentication)));
    const intent = (await order(id))[0].provider_reference as string;
    // The bank says yes, but its event has not arrived yet.
    await a.db.pool.query(`update sandbox_intents set status = 'succeeded', charge_id = 'ch_sandbox_test' || id where id = $1`, [intent]);
    return { id, email, intent, clientSecret: res.json().clientSecret as string };
  }

  it('refuses a bad signature, an altered body and an old signature, changing nothing', async () => {
    const { id, intent } = await pendingPayment();
    const body = event('payment_intent.succeeded', intent);
    expect((await deliver(a, body, 't=1,v1=00')).statusCode).toBe(400);
    expect((await deliver(a, body.replace('succeeded', 'payment_failed'), signSandboxEvent(body, webhookSecret(), Date.now()))).statusCode).toBe(400);
    expect((await deliver(a, body, signSandboxEvent(body, webhookSecret(), Date.now() - 10 * 60_000))).statusCode).toBe(400);
    expect((await deliver(a, body, signSandboxEvent(body, 'another secret', Date.now()))).statusCode).toBe(400);
    expect(await order(id)).toMatchObject([{ status: 'pending' }]);
  });

  it('applies an event delivered twice, and to both instances at once, exactly once', async () => {
    const { id, email, intent } = await pendingPayment();
    const body = event('payment_intent.succeeded', intent);
    const signature = signSandboxEvent(body, webhookSecret(), Date.now());
    const answers = await Promise.all([a, b, a, b].map((t) => deliver(t, body, signature)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.map((r) => r.json().outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate']);
    expect(await order(id)).toMatchObject([{ status: 'paid' }]);
    expect(await rowCount(a, 'outbox', '"to" = $1', [email])).toBe(1);
  });

  it('control run: without the events row both deliveries reach the settlement, where the order’s lock still lets one act', async () => {
    const { id, email, intent } = await pendingPayment();
    const ev = { id: 'evt_control', kind: 'payment_succeeded' as const, providerReference: intent };
    const deps = (t: TestApp) => ({ payments: t.app.payments, hosts: t.config.site, publicUrl: t.config.publicUrl, company: t.config.company });
    const outcomes = await Promise.all([a, b].map((t) => applyPaymentEvent(t.db.orm, deps(t), ev, { once: false })));
    expect(outcomes.sort()).toEqual(['applied', 'no_pending_order']);
    expect(await rowCount(a, 'outbox', '"to" = $1', [email])).toBe(1);
    expect(await order(id)).toMatchObject([{ status: 'paid' }]);
  });
});
