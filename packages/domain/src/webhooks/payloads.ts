import { z } from 'zod/mini';
import { WEBHOOK_EVENTS, WEBHOOK_PAYLOAD_VERSION, WEBHOOK_TEST_EVENT, type WebhookEventType } from './events';

/**
 * What each webhook event sends (issue 29), documented in the OpenAPI file's `webhooks` section.
 * Every body is the envelope `{ type, version, timestamp, data }`; `data` holds ids and only the
 * personal data the event needs (a CRM needs the contact of a new registration or lead; a payment
 * event needs amounts, never card data). The objects are strict: the server parses every payload
 * with its schema before writing the event, so a field added in a service without being added
 * here stops the change instead of leaking.
 */
const id = () => z.string().check(z.minLength(1), z.maxLength(64));
const at = () => z.iso.datetime({ offset: true });
const text = (max = 200) => z.string().check(z.maxLength(max));
const cents = () => z.int().check(z.minimum(0));
const currency = () => z.enum(['USD', 'CAD']);
const locale = () => z.enum(['en', 'en-CA', 'fr-CA']);

/** The contact a CRM files a registration under (the rest of the form stays in the portal). */
const contact = { email: text(254), firstName: text(), lastName: text() };

export const WEBHOOK_DATA_SCHEMAS = {
  'registration.created': z.strictObject({
    registrationId: id(),
    sessionId: id(),
    courseType: z.enum(['live', 'on_demand']),
    locale: locale(),
    country: text(2),
    status: text(40),
    ...contact,
    createdAt: at(),
  }),
  'registration.step_completed': z.strictObject({
    registrationId: id(),
    step: z.enum(['objectives', 'education', 'quiz']),
    status: text(40),
    completedAt: at(),
  }),
  'registration.paid': z.strictObject({
    registrationId: id(),
    sessionId: id(),
    orderId: id(),
    clinId: text(40),
    currency: currency(),
    totalCents: cents(),
    paidAt: at(),
  }),
  'registration.cancelled': z.strictObject({ registrationId: id(), sessionId: id(), seatsReleased: z.int(), cancelledAt: at() }),
  'registration.moved': z.strictObject({ registrationId: id(), fromSessionId: id(), toSessionId: id(), seats: z.int(), movedAt: at() }),
  /** The registrant replaced or added team members on their own page: counts only, the members' contacts stay in the portal. */
  'registration.team_changed': z.strictObject({
    registrationId: id(),
    sessionId: id(),
    teamSize: z.int().check(z.minimum(0)),
    added: z.int().check(z.minimum(0)),
    replaced: z.int().check(z.minimum(0)),
    changedAt: at(),
  }),
  'payment.refunded': z.strictObject({
    refundId: id(),
    orderId: id(),
    registrationId: id(),
    currency: currency(),
    amountCents: cents(),
    refundedCents: cents(),
    /** True when this refund brought the total refunded to what was paid (the registration has ended). */
    full: z.boolean(),
    refundedAt: at(),
  }),
  'attendance.marked': z.strictObject({ registrationId: id(), sessionId: id(), present: z.boolean(), markedAt: at() }),
  'certificate.issued': z.strictObject({ registrationId: id(), sessionId: id(), ceHours: z.number(), issuedAt: at() }),
  'certificate.revoked': z.strictObject({ registrationId: id(), sessionId: id(), revokedAt: at() }),
  /** A registrant answered the course evaluation (issue 52): which registration and the session attended; the answers stay in the portal. */
  'evaluation.received': z.strictObject({ registrationId: id(), sessionId: id(), submittedAt: at() }),
  /**
   * Staff marked a session's AGD roster as sent to AGD (issue 52): the session, which roster (null for
   * a live session's; the month of completion, "2027-03", for the on-demand course's), how many AGD
   * members it reported and when. Who marked it stays in the audit log; the members' IDs stay in the portal.
   */
  'roster.marked_sent': z.strictObject({ sessionId: id(), period: z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}$/))), rows: z.int().check(z.minimum(0)), sentAt: at() }),
  'lead.created': z.strictObject({
    leadId: id(),
    source: z.enum(['contact_us', 'scanner_trial']),
    locale: locale(),
    ...contact,
    phone: text(20),
    country: text(2),
    marketingConsent: z.boolean(),
    createdAt: at(),
  }),
  'university.submitted': z.strictObject({
    submissionId: id(),
    locale: locale(),
    ...contact,
    phone: text(20),
    university: text(),
    program: text(),
    programDate: z.iso.date(),
    openAccount: z.boolean(),
    submittedAt: at(),
  }),
  'waiting_list.offered': z.strictObject({ waitingListId: id(), sessionId: id(), ...contact, locale: locale(), offeredAt: at(), offerExpiresAt: at() }),
} satisfies Record<WebhookEventType, z.ZodMiniType>;

export type WebhookData<T extends WebhookEventType> = z.output<(typeof WEBHOOK_DATA_SCHEMAS)[T]>;

/** The test event from the back office: which endpoint asked, nothing about anyone. */
export const WebhookTestDataSchema = z.strictObject({ endpointId: id(), message: text() });

const envelope = <T extends string, D extends z.ZodMiniType>(type: T, data: D) =>
  z.strictObject({ type: z.literal(type), version: z.literal(WEBHOOK_PAYLOAD_VERSION), timestamp: at(), data });

/** The whole body of each event, keyed by event type (the OpenAPI file's `webhooks` lists these). */
export type WebhookPayloadType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;
export const WEBHOOK_PAYLOAD_SCHEMAS = Object.fromEntries([
  ...WEBHOOK_EVENTS.map((type) => [type, envelope(type, WEBHOOK_DATA_SCHEMAS[type])] as const),
  [WEBHOOK_TEST_EVENT, envelope(WEBHOOK_TEST_EVENT, WebhookTestDataSchema)] as const,
]) as Record<WebhookPayloadType, z.ZodMiniObject>;
