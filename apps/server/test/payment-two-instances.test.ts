import { SANDBOX_TEST_CARDS, sandboxCardSchema } from '@portal/domain/checkout/sandbox-card';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxPaymentProvider } from '../src/platform/payments/sandbox-provider';
import { seedOfferings } from '../src/features/offerings/seed';
import { newKey, newRegistration, paymentBody, sandbox, tokenize } from './helpers/checkout-fixtures';
import { createTwoInstances, type TestApp } from './helpers/test-app';

/**
 * Issue 11: the sandbox payment provider keeps its books in PostgreSQL, so two server instances
 * behind one proxy act as one provider. A card tokenized through instance A is charged through
 * instance B (with the books in one process's memory, B answered "token invalid"); the same
 * payment sent to both at once charges once and both answer the same order; the provider's own
 * idempotency holds across instances, and its control run without the key lock shows the
 * collision the lock prevents.
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

describe('two instances, one sandbox', () => {
  it('charges through instance B a card tokenized through instance A', async () => {
    const { id } = await newRegistration(a, { status: 'cart' });
    const res = await b.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(id, await tokenize(a)) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await sandbox(a).chargesFor(id)).map((c) => c.amountCents)).toEqual([149500]);
  });

  it('charges once when the same payment reaches both instances at the same moment', async () => {
    const { id } = await newRegistration(a, { status: 'cart' });
    const body = paymentBody(id, await tokenize(a));
    const [ra, rb] = await Promise.all([a, b].map((t) => t.call({ method: 'POST', url: '/api/payment/', payload: body })));
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    expect(ra.json().orderId).toBe(rb.json().orderId);
    expect(await sandbox(b).chargesFor(id)).toHaveLength(1);
  });

  it('answers one execution of a key from either instance, however many arrive at once; without the key lock they collide', async () => {
    const race = async (lockKeys: boolean) => {
      const providers = [a, b].map((t) => new SandboxPaymentProvider(t.db.orm, 'test-webhook-secret', Date.now, { lockKeys }));
      const reference = `race-${lockKeys}-${newKey()}`;
      const intent = await providers[0].prepare({ amountCents: 1000, currency: 'USD', reference, description: 'race' });
      const token = (await providers[1].tokenize(sandboxCardSchema.parse({ cardNumber: SANDBOX_TEST_CARDS.success, nameOnCard: 'A', expiry: '12/40', cvv: '123', postalCode: '60601' }))).token;
      const key = newKey();
      const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => providers[i % 2].execute(intent.paymentIntentId, token, key)));
      const charges = await providers[0].chargesFor(reference);
      return { failed: results.filter((r) => r.status === 'rejected').length, refs: new Set(results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.providerReference] : []))).size, charges: charges.length };
    };
    expect(await race(true)).toEqual({ failed: 0, refs: 1, charges: 1 });
    const control = await race(false);
    expect(control.failed).toBeGreaterThan(0);
  });
});
