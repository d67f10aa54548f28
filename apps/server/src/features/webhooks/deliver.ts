import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_RETRY_HOURS, WEBHOOK_TIMEOUT_MS } from '@portal/domain/webhooks/events';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/webhooks';
import { disableIfFailing } from './failing';
import { queueDeliveries } from './queue';
import { openSecret } from './secret-box';
import { postWebhook, type SendResult } from './send';

export interface DeliverDeps {
  appSecret: string;
  publicUrl: string;
  retryFirstSeconds: number;
  retryMaxSeconds: number;
  publicOnly: boolean;
  timeoutMs?: number;
  /** Tests only: `false` is the control run that sends without claiming the row first. */
  claim?: boolean;
}

export type AttemptOutcome = 'delivered' | 'retry' | 'failed' | 'skipped';

/** The first retry after `retryFirstSeconds`, each next one twice as long, capped. */
export function backoffSeconds(attempts: number, first: number, max: number): number {
  return Math.min(first * 2 ** Math.max(attempts - 1, 0), max);
}

/**
 * One attempt of one delivery (a job of the webhook queue). The row is claimed first with a
 * conditional UPDATE: still pending, and no other worker's claim running (a lease a little longer
 * than the send may take). Exactly one worker wins, whatever the number of instances or of jobs
 * naming this delivery (pg-boss delivers a job at least once). No transaction is held while the
 * endpoint answers; the outcome is written only if the claim (its attempt number) is still ours.
 */
export async function attemptDelivery(db: NodePgDatabase, deps: DeliverDeps, deliveryId: string, now = () => new Date()): Promise<AttemptOutcome> {
  const timeoutMs = deps.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const lease = sql`now() + make_interval(secs => ${Math.ceil(timeoutMs / 1000) + 30})`;
  const claimable = and(
    eq(webhookDeliveries.id, deliveryId),
    eq(webhookDeliveries.status, 'pending'),
    or(isNull(webhookDeliveries.claimedUntil), lt(webhookDeliveries.claimedUntil, sql`now()`)),
  );
  const [claimed] = await db
    .update(webhookDeliveries)
    .set({ claimedUntil: lease, attempts: sql`${webhookDeliveries.attempts} + 1`, lastAttemptAt: sql`now()` })
    .where(deps.claim === false ? eq(webhookDeliveries.id, deliveryId) : claimable)
    .returning();
  if (!claimed) return 'skipped';
  const [row] = await db
    .select({ url: webhookEndpoints.url, enabled: webhookEndpoints.enabled, secretSealed: webhookEndpoints.secretSealed, eventId: webhookEvents.id, payload: webhookEvents.payload })
    .from(webhookEndpoints)
    .innerJoin(webhookEvents, eq(webhookEvents.id, claimed.eventId))
    .where(eq(webhookEndpoints.id, claimed.endpointId));
  if (!row) return 'skipped';
  if (!row.enabled) {
    // Turned off between the job's queuing and now: nothing is sent (staff can send it again later).
    await db.update(webhookDeliveries).set({ status: 'failed', claimedUntil: null, nextAttemptAt: null }).where(and(eq(webhookDeliveries.id, claimed.id), eq(webhookDeliveries.attempts, claimed.attempts)));
    return 'failed';
  }

  const body = JSON.stringify(row.payload);
  const sentAt = now();
  const signature = new Webhook(openSecret(deps.appSecret, row.secretSealed)).sign(row.eventId, sentAt, body);
  const headers = { 'webhook-id': row.eventId, 'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)), 'webhook-signature': signature };
  const result = await postWebhook(row.url, body, headers, { timeoutMs, publicOnly: deps.publicOnly });
  return record(db, deps, claimed, result, now());
}

type Claimed = typeof webhookDeliveries.$inferSelect;

/** Writes the attempt's outcome and, after a failure, the next attempt's job or the final 'failed'. */
async function record(db: NodePgDatabase, deps: DeliverDeps, claimed: Claimed, result: SendResult, at: Date): Promise<AttemptOutcome> {
  const answer = { responseStatus: result.status, responseExcerpt: result.excerpt, latencyMs: result.latencyMs, claimedUntil: null };
  const ours = and(eq(webhookDeliveries.id, claimed.id), eq(webhookDeliveries.attempts, claimed.attempts), eq(webhookDeliveries.status, 'pending'));
  return db.transaction(async (tx) => {
    if (result.ok) {
      const done = await tx.update(webhookDeliveries).set({ ...answer, status: 'delivered', deliveredAt: at, nextAttemptAt: null }).where(ours).returning({ id: webhookDeliveries.id });
      if (done.length === 0) return 'skipped';
      await tx.update(webhookEndpoints).set({ failingSince: null, lastDeliveryAt: at }).where(eq(webhookEndpoints.id, claimed.endpointId));
      return 'delivered';
    }
    const next = new Date(at.getTime() + backoffSeconds(claimed.attempts, deps.retryFirstSeconds, deps.retryMaxSeconds) * 1000);
    // Retried for WEBHOOK_RETRY_HOURS after the delivery was created (the event, or the redelivery asked for).
    const last = next.getTime() > claimed.createdAt.getTime() + WEBHOOK_RETRY_HOURS * 3600_000;
    const updated = await tx
      .update(webhookDeliveries)
      .set({ ...answer, status: last ? 'failed' : 'pending', nextAttemptAt: last ? null : next })
      .where(ours)
      .returning({ id: webhookDeliveries.id });
    if (updated.length === 0) return 'skipped';
    if (!last) await queueDeliveries(tx, [claimed.id], next);
    await tx
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at.toISOString()}::timestamptz)`, lastDeliveryAt: at })
      .where(eq(webhookEndpoints.id, claimed.endpointId));
    await disableIfFailing(tx, claimed.endpointId, at, deps.publicUrl);
    return last ? 'failed' : 'retry';
  });
}
