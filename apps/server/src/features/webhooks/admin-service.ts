import { and, count, desc, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import type { Locale } from '@portal/domain/locale/locales';
import { WEBHOOK_MSG, type WebhookEndpointCreate, type WebhookEndpointPatch, type WebhookListQuery } from '@portal/domain/webhooks/admin-schemas';
import { WEBHOOK_TEST_EVENT, type WebhookDeliveryView, type WebhookEndpointView, type WebhookEndpointWithSecret } from '@portal/domain/webhooks/events';
import { webhookDeliveries, webhookEndpoints, webhookEvents, type WebhookEndpointRow } from '../../db/schema/webhooks';
import { newPublicId } from '../../platform/security/ids';
import { fieldError } from '../registration/parse';
import { writeAudit, type Actor } from '../staff/audit';
import { insertEvent } from './emit';
import { failPending } from './failing';
import { queueDeliveries } from './queue';
import { newSigningSecret, sealSecret } from './secret-box';
import { targetProblem } from './target';
import { deliveryView, endpointView } from './views';

/**
 * Webhook endpoints in the back office (administrators): add, change, turn off and on, replace the
 * secret, delete, send a test event, list deliveries and send one again. Each change is audited
 * in its own transaction; the secret is answered only by create and rotate, never stored in the clear.
 */
export interface WebhookAdminContext {
  appSecret: string;
  production: boolean;
}
const ENTITY = 'webhook_endpoint';

function checkUrl(url: string, production: boolean) {
  const problem = targetProblem(url, production);
  if (problem) throw fieldError('url', WEBHOOK_MSG[problem]);
}

export async function listEndpoints(db: NodePgDatabase, q: WebhookListQuery): Promise<{ data: WebhookEndpointView[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt), webhookEndpoints.id).limit(q.perPage).offset((q.page - 1) * q.perPage),
    db.select({ total: count() }).from(webhookEndpoints),
  ]);
  return { data: rows.map(endpointView), total };
}

async function findEndpoint(db: NodePgDatabase, id: string, lock = false): Promise<WebhookEndpointRow> {
  const query = db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(404, 'errors:notFound');
  return row;
}

export const getEndpoint = async (db: NodePgDatabase, id: string) => endpointView(await findEndpoint(db, id));

export async function createEndpoint(db: NodePgDatabase, ctx: WebhookAdminContext, actor: Actor & { name: string; locale: Locale }, input: WebhookEndpointCreate): Promise<WebhookEndpointWithSecret> {
  checkUrl(input.url, ctx.production);
  const secret = newSigningSecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        id: newPublicId(),
        url: input.url,
        description: input.description,
        events: [...new Set(input.events)],
        secretSealed: sealSecret(ctx.appSecret, secret),
        createdById: actor.id,
        createdByName: actor.name,
        createdByLocale: actor.locale,
      })
      .returning();
    const view = endpointView(row);
    await writeAudit(tx, actor, { entity: ENTITY, entityId: row.id, action: 'create', after: { url: view.url, description: view.description, events: view.events } });
    return { ...view, secret };
  });
}

export async function updateEndpoint(db: NodePgDatabase, ctx: WebhookAdminContext, actor: Actor, id: string, patch: WebhookEndpointPatch): Promise<WebhookEndpointView> {
  if (patch.url !== undefined) checkUrl(patch.url, ctx.production);
  return db.transaction(async (tx) => {
    const row = await findEndpoint(tx, id, true);
    const next = {
      url: patch.url ?? row.url,
      description: patch.description ?? row.description,
      events: patch.events ? [...new Set(patch.events)] : row.events,
      enabled: patch.enabled ?? row.enabled,
    };
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => JSON.stringify(next[k]) !== JSON.stringify(row[k]));
    if (changed.length === 0) return endpointView(row);
    const turnedOn = next.enabled && !row.enabled;
    const turnedOff = !next.enabled && row.enabled;
    const [updated] = await tx
      .update(webhookEndpoints)
      .set({
        ...next,
        // Turned on again: a fresh start (the failing clock restarts with the next failure).
        ...(turnedOn ? { disabledReason: null, failingSince: null } : {}),
        ...(turnedOff ? { disabledReason: 'manual' as const } : {}),
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    if (turnedOff) await failPending(tx, id);
    await writeAudit(tx, actor, {
      entity: ENTITY,
      entityId: id,
      action: 'update',
      before: Object.fromEntries(changed.map((k) => [k, row[k]])),
      after: Object.fromEntries(changed.map((k) => [k, updated[k]])),
    });
    return endpointView(updated);
  });
}

export async function rotateSecret(db: NodePgDatabase, ctx: WebhookAdminContext, actor: Actor, id: string): Promise<WebhookEndpointWithSecret> {
  const secret = newSigningSecret();
  return db.transaction(async (tx) => {
    await findEndpoint(tx, id, true);
    const [row] = await tx.update(webhookEndpoints).set({ secretSealed: sealSecret(ctx.appSecret, secret) }).where(eq(webhookEndpoints.id, id)).returning();
    await writeAudit(tx, actor, { entity: ENTITY, entityId: id, action: 'rotate_secret' });
    return { ...endpointView(row), secret };
  });
}

/** Deletes the endpoint and its deliveries; the audit log keeps what it was. */
export async function deleteEndpoint(db: NodePgDatabase, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findEndpoint(tx, id, true);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    await writeAudit(tx, actor, { entity: ENTITY, entityId: id, action: 'delete', before: { url: row.url, description: row.description, events: row.events } });
  });
}

async function deliveryWithType(db: NodePgDatabase, deliveryId: string): Promise<WebhookDeliveryView> {
  const [r] = await db
    .select({ d: webhookDeliveries, type: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return deliveryView(r.d, r.type);
}

/** A 'webhook.test' event to this endpoint only (whatever it subscribes to). */
export async function sendTestEvent(db: NodePgDatabase, actor: Actor, id: string): Promise<WebhookDeliveryView> {
  return db.transaction(async (tx) => {
    const row = await findEndpoint(tx, id, true);
    if (!row.enabled) throw new AppError(409, WEBHOOK_MSG.disabled);
    const eventId = await insertEvent(tx, WEBHOOK_TEST_EVENT, { endpointId: id, message: 'Test event from the Provider Portal' }, [id]);
    const [delivery] = await tx.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(and(eq(webhookDeliveries.eventId, eventId), eq(webhookDeliveries.endpointId, id)));
    await writeAudit(tx, actor, { entity: ENTITY, entityId: id, action: 'send_test', after: { eventId, deliveryId: delivery.id } });
    return deliveryWithType(tx, delivery.id);
  });
}

/** Newest first. */
export async function listDeliveries(db: NodePgDatabase, id: string, q: WebhookListQuery): Promise<{ data: WebhookDeliveryView[]; total: number }> {
  await findEndpoint(db, id);
  const where = eq(webhookDeliveries.endpointId, id);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ d: webhookDeliveries, type: webhookEvents.type })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ total: count() }).from(webhookDeliveries).where(where),
  ]);
  return { data: rows.map((r) => deliveryView(r.d, r.type)), total };
}

/**
 * Sends an event to the endpoint again: a new delivery row (the history of the first stays), the
 * same event, so the same `webhook-id` (a receiver that already has it can tell).
 */
export async function redeliver(db: NodePgDatabase, actor: Actor, deliveryId: string): Promise<WebhookDeliveryView> {
  return db.transaction(async (tx) => {
    const [first] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
    if (!first) throw new AppError(404, 'errors:notFound');
    const endpoint = await findEndpoint(tx, first.endpointId, true);
    if (!endpoint.enabled) throw new AppError(409, WEBHOOK_MSG.disabled);
    const id = newPublicId();
    await tx.insert(webhookDeliveries).values({ id, endpointId: first.endpointId, eventId: first.eventId, redeliveryOf: first.redeliveryOf ?? first.id });
    await queueDeliveries(tx, [id]);
    await writeAudit(tx, actor, { entity: ENTITY, entityId: first.endpointId, action: 'redeliver', after: { eventId: first.eventId, deliveryId: id, redeliveryOf: first.id } });
    return deliveryWithType(tx, id);
  });
}

