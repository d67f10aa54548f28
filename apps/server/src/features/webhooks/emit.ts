import { and, arrayContains, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { WEBHOOK_PAYLOAD_VERSION, type WebhookEventType } from '@portal/domain/webhooks/events';
import { WEBHOOK_DATA_SCHEMAS, WEBHOOK_PAYLOAD_SCHEMAS, type WebhookData, type WebhookPayloadType } from '@portal/domain/webhooks/payloads';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/webhooks';
import { newPublicId } from '../../platform/security/ids';
import { queueDeliveries } from './queue';

/**
 * Reports a change to the endpoints subscribed to its type. Call it inside the transaction that
 * makes the change: the event, one delivery per enabled subscribed endpoint and their jobs commit
 * with the change or not at all. The data is parsed with the event's strict schema first, so a
 * field the schema does not allow (card data, a whole form) throws instead of being sent.
 */
export async function emitWebhookEvent<T extends WebhookEventType>(tx: NodePgDatabase, type: T, data: WebhookData<T>): Promise<string | null> {
  const parsed = WEBHOOK_DATA_SCHEMAS[type].parse(data);
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [type])));
  // No subscriber, nothing to keep: most changes happen with no CRM listening for them.
  if (endpoints.length === 0) return null;
  return insertEvent(tx, type, parsed, endpoints.map((e) => e.id));
}

/** Writes the event (its id is the `webhook-id` of every attempt) and a delivery per endpoint. */
export async function insertEvent(tx: NodePgDatabase, type: WebhookPayloadType, data: unknown, endpointIds: string[]): Promise<string> {
  const id = `msg_${newPublicId()}`;
  const payload = WEBHOOK_PAYLOAD_SCHEMAS[type].parse({ type, version: WEBHOOK_PAYLOAD_VERSION, timestamp: new Date().toISOString(), data });
  await tx.insert(webhookEvents).values({ id, type, payload });
  const deliveries = endpointIds.map((endpointId) => ({ id: newPublicId(), endpointId, eventId: id }));
  await tx.insert(webhookDeliveries).values(deliveries);
  await queueDeliveries(tx, deliveries.map((d) => d.id));
  return id;
}
