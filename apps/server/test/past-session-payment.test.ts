import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration, OFFERING, paymentBody, rowCount, sandbox, tokenize } from './helpers/checkout-fixtures';
import { seedOfferings } from '../src/features/offerings/seed';
import { createTestApp, type TestApp } from './helpers/test-app';

/** A live session that has taken place cannot be sold any more, whatever record points at it. */
const MESSAGE = {
  en: 'This session has already taken place, so it can no longer be paid for. Please choose another session on the live training schedule',
  'fr-CA': 'Cette séance a déjà eu lieu et ne peut plus être payée. Veuillez choisir une autre séance dans le calendrier des formations en direct',
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
});
afterAll(() => t.close());

const moveSession = (id: string, days: number) =>
  t.db.pool.query(`update offerings set starts_at = now() + $2 * interval '1 day', ends_at = now() + $2 * interval '1 day' + interval '7 hours' where id = $1`, [id, days]);

describe('paying for a live session', () => {
  it('is refused once the session has started: no order, no charge, no status change', async () => {
    const { id } = await newRegistration(t, { offeringId: OFFERING.live });
    await moveSession(OFFERING.live, -2);
    const body = paymentBody(id, await tokenize(t));
    const res = await t.call({ method: 'POST', url: '/api/payment/', payload: body });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: MESSAGE.en });
    expect(await rowCount(t, 'orders', 'registration_id = $1', [id])).toBe(0);
    expect((await sandbox(t).chargesFor(id))).toHaveLength(0);
    expect((await t.db.pool.query('select status from registrations where id = $1', [id])).rows[0].status).toBe('cart');
  });

  it('says so on the cart, in the registrant locale, before any card is typed', async () => {
    const { id } = await newRegistration(t, { offeringId: OFFERING.live, locale: 'fr-CA' });
    await moveSession(OFFERING.live, -2);
    const res = await t.call({ method: 'GET', url: `/api/cart/${id}`, locale: 'fr-CA' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: MESSAGE['fr-CA'] });
  });

  it('control: the same record pays while the session is still ahead', async () => {
    const { id } = await newRegistration(t, { offeringId: OFFERING.live });
    await moveSession(OFFERING.live, 10);
    const res = await t.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(id, await tokenize(t)) });
    expect(res.statusCode).toBe(200);
  });

  it('never applies to on-demand courses, which have no date', async () => {
    const { id } = await newRegistration(t, { offeringId: OFFERING.onDemand });
    const res = await t.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(id, await tokenize(t)) });
    expect(res.statusCode).toBe(200);
  });
});
