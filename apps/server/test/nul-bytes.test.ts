import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { rowCount } from './helpers/checkout-fixtures';

/** PostgreSQL cannot store U+0000: every string input with one is a 400 naming the field, never a 500. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MESSAGE = { en: 'This entry contains a character that is not allowed. Please remove it and try again', 'fr-CA': 'Cette entrée contient un caractère non permis. Veuillez le retirer et réessayer' };
const LEAD = { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '312-555-0199', country: 'US', zip: '60601' };

describe('a NUL character in any input', () => {
  it.each([
    ['a JSON field', { method: 'POST', url: '/api/scanner-trial/leads', payload: { ...LEAD, lastName: 'Do\u0000e' } }, 'lastName'],
    ['a nested JSON field', { method: 'POST', url: '/api/register/', payload: { teamMembers: [{ email: 'a\u0000@example.com' }] } }, 'teamMembers.0.email'],
    ['a JSON key', { method: 'POST', url: '/api/contact-us/', payload: { ...LEAD, ['x\u0000']: 1 } }, '_'],
    ['a path parameter', { method: 'GET', url: '/api/provider/email/jane%00@example.com' }, 'email'],
    ['a query parameter', { method: 'GET', url: '/api/events/?locale=en%00' }, 'locale'],
  ] as const)('is refused in %s with a 400 that names the field', async (_where, request, field) => {
    const before = await rowCount(t, 'leads');
    const res = await t.call({ ...request, payload: 'payload' in request ? request.payload : undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [MESSAGE.en], fields: { [field]: MESSAGE.en } });
    expect(await rowCount(t, 'leads')).toBe(before);
  });

  it('is answered in the request locale', async () => {
    const res = await t.call({ method: 'POST', url: '/api/contact-us/', payload: { ...LEAD, firstName: '\u0000' }, locale: 'fr-CA' });
    expect(res.json().errors).toEqual([MESSAGE['fr-CA']]);
  });

  it('the same request without the NUL passes the check (the guard refuses only what it must)', async () => {
    const res = await t.call({ method: 'POST', url: '/api/scanner-trial/leads', payload: LEAD });
    expect(res.statusCode).toBeLessThan(300);
  });
});
