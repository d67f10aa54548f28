import { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from '@portal/domain/webhooks/events';
import { WEBHOOK_PAYLOAD_SCHEMAS, type WebhookPayloadType } from '@portal/domain/webhooks/payloads';
import type { WebhookDoc } from './webhook-docs';

/**
 * The events the webhooks feature sends, with the payload schemas it parses every event with
 * before writing it (packages/domain/src/webhooks/payloads.ts): the `webhooks` section is
 * generated from them, so a payload change shows in the document by itself.
 */
const SUMMARIES: Record<WebhookPayloadType, string> = {
  'registration.created': 'A registration was created (with the contact a CRM files it under)',
  'registration.step_completed': 'A registrant completed a step (objectives, education, quiz)',
  'registration.paid': 'A registration was paid',
  'registration.cancelled': 'A registration was cancelled',
  'registration.moved': 'A registration moved to another session',
  'registration.team_changed': 'A registrant replaced or added team members (seats claimed for the added ones)',
  'payment.refunded': 'A payment was refunded, in full or in part',
  'attendance.marked': 'Attendance was marked or unmarked',
  'certificate.issued': 'A certificate was issued',
  'certificate.revoked': 'A certificate was revoked',
  'evaluation.received': 'A registrant answered the course evaluation (the session attended; the answers stay in the portal)',
  'roster.marked_sent': 'Staff marked an AGD roster as sent to AGD (once per roster; the AGD member IDs stay in the portal)',
  'lead.created': 'A lead came in (contact us, scanner trial)',
  'university.submitted': 'A university program was registered',
  'waiting_list.offered': 'A seat was offered to someone on the waiting list',
  [WEBHOOK_TEST_EVENT]: 'The test event an administrator sends from the back office (to that endpoint only)',
};

const TYPES: readonly WebhookPayloadType[] = [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT];

export const WEBHOOK_EVENT_DOCS: WebhookDoc[] = TYPES.map((event) => ({
  event,
  summary: SUMMARIES[event],
  payload: WEBHOOK_PAYLOAD_SCHEMAS[event],
}));
