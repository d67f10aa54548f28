import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { isoTime, type BreachRow, type Invariant } from './invariant';
import { INVARIANTS } from './invariants';

export interface InvariantResult {
  name: string;
  statement: string;
  action: string;
  breaches: BreachRow[];
}

export interface AuditReport {
  /** When the snapshot was read (the database's clock). */
  at: string;
  clean: boolean;
  invariants: InvariantResult[];
}

/** Checks each invariant on `tx` as it is (a test's transaction, or the audit's snapshot). */
export async function checkInvariants(tx: NodePgDatabase, invariants: readonly Invariant[] = INVARIANTS): Promise<InvariantResult[]> {
  const results: InvariantResult[] = [];
  for (const inv of invariants) results.push({ name: inv.name, statement: inv.statement, action: inv.action, breaches: await inv.check(tx) });
  return results;
}

/**
 * The audit: every invariant read from one snapshot (REPEATABLE READ), in a READ ONLY
 * transaction, so the checks agree with each other while the portal keeps serving, and the
 * audit cannot write even by mistake.
 */
export async function auditDatabase(db: NodePgDatabase, invariants: readonly Invariant[] = INVARIANTS): Promise<AuditReport> {
  return db.transaction(
    async (tx) => {
      const { rows } = await tx.execute<{ at: Date | string }>(sql`select now() as at`);
      const results = await checkInvariants(tx, invariants);
      return { at: isoTime(rows[0].at), clean: results.every((r) => r.breaches.length === 0), invariants: results };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
