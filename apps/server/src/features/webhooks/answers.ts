import { z } from 'zod';
import { isoInstant, listAnswer, whole } from '@portal/domain/staff/answers';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from '@portal/domain/webhooks/events';
import { noContent } from '../../platform/answers/declare';

/**
 * What the webhook management routes answer (admin-routes.ts), as views.ts builds it. Integrators
 * script these routes, so each answer carries an example (checked against its schema by the
 * document's tests).
 */
const Endpoint = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  disabledReason: z.enum(['failing', 'manual']).nullable(),
  failingSince: isoInstant().nullable(),
  lastDeliveryAt: isoInstant().nullable(),
  createdAt: isoInstant(),
  createdBy: z.string(),
});
// The signing secret is in these two answers only: it is never shown again.
const EndpointWithSecret = Endpoint.extend({ secret: z.string() });

const Delivery = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.enum([...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT]),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: whole(),
  createdAt: isoInstant(),
  lastAttemptAt: isoInstant().nullable(),
  nextAttemptAt: isoInstant().nullable(),
  responseStatus: whole().nullable(),
  responseExcerpt: z.string().nullable(),
  latencyMs: whole().nullable(),
});

const endpoint = {
  id: 'xqqabrbNU86mEr7-McllwQ',
  url: 'https://crm.example.com/hooks/provider-portal',
  description: 'CRM: registrations and payments',
  events: ['registration.created', 'registration.paid', 'payment.refunded'],
  enabled: true,
  disabledReason: null,
  failingSince: null,
  lastDeliveryAt: '2026-11-20T14:03:11.482Z',
  createdAt: '2026-10-02T09:15:40.117Z',
  createdBy: 'Dana Whitfield',
} satisfies z.input<typeof Endpoint>;
const secret = 'whsec_11xpHNKZjJXn6rQy6XKB5+eebbv7bs2l';
const delivered = {
  id: 'pTrcuZcP8EwZQoUwOwk24w',
  eventId: 'msg_1Cvt6-oHrfT5iSviI2OBvw',
  eventType: 'registration.paid',
  status: 'delivered',
  attempts: 1,
  createdAt: '2026-11-20T14:03:10.902Z',
  lastAttemptAt: '2026-11-20T14:03:11.482Z',
  nextAttemptAt: null,
  responseStatus: 200,
  responseExcerpt: '{"received":true}',
  latencyMs: 212,
} satisfies z.input<typeof Delivery>;
// A delivery just queued (test event, redelivery): not attempted yet, due now.
const queued = {
  ...delivered,
  id: 'Hff5Wcn7DFExOuZkwYfYqQ',
  status: 'pending',
  attempts: 0,
  createdAt: '2026-11-21T10:00:00.000Z',
  lastAttemptAt: null,
  nextAttemptAt: '2026-11-21T10:00:00.000Z',
  responseStatus: null,
  responseExcerpt: null,
  latencyMs: null,
} satisfies z.input<typeof Delivery>;

export const EndpointListAnswer = listAnswer(Endpoint, 'One page of endpoints, and how many there are (never their secrets)').meta({ examples: [{ data: [endpoint], total: 1 }] });
export const EndpointAnswer = Endpoint.describe('The endpoint (never its secret)').meta({ examples: [endpoint] });
export const EndpointChangedAnswer = Endpoint.describe('The endpoint as changed (never its secret)').meta({ examples: [{ ...endpoint, events: [...endpoint.events, 'certificate.issued'] }] });
export const EndpointCreatedAnswer = EndpointWithSecret.describe('The endpoint added, with its signing secret: shown this once').meta({
  examples: [{ ...endpoint, lastDeliveryAt: null, secret }],
});
export const SecretRotatedAnswer = EndpointWithSecret.describe('The endpoint with its new signing secret (the old one stops signing now): shown this once').meta({
  examples: [{ ...endpoint, secret }],
});
export const EndpointDeletedAnswer = noContent('Removed, with its deliveries');
export const TestQueuedAnswer = Delivery.describe("The test event's delivery, queued (sent by the worker; its outcome shows in the deliveries list)").meta({
  examples: [{ ...queued, eventId: 'msg_sHjEu6K6lL7_sv00ZlpH7Q', eventType: WEBHOOK_TEST_EVENT }],
});
export const DeliveryListAnswer = listAnswer(Delivery, "One page of the endpoint's deliveries, newest first, and how many there are").meta({
  examples: [{ data: [delivered, { ...delivered, id: 'sHjEu6K6lL7_sv00ZlpH7Q', eventType: 'registration.created', status: 'pending', attempts: 2, responseStatus: 503, responseExcerpt: 'Service Unavailable', latencyMs: 87, nextAttemptAt: '2026-11-20T14:05:11.482Z' }], total: 2 }],
});
export const RedeliveryQueuedAnswer = Delivery.describe('The new delivery of the same event (same webhook-id), queued').meta({ examples: [queued] });
