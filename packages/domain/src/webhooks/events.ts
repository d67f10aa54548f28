/**
 * Webhooks to the company's CRM (issue 29): the events an endpoint can subscribe to, the delivery
 * rules, and what the back office reads. The server writes an event in the same transaction as the
 * change it reports and delivers it from the job queue, signed as the Standard Webhooks
 * specification says (webhook-id, webhook-timestamp, webhook-signature).
 */
export const WEBHOOK_EVENTS = [
  'registration.created',
  'registration.step_completed',
  'registration.paid',
  'registration.cancelled',
  'registration.moved',
  'registration.team_changed',
  'payment.refunded',
  'attendance.marked',
  'certificate.issued',
  'certificate.revoked',
  'evaluation.received',
  'roster.marked_sent',
  'lead.created',
  'university.submitted',
  'waiting_list.offered',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** The event the back office's 'Send test event' sends to one endpoint (never to subscribers). */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Payloads carry this version; a change that is not additive gets a new one (documented in the OpenAPI file). */
export const WEBHOOK_PAYLOAD_VERSION = 1;

/** An answer within this time with a 2xx status counts as delivered. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Failed deliveries are retried with exponential backoff for up to this long after the event. */
export const WEBHOOK_RETRY_HOURS = 72;
/** An endpoint whose deliveries have all failed for this long is disabled and its owner e-mailed. */
export const WEBHOOK_DISABLE_AFTER_DAYS = 5;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** GET /api/admin/webhook-endpoints (list `{ data, total }`) and /:id. */
export interface WebhookEndpointView {
  id: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
  /** Why it is off: 'failing' (disabled by the server after WEBHOOK_DISABLE_AFTER_DAYS) or 'manual'. */
  disabledReason: 'failing' | 'manual' | null;
  /** Since when every delivery has failed (null while deliveries succeed). */
  failingSince: string | null;
  lastDeliveryAt: string | null;
  createdAt: string;
  /** The administrator who added it (name), e-mailed when the server disables it. */
  createdBy: string;
}

/** POST /api/admin/webhook-endpoints and .../:id/rotate-secret: the signing secret, shown this once. */
export interface WebhookEndpointWithSecret extends WebhookEndpointView {
  secret: string;
}

/** GET /api/admin/webhook-endpoints/:id/deliveries (list `{ data, total }`, newest first). */
export interface WebhookDeliveryView {
  id: string;
  eventId: string;
  eventType: WebhookEventType | typeof WEBHOOK_TEST_EVENT;
  status: WebhookDeliveryStatus;
  attempts: number;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  /** The endpoint's last HTTP status (null: no answer, e.g. refused or timed out). */
  responseStatus: number | null;
  /** The start of the endpoint's last answer body, WEBHOOK_UNREACHABLE when none came, or the time-out. */
  responseExcerpt: string | null;
  latencyMs: number | null;
}

/** The first retry waits this long; each next one twice as long, up to WEBHOOK_RETRY_MAX_SECONDS. */
export const WEBHOOK_RETRY_FIRST_SECONDS = 30;
export const WEBHOOK_RETRY_MAX_SECONDS = 60 * 60;
/**
 * What a delivery keeps as its answer when the endpoint could not be reached at all (its address
 * refused in production, an unknown name, a connection refused or reset). Staff see one generic
 * text for all of them: telling a private address from an unknown name would map the internal network.
 */
export const WEBHOOK_UNREACHABLE = 'refused_or_unreachable';
/** How much of an endpoint's answer body the deliveries list keeps. */
export const WEBHOOK_EXCERPT_CHARS = 500;
/** Standard Webhooks secrets: 'whsec_' and the base64 of 24 random bytes (192 bits). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
