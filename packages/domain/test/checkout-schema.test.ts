import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry } from '../src/checkout/card-format';
import { sandboxCardSchema, SANDBOX_TEST_CARDS } from '../src/checkout/sandbox-card';
import { CHECKOUT_MSG } from '../src/checkout/messages';
import { billingSchema, couponRequestSchema, paymentRequestSchema } from '../src/checkout/schema';

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
const card = (more: Record<string, string> = {}) => ({ cardNumber: '4242 4242 4242 4242', nameOnCard: 'Maya Patel', expiry: `12/${nextYear}`, cvv: '123', postalCode: '60601', ...more });
const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.') || '_', i.message]));

describe('sandbox card fields', () => {
  it('accepts the test cards and keeps only what the token needs', () => {
    for (const number of Object.values(SANDBOX_TEST_CARDS)) {
      const r = sandboxCardSchema.safeParse(card({ cardNumber: number }));
      expect(r.success, number).toBe(true);
      expect(r.data).toMatchObject({ brand: 'visa', last4: number.slice(-4), expMonth: 12, expYear: 2000 + Number(nextYear) });
    }
  });

  it.each([
    ['a number failing Luhn', { cardNumber: '4242 4242 4242 4241' }, 'cardNumber', 'checkout:errors.cardNumber'],
    ['letters in the number', { cardNumber: '4242-4242-abcd-4242' }, 'cardNumber', 'checkout:errors.cardNumber'],
    ['an expiry in the past', { expiry: '01/20' }, 'expiry', 'checkout:errors.expiry'],
    ['a month 13', { expiry: `13/${nextYear}` }, 'expiry', 'checkout:errors.expiry'],
    ['a 4-digit CVV on Visa', { cvv: '1234' }, 'cvv', 'checkout:errors.cvv'],
    ['a 3-digit CVV on American Express', { cardNumber: '3782 822463 10005', cvv: '123' }, 'cvv', 'checkout:errors.cvv'],
    ['a bad zip', { postalCode: '123' }, 'postalCode', 'errors:validation.postal'],
    ['a missing name', { nameOnCard: ' ' }, 'nameOnCard', 'errors:validation.required'],
  ])('refuses %s', (_label, more, field, message) => {
    expect(messages(sandboxCardSchema.safeParse(card(more)))[field]).toBe(message);
  });

  it('accepts American Express with a 4-digit CVV and a Canadian postal code', () => {
    const r = sandboxCardSchema.safeParse(card({ cardNumber: '378282246310005', cvv: '1234', postalCode: 'm5x1a9' }));
    expect(r.data).toMatchObject({ brand: 'american-express', last4: '0005', postalCode: 'M5X 1A9' });
  });

  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242', '4242 4242'],
    ['42', '42'],
  ])('formats the number %s', (input, expected) => expect(formatCardNumber(input)).toBe(expected));

  it.each([
    ['1229', '12/29'],
    ['12/29', '12/29'],
    ['1', '1'],
  ])('formats the expiry %s', (input, expected) => expect(formatExpiry(input)).toBe(expected));
});

const billing = { address1: '100 King St W', address2: '', city: 'Toronto', country: 'CA', state: 'ON', postalCode: 'm5x1a9' };
const payment = (more: Record<string, unknown> = {}) => ({
  registrationId: 'AAAAAAAAAAAAAAAAAAAAAA', paymentToken: 'tok_sandbox_x', idempotencyKey: 'k'.repeat(22), billing,
  termsAccepted: true, termsVersion: '2026-11-01', ...more,
});

describe('payment request', () => {
  it('accepts a token, billing and terms, and normalizes postal code and coupon', () => {
    const r = paymentRequestSchema.safeParse(payment({ couponCode: ' welcome10 ' }));
    expect(r.data).toMatchObject({ billing: { postalCode: 'M5X 1A9' }, couponCode: 'WELCOME10', scannerTrial: false });
  });

  it.each([
    ['cardNumber', { cardNumber: '4242424242424242' }],
    ['cvv', { cvv: '123' }],
    ['an amount', { orderTotalCents: 100 }],
    ['card fields inside billing', { billing: { ...billing, cardNumber: '4242424242424242' } }],
  ])('refuses %s with the unexpected-fields message', (_label, more) => {
    expect(Object.values(messages(paymentRequestSchema.safeParse(payment(more))))).toContain(CHECKOUT_MSG.unexpectedFields);
  });

  it.each([false, undefined, 'yes'])('requires the terms agreement (%j)', (value) => {
    expect(messages(paymentRequestSchema.safeParse(payment({ termsAccepted: value }))).termsAccepted).toBe(CHECKOUT_MSG.terms);
  });

  it.each([
    ['a short key', { idempotencyKey: 'short' }, 'idempotencyKey'],
    ['a forged registration id', { registrationId: '../../etc' }, 'registrationId'],
    ['an empty token', { paymentToken: '' }, 'paymentToken'],
  ])('refuses %s', (_label, more, field) => {
    expect(messages(paymentRequestSchema.safeParse(payment(more)))[field]).toBeDefined();
  });
});

describe('billing address', () => {
  it.each([
    [{ country: 'US', state: 'ON' }, 'state'],
    [{ country: 'US', state: 'IL', postalCode: 'M5X 1A9' }, 'postalCode'],
    [{ country: 'PR', state: 'PR', postalCode: '00901' }, null],
    [{ country: 'CA', state: 'QC', postalCode: 'H2X 1Y4' }, null],
  ])('%o', (more, field) => {
    const r = billingSchema.safeParse({ ...billing, ...more });
    if (field) expect(messages(r)[field]).toBeDefined();
    else expect(r.success).toBe(true);
  });
});

describe('coupon request', () => {
  it.each(['', '   ', 'x'.repeat(41)])('answers an unusable code %j with the coupon message', (code) => {
    expect(messages(couponRequestSchema.safeParse({ registrationId: 'AAAAAAAAAAAAAAAAAAAAAA', code })).code).toBe(CHECKOUT_MSG.invalidCoupon);
  });
});
