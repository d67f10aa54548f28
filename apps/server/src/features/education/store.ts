import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Cmi } from '@portal/domain/education/cmi';
import type { ModuleId } from '@portal/domain/education/modules';
import { scormProgress, type ScormProgressRow } from '../../db/schema/education';
import { registrations } from '../../db/schema/registration';

export function progressOf(db: NodePgDatabase, registrationId: string): Promise<ScormProgressRow[]> {
  return db.select().from(scormProgress).where(eq(scormProgress.registrationId, registrationId));
}

/** Holds the registration's row lock until the transaction ends: saves of one registration run one at a time. */
export async function lockRegistration(tx: NodePgDatabase, id: string): Promise<void> {
  await tx.select({ id: registrations.id }).from(registrations).where(eq(registrations.id, id)).for('update');
}

/**
 * Saves what the package reported; elements it did not send keep their value. `completedAt` is
 * set the first time the module completes and never cleared (a review visit may report incomplete).
 */
export async function upsertProgress(tx: NodePgDatabase, registrationId: string, moduleId: ModuleId, cmi: Cmi, completes: boolean): Promise<boolean> {
  const values = {
    ...(cmi.lesson_location !== undefined && { lessonLocation: cmi.lesson_location }),
    ...(cmi.suspend_data !== undefined && { suspendData: cmi.suspend_data }),
    ...(cmi.lesson_status !== undefined && { lessonStatus: cmi.lesson_status }),
    ...(cmi.score_raw !== undefined && { scoreRaw: cmi.score_raw }),
  };
  const completedAt = completes ? sql`coalesce(${scormProgress.completedAt}, now())` : sql`${scormProgress.completedAt}`;
  const [saved] = await tx
    .insert(scormProgress)
    .values({ registrationId, moduleId, ...values, completedAt: completes ? sql`now()` : null })
    .onConflictDoUpdate({
      target: [scormProgress.registrationId, scormProgress.moduleId],
      set: { ...values, completedAt, updatedAt: sql`now()` },
    })
    .returning({ completedAt: scormProgress.completedAt });
  return saved.completedAt !== null;
}

export async function completedCount(tx: NodePgDatabase, registrationId: string): Promise<number> {
  const rows = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(scormProgress)
    .where(and(eq(scormProgress.registrationId, registrationId), isNotNull(scormProgress.completedAt)));
  return rows[0]?.n ?? 0;
}
