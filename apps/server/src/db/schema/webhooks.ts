import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { WebhookDeliveryStatus, WebhookEventType } from '@portal/domain/webhooks/events';
import type { Locale } from '@portal/domain/locale/locales';
import { staffUsers } from './staff';

/**
 * Webhooks to the company's CRM (features/webhooks). The signing secret must stay usable to sign,
 * so it is stored encrypted with a key derived from APP_SECRET (features/webhooks/secret-box.ts),
 * never in the clear.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: text('id').primaryKey(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  events: text('events').array().$type<WebhookEventType[]>().notNull(),
  secretSealed: text('secret_sealed').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  disabledReason: text('disabled_reason').$type<'failing' | 'manual'>(),
  /** The first failed delivery since the last success: the clock of WEBHOOK_DISABLE_AFTER_DAYS. */
  failingSince: timestamp('failing_since', { withTimezone: true }),
  lastDeliveryAt: timestamp('last_delivery_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdById: text('created_by_id').references(() => staffUsers.id, { onDelete: 'set null' }),
  createdByName: text('created_by_name').notNull(),
  /** The language the creator used the back office in: the failing endpoint's e-mail is in it. */
  createdByLocale: text('created_by_locale').$type<Locale>().notNull().default('en'),
});

/** One row per change reported; `id` is the Standard Webhooks `webhook-id`, the same on every retry. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_events_created_idx').on(t.createdAt)],
);

/**
 * One row per endpoint and event (plus one per redelivery staff ask for, naming the first). A
 * worker claims the row before sending (`claimed_until`, a lease), so two instances or a job run
 * twice never send one delivery twice; retries are new jobs at `next_attempt_at`.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: text('endpoint_id').notNull().references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull().references(() => webhookEvents.id, { onDelete: 'cascade' }),
    redeliveryOf: text('redelivery_of'),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    responseExcerpt: text('response_excerpt'),
    latencyMs: integer('latency_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    // Exactly one first delivery per endpoint and event; redeliveries are explicit extra rows.
    uniqueIndex('webhook_deliveries_once_idx').on(t.endpointId, t.eventId).where(sql`${t.redeliveryOf} is null`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
