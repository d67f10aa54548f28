import { and, eq, lt, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { leads, type LeadRow } from '../../db/schema/leads';

export type DedupLeadRow = LeadRow & { dedupKey: string };

/**
 * Inserts a lead unless the same one (same dedup key) arrived within the window; true when
 * stored. Keys older than the window are released first, then the insert relies on the unique
 * index: of two identical submissions at the same moment, the second waits for the first to
 * commit and then inserts nothing.
 */
export async function insertLeadOnce(tx: NodePgDatabase, row: DedupLeadRow, windowMinutes: number): Promise<boolean> {
  await releaseStaleKey(tx, row.dedupKey, windowMinutes);
  return insertUnlessDuplicate(tx, row);
}

export async function releaseStaleKey(tx: NodePgDatabase, dedupKey: string, windowMinutes: number): Promise<void> {
  await tx
    .update(leads)
    .set({ dedupKey: null })
    .where(and(eq(leads.dedupKey, dedupKey), lt(leads.createdAt, sql`now() - make_interval(mins => ${windowMinutes}::int)`)));
}

export async function insertUnlessDuplicate(tx: NodePgDatabase, row: DedupLeadRow): Promise<boolean> {
  const inserted = await tx.insert(leads).values(row).onConflictDoNothing({ target: leads.dedupKey }).returning({ id: leads.id });
  return inserted.length > 0;
}
