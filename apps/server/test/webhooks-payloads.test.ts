import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '@portal/domain/webhooks/events';
import { WEBHOOK_PAYLOAD_SCHEMAS } from '@portal/domain/webhooks/payloads';
import { offerings } from '../src/db/schema/offerings';
import { seedOfferings } from '../src/features/offerings/seed';
import { advance } from '../src/features/registration/progress';
import { emitWebhookEvent } from '../src/features/webhooks/emit';
import { createTestApp, type TestApp } from './helpers/test-app';
import { cardNumberPattern, CARDS, CVV, newKey, newRegistration, OFFERING, paymentBody, tokenize } from './helpers/checkout-fixtures';
import { mark } from './helpers/certificate-fixtures';
import { NO } from './helpers/lead-fixtures';
import { startReceiver, type Receiver } from './helpers/webhook-receiver';
import { addEndpoint, administrator, contactLead, WEBHOOK_TEST_ENV } from './helpers/webhook-fixtures';

/**
 * What the events carry (issue 29): each delivered body parses with its event's strict schema (no
 * field the schema does not name), never holds card data, and not the registration form's other
 * answers. The changes are made through the API, as people make them.
 */
let t: TestApp;
let admin: Record<string, string>;
let receiver: Receiver;

beforeAll(async () => {
  t = await createTestApp(WEBHOOK_TEST_ENV);
  await seedOfferings(t.db);
  admin = await administrator(t);
  receiver = await startReceiver();
  receiver.secret = (await addEndpoint(t, admin, receiver.url, [...WEBHOOK_EVENTS])).secret;
});
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

const FULL = 'hooksFullSession00000A';
const OTHER = 'hooksOtherSession0000A';
const ofType = (type: string) => receiver.accepted.filter((r) => r.type === type);

describe('payloads', () => {
  it('a paid, attended, revoked, refunded and cancelled registration sends only what each schema allows', async () => {
    const { id, email } = await newRegistration(t, { offeringId: OFFERING.onDemand });
    const paid = await t.call({ method: 'POST', url: '/api/payment/', payload: paymentBody(id, await tokenize(t, CARDS.success)) });
    expect(paid.statusCode).toBe(200);
    expect(await mark(t, OFFERING.onDemand, email)).toEqual([expect.objectContaining({ outcome: 'marked' })]);
    const absent = await t.call({ method: 'POST', url: `/api/admin/sessions/${OFFERING.onDemand}/attendance`, cookies: admin, payload: { registrationId: id, present: false } });
    expect(absent.statusCode).toBe(200);
    const refund = await t.call({ method: 'POST', url: `/api/admin/registrations/${id}/refund`, cookies: admin, payload: { amountCents: 1000, reason: 'Goodwill', idempotencyKey: newKey() } });
    expect(refund.statusCode).toBe(200);
    const cancel = await t.call({ method: 'POST', url: `/api/admin/registrations/${id}/cancel`, cookies: admin, payload: { reason: 'Asked by phone' } });
    expect(cancel.statusCode).toBe(200);
    await contactLead(t);
    const university = await t.call({ method: 'POST', url: '/api/university-form/', payload: NO(), remoteAddress: '10.29.200.1' });
    expect(university.statusCode).toBe(201);

    const types = ['registration.paid', 'attendance.marked', 'certificate.issued', 'certificate.revoked', 'payment.refunded', 'registration.cancelled', 'lead.created', 'university.submitted'];
    await receiver.waitFor(() => types.every((type) => ofType(type).length > 0));
    // Events of one registration may arrive in any order (each delivery on its own): both are there.
    expect(ofType('attendance.marked').map((r) => (r.body.data as { present: boolean }).present).sort()).toEqual([false, true]);
    expect(ofType('payment.refunded')[0].body.data).toMatchObject({ registrationId: id, amountCents: 1000, full: false });

    const order = (await t.db.pool.query('select card_brand, card_last4, billing from orders where registration_id = $1', [id])).rows[0];
    const registration = (await t.db.pool.query('select information from registrations where id = $1', [id])).rows[0].information;
    for (const r of receiver.accepted) {
      expect(() => WEBHOOK_PAYLOAD_SCHEMAS[r.type as keyof typeof WEBHOOK_PAYLOAD_SCHEMAS].parse(r.body), r.type).not.toThrow();
      expect(r.raw, r.type).not.toMatch(cardNumberPattern(CARDS.success));
      expect(r.raw, r.type).not.toContain(`"${CVV}"`);
      expect(r.raw, r.type).not.toMatch(/card|last4|brand|billing|cvv|expir/i);
      expect(r.raw, r.type).not.toContain(order.card_last4);
      expect(r.raw, r.type).not.toContain(order.billing.address1);
      for (const key of ['phone', 'licenseNumber', 'npiNumber', 'address1', 'postalCode', 'practiceName']) {
        const value = registration[key];
        if (typeof value === 'string' && value.length > 3) expect(r.raw, `${r.type} ${key}`).not.toContain(value);
      }
    }
  });

  it('registering, a funnel step, a move and the waiting-list offer it frees send only what each schema allows', async () => {
    const live = {
      kind: 'fundamentals', courseType: 'live', variant: 'standard', modality: 'in_person', titleEn: 'Hooks', titleFr: 'Crochets', language: 'en',
      startsAt: new Date(Date.now() + 30 * 86_400_000), endsAt: new Date(Date.now() + 30 * 86_400_000 + 8 * 3_600_000), timeZone: 'America/Chicago',
      country: 'US', state: 'IL', city: 'Chicago', venue: 'Hall', teamSeatAmount: 2, feeUsdCents: 149500, feeCadCents: 199500, status: 'published',
    } as const;
    await t.db.orm.insert(offerings).values([{ ...live, id: FULL, seatsCapacity: 1 }, { ...live, id: OTHER, seatsCapacity: 10 }]);
    const form = {
      campaignId: FULL, firstName: 'Hook', lastName: 'Person', email: 'hook.person@example.com', phone: '(312) 555-0123', practiceName: 'Hook Dental', role: 'doctor_owner',
      specialty: 'gp', address1: '1 Main St', city: 'Chicago', country: 'US', state: 'IL', postalCode: '60601', licenseNumber: 'IL-77', licenseState: 'IL',
      npiNumber: '1234567893', hotelNeeded: 'no', teamMembers: [],
    };
    const registered = await t.call({ method: 'POST', url: '/api/register/', payload: form });
    expect(registered.statusCode, registered.body).toBe(200);
    const id = registered.json().id as string;
    expect((await t.call({ method: 'POST', url: '/api/waiting-list/', payload: { offeringId: FULL, firstName: 'Wait', lastName: 'Ing', email: 'wait.ing@example.com' } })).statusCode).toBe(200);
    // A funnel step done (the scanner offer answered ends the objectives step), in the step's transaction.
    await t.db.pool.query(`update registrations set status = 'go_digital_landing' where id = $1`, [id]);
    await t.db.orm.transaction(async (tx) => advance(tx, { id, status: 'go_digital_landing', courseType: 'live' }, 'offer_answered'));
    const moved = await t.call({ method: 'POST', url: `/api/admin/registrations/${id}/move`, cookies: admin, payload: { offeringId: OTHER } });
    expect(moved.statusCode, moved.body).toBe(200);

    await receiver.waitFor(() => ['registration.created', 'registration.step_completed', 'registration.moved', 'waiting_list.offered'].every((type) => ofType(type).length > 0));
    expect(ofType('registration.created')[0].body.data).toMatchObject({ registrationId: id, sessionId: FULL, email: form.email, firstName: 'Hook', lastName: 'Person', country: 'US' });
    expect(ofType('registration.step_completed')[0].body.data).toMatchObject({ registrationId: id, step: 'objectives', status: 'scorm' });
    expect(ofType('registration.moved')[0].body.data).toMatchObject({ registrationId: id, fromSessionId: FULL, toSessionId: OTHER, seats: 1 });
    expect(ofType('waiting_list.offered')[0].body.data).toMatchObject({ sessionId: FULL, email: 'wait.ing@example.com' });
    for (const r of receiver.accepted) {
      expect(() => WEBHOOK_PAYLOAD_SCHEMAS[r.type as keyof typeof WEBHOOK_PAYLOAD_SCHEMAS].parse(r.body), r.type).not.toThrow();
      for (const value of ['555-0123', '5550123', 'Hook Dental', '1 Main St', 'IL-77', '1234567893', '60601']) expect(r.raw, r.type).not.toContain(value);
      // The waiting-list link's hold token is a capability: only the person's e-mail carries it.
      expect(r.raw, r.type).not.toMatch(/hold=|[A-Za-z0-9_-]{43}/);
    }
  });

  it('a field the schema does not name stops the change instead of being sent', async () => {
    const before = (await t.db.pool.query('select count(*)::int c from webhook_events')).rows[0].c;
    await expect(
      t.db.orm.transaction(async (tx) => {
        await tx.execute(`insert into leads (id, kind, locale, first_name, last_name, email, phone, country, zip, payload_hash) values ('strict-test', 'contact_us', 'en', 'A', 'B', 'a@example.com', '+12125550100', 'US', '10001', 'x')` as never);
        const data = { leadId: 'strict-test', source: 'contact_us', locale: 'en', email: 'a@example.com', firstName: 'A', lastName: 'B', phone: '+12125550100', country: 'US', marketingConsent: false, createdAt: new Date().toISOString() } as const;
        await emitWebhookEvent(tx, 'lead.created', { ...data, cardLast4: '4242' } as never);
      }),
    ).rejects.toThrow();
    expect((await t.db.pool.query('select count(*)::int c from webhook_events')).rows[0].c).toBe(before);
    expect((await t.db.pool.query(`select count(*)::int c from leads where id = 'strict-test'`)).rows[0].c).toBe(0);
  });
});
