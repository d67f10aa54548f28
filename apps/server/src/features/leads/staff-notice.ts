import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { leadId, type LeadSource } from '@portal/domain/leads/inbox';
import { translator } from '../../platform/i18n';
import { enqueueMail } from '../../platform/mail/outbox';

/** Where new leads are announced (LEADS_NOTIFY_EMAIL) and the portal's address for the link; no address, no notice. */
export interface LeadNotice {
  to?: string;
  publicUrl: string;
}

/**
 * Tells the configured address that a lead arrived, with a link to it in the back office, in the
 * transaction that stored the lead (no notice for a lead that was not stored). Staff read it in English.
 */
export async function announceLead(
  tx: NodePgDatabase,
  notice: LeadNotice | undefined,
  lead: { source: LeadSource; id: string; firstName: string; lastName: string; email: string },
): Promise<void> {
  if (!notice?.to) return;
  const t = translator('en');
  const vars = { name: `${lead.firstName} ${lead.lastName}`, email: lead.email, source: t(`admin:leads.sources.${lead.source}`) };
  const link = `${notice.publicUrl}/admin/leads/${encodeURIComponent(leadId(lead.source, lead.id))}/show`;
  await enqueueMail(tx, { to: notice.to, subject: t('admin:leads.notice.subject', vars), text: t('admin:leads.notice.text', { ...vars, link }) });
}
