import type { WebhookDeliveryView, WebhookEndpointView } from '@portal/domain/webhooks/events';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../../db/schema/webhooks';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What the back office reads of an endpoint: never its secret. */
export function endpointView(e: WebhookEndpointRow): WebhookEndpointView {
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    events: e.events,
    enabled: e.enabled,
    disabledReason: e.disabledReason ?? null,
    failingSince: iso(e.failingSince),
    lastDeliveryAt: iso(e.lastDeliveryAt),
    createdAt: e.createdAt.toISOString(),
    createdBy: e.createdByName,
  };
}

export function deliveryView(d: WebhookDeliveryRow, eventType: string): WebhookDeliveryView {
  return {
    id: d.id,
    eventId: d.eventId,
    eventType: eventType as WebhookDeliveryView['eventType'],
    status: d.status,
    attempts: d.attempts,
    createdAt: d.createdAt.toISOString(),
    lastAttemptAt: iso(d.lastAttemptAt),
    nextAttemptAt: iso(d.nextAttemptAt),
    responseStatus: d.responseStatus,
    responseExcerpt: d.responseExcerpt,
    latencyMs: d.latencyMs,
  };
}
