import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import { ADMIN_BASE } from '@portal/domain/site/paths';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { formatDate } from '@portal/domain/locale/format';
import { WEBHOOK_DISABLE_AFTER_DAYS, WEBHOOK_UNREACHABLE } from '@portal/domain/webhooks/events';
import { staffUsers } from '../../db/schema/staff';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks';
import { translator } from '../../platform/i18n';
import { enqueueMail } from '../../platform/mail/outbox';
import { writeAudit } from '../staff/audit';

/** The server's own actor in the audit log when it turns an endpoint off. */
export const WEBHOOK_ACTOR = { id: null, label: 'webhooks' };

/**
 * Turns an endpoint off once every delivery has failed for WEBHOOK_DISABLE_AFTER_DAYS (the clock is
 * `failing_since`, cleared by any success), in the transaction that records a failed attempt.
 * The conditional UPDATE lets one attempt do it, once: its pending deliveries end as failed
 * (staff can send them again after turning it back on), the audit log says why, and the person
 * who added it gets an e-mail, in their language, through the mail outbox.
 */
export async function disableIfFailing(tx: NodePgDatabase, endpointId: string, at: Date, publicUrl: string): Promise<boolean> {
  const cutoff = new Date(at.getTime() - WEBHOOK_DISABLE_AFTER_DAYS * 86_400_000);
  const [off] = await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: 'failing' })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true), lte(webhookEndpoints.failingSince, cutoff)))
    .returning();
  if (!off) return false;
  const last = await failPending(tx, endpointId);
  await writeAudit(tx, WEBHOOK_ACTOR, {
    entity: 'webhook_endpoint',
    entityId: endpointId,
    action: 'disable_failing',
    before: { enabled: true },
    after: { enabled: false, disabledReason: 'failing', failingSince: off.failingSince?.toISOString() ?? null, deliveriesFailed: last },
  });
  const [owner] = off.createdById ? await tx.select({ email: staffUsers.email, name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, off.createdById)) : [];
  if (owner) {
    const t = translator(off.createdByLocale);
    const [latest] = await tx
      .select({ status: webhookDeliveries.responseStatus, excerpt: webhookDeliveries.responseExcerpt })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, endpointId), isNotNull(webhookDeliveries.lastAttemptAt)))
      .orderBy(desc(webhookDeliveries.lastAttemptAt))
      .limit(1);
    const excerpt = latest?.excerpt === WEBHOOK_UNREACHABLE ? t('admin-webhooks:deliveries.unreachable') : (latest?.excerpt ?? '');
    const lastAnswer = latest ? [latest.status ?? '—', excerpt].join(' ').trim().slice(0, 200) : '—';
    await enqueueMail(tx, {
      to: owner.email,
      subject: t('webhooks:failingMail.subject', { url: off.url }),
      text: t('webhooks:failingMail.text', {
        name: owner.name,
        url: off.url,
        description: off.description || '—',
        since: off.failingSince ? formatDate(off.failingSince, off.createdByLocale, 'UTC') : '—',
        lastAnswer,
        link: `${publicUrl}${ADMIN_BASE}/webhook-endpoints/${encodeURIComponent(off.id)}/show`,
      }),
      locale: off.createdByLocale,
    });
  }
  return true;
}

/**
 * Ends an endpoint's pending deliveries as failed (it was turned off; their queued jobs find
 * nothing to claim); the last answer stays on each row. Returns how many.
 */
export async function failPending(tx: NodePgDatabase, endpointId: string): Promise<number> {
  const rows = await tx
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')))
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}
