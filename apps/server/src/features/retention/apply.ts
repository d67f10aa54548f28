import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { RetentionTarget } from '@portal/domain/privacy/retention-api';
import {
  anonymiseLeads,
  anonymiseRegistrations,
  anonymiseUniversitySubmissions,
  anonymiseWaitingList,
  purgeMailBodies,
  redactAuditEntries,
  redactWebhookEvents,
} from '../privacy-requests/anonymise';
import { deleteCeRecords, deleteEvaluations, deleteRosterSubmissions } from './ce-records';

/**
 * What a run does to one batch of a target's candidates, inside the batch's transaction: the same
 * anonymisers as an erasure request (privacy-requests/anonymise.ts, each skipping what is already
 * done), so retention and erasure leave the same thing behind. Answers the records changed.
 */
type Apply = (tx: NodePgDatabase, ids: string[], now: Date, cutoff: Date) => Promise<number>;

/** A record anonymised for retention is also gone from the webhook events and audit values about it. */
const withTraces =
  (anonymise: (tx: NodePgDatabase, ids: string[], now: Date) => Promise<number>): Apply =>
  async (tx, ids, now) => {
    const changed = await anonymise(tx, ids, now);
    await redactWebhookEvents(tx, ids);
    await redactAuditEntries(tx, ids);
    return changed;
  };

/**
 * Audit entries older than the period are deleted. The log is append-only (migration 0010's
 * trigger) except inside privacy maintenance, which `set local` opens for this transaction only;
 * the cutoff is checked again here so no id list can reach a younger entry.
 */
async function purgeAuditEntries(tx: NodePgDatabase, ids: string[], _now: Date, cutoff: Date): Promise<number> {
  if (ids.length === 0) return 0;
  await tx.execute(sql`set local portal.privacy_maintenance = 'on'`);
  const { rowCount } = await tx.execute(sql`delete from audit_log where id = any(${sql.param(ids)}::bigint[]) and at < ${cutoff.toISOString()}`);
  return rowCount ?? 0;
}

export const APPLY: Record<RetentionTarget, Apply> = {
  registrations: withTraces(anonymiseRegistrations),
  leads: withTraces(anonymiseLeads),
  university_submissions: withTraces(anonymiseUniversitySubmissions),
  waiting_list: withTraces(anonymiseWaitingList),
  mail_bodies: (tx, ids, now) => purgeMailBodies(tx, ids, now),
  audit_log: purgeAuditEntries,
  ce_records: (tx, ids) => deleteCeRecords(tx, ids),
  evaluations: (tx, ids) => deleteEvaluations(tx, ids),
  agd_roster_submissions: (tx, ids) => deleteRosterSubmissions(tx, ids),
};
