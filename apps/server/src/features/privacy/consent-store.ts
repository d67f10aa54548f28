import { and, desc, eq, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { consentRecords, type ConsentRecordRow } from '../../db/schema/consents';

type NewRecord = typeof consentRecords.$inferInsert;

/**
 * Decisions under one consent id are made one at a time, on any instance: the lock is held until
 * the transaction ends, so each decision sees the one before it and the chain has no fork.
 */
export async function lockConsentId(tx: NodePgDatabase, consentId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('consent_records'), hashtext(${consentId}))`);
}

/**
 * The chain's end: the decision under this id that no later one points to. Not the newest
 * created_at: that is each transaction's start, and a decision that waited on the lock may have
 * started before the one it follows.
 */
export async function latestTrackingRecord(tx: NodePgDatabase, consentId: string): Promise<ConsentRecordRow | undefined> {
  const later = alias(consentRecords, 'later');
  const [row] = await tx
    .select()
    .from(consentRecords)
    .where(
      and(
        eq(consentRecords.consentId, consentId),
        eq(consentRecords.kind, 'tracking'),
        notExists(tx.select({ one: sql`1` }).from(later).where(eq(later.previousId, consentRecords.id))),
      ),
    )
    .orderBy(desc(consentRecords.createdAt), desc(consentRecords.id))
    .limit(1);
  return row;
}

export async function insertConsentRecord(tx: NodePgDatabase, row: NewRecord): Promise<void> {
  await tx.insert(consentRecords).values(row);
}
