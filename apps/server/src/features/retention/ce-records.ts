import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

/**
 * What the retention job does to CE records past their years (issue 52, item 5; candidates.ts
 * dates them): they are deleted, not anonymised: kept any longer, they would serve no rule, and
 * without the person they prove nothing. Each works inside the batch's transaction and answers
 * the records deleted. The registration itself is not touched: a paid one has no retention rule
 * (its receipts are the tax law's, docs/privacy-requests.md).
 */
const asArray = (ids: string[]) => sql`${sql.param(ids)}::text[]`;

/** An attended registration's CE records: its evaluation and invitation, certificate, an erasure's minimal form, and the attendance. */
export async function deleteCeRecords(tx: NodePgDatabase, registrationIds: string[]): Promise<number> {
  if (registrationIds.length === 0) return 0;
  const ids = asArray(registrationIds);
  await tx.execute(sql`delete from course_evaluations where registration_id = any(${ids})`);
  await tx.execute(sql`delete from evaluation_invitations where registration_id = any(${ids})`);
  await tx.execute(sql`delete from certificates where registration_id = any(${ids})`);
  await tx.execute(sql`delete from ce_record_keeps where registration_id = any(${ids})`);
  const { rowCount } = await tx.execute(sql`delete from attendance where registration_id = any(${ids})`);
  return rowCount ?? 0;
}

/** Evaluations left without attendance (their registration's id), with their invitation. */
export async function deleteEvaluations(tx: NodePgDatabase, registrationIds: string[]): Promise<number> {
  if (registrationIds.length === 0) return 0;
  const ids = asArray(registrationIds);
  await tx.execute(sql`delete from evaluation_invitations where registration_id = any(${ids})`);
  const { rowCount } = await tx.execute(sql`delete from course_evaluations where registration_id = any(${ids})`);
  return rowCount ?? 0;
}

/** AGD rosters marked as sent, by `<session id>:<period>` (candidates.ts's id). */
export async function deleteRosterSubmissions(tx: NodePgDatabase, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const { rowCount } = await tx.execute(sql`delete from agd_roster_submissions where offering_id || ':' || period = any(${asArray(keys)})`);
  return rowCount ?? 0;
}
