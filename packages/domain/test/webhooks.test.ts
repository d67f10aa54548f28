import { describe, expect, it } from 'vitest';
import { WebhookEndpointCreateSchema, WebhookEndpointPatchSchema } from '../src/webhooks/admin-schemas';
import { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from '../src/webhooks/events';
import { WEBHOOK_DATA_SCHEMAS, WEBHOOK_PAYLOAD_SCHEMAS } from '../src/webhooks/payloads';

describe('webhook endpoint bodies', () => {
  it.each([
    [{ url: 'https://crm.example.com/hooks', events: ['lead.created'] }, true],
    [{ url: 'http://127.0.0.1:4000/h', description: 'local', events: ['lead.created', 'registration.paid'] }, true],
    [{ url: ' https://crm.example.com ', events: [...WEBHOOK_EVENTS] }, true],
    [{ url: 'ftp://crm.example.com', events: ['lead.created'] }, false],
    [{ url: 'https://user:pw@crm.example.com', events: ['lead.created'] }, false],
    [{ url: 'crm.example.com', events: ['lead.created'] }, false],
    [{ url: 'https://crm.example.com', events: [] }, false],
    [{ url: 'https://crm.example.com', events: ['webhook.test'] }, false],
    [{ url: 'https://crm.example.com', events: ['lead.created'], description: 'x'.repeat(501) }, false],
    [{ events: ['lead.created'] }, false],
  ])('%j is accepted: %s', (body, ok) => {
    expect(WebhookEndpointCreateSchema.safeParse(body).success).toBe(ok);
  });

  it('names its messages by catalog key', () => {
    const r = WebhookEndpointCreateSchema.safeParse({ url: 'https://crm.example.com', events: [] });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['webhooks:errors.eventsRequired']);
    expect(WebhookEndpointPatchSchema.parse({ enabled: true })).toEqual({ enabled: true });
  });
});

describe('webhook payloads', () => {
  it('has a schema for every event and the test event', () => {
    expect(Object.keys(WEBHOOK_DATA_SCHEMAS).sort()).toEqual([...WEBHOOK_EVENTS].sort());
    expect(Object.keys(WEBHOOK_PAYLOAD_SCHEMAS).sort()).toEqual([...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT].sort());
  });

  const refund = { refundId: 'r1', orderId: 'o1', registrationId: 'g1', currency: 'USD', amountCents: 1000, refundedCents: 1000, full: true, refundedAt: '2031-01-10T15:00:00.000Z' };
  it('refuses a field the schema does not name, in the data and in the envelope', () => {
    expect(WEBHOOK_DATA_SCHEMAS['payment.refunded'].safeParse(refund).success).toBe(true);
    expect(WEBHOOK_DATA_SCHEMAS['payment.refunded'].safeParse({ ...refund, cardLast4: '4242' }).success).toBe(false);
    const body = { type: 'payment.refunded', version: 1, timestamp: '2031-01-10T15:00:00.000Z', data: refund };
    expect(WEBHOOK_PAYLOAD_SCHEMAS['payment.refunded'].safeParse(body).success).toBe(true);
    expect(WEBHOOK_PAYLOAD_SCHEMAS['payment.refunded'].safeParse({ ...body, billing: {} }).success).toBe(false);
    expect(WEBHOOK_PAYLOAD_SCHEMAS['payment.refunded'].safeParse({ ...body, type: 'lead.created' }).success).toBe(false);
    expect(WEBHOOK_PAYLOAD_SCHEMAS['payment.refunded'].safeParse({ ...body, version: 2 }).success).toBe(false);
  });
});
