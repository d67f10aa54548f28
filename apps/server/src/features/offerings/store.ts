import { and, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { offerings, type Offering } from '../../db/schema/offerings';

export function findOffering(db: NodePgDatabase, id: string): Promise<Offering | undefined> {
  return db.select().from(offerings).where(eq(offerings.id, id)).then((rows) => rows[0]);
}

export function seatsLeft(o: Offering): number {
  return Math.max(0, o.seatsCapacity - o.seatsTaken);
}

/**
 * Claims `count` seats inside the caller's transaction. With `lock` (always, in the product) the
 * row is locked first, so concurrent claims queue and the last seats go to exactly one of them.
 * `lock: false` (and `afterRead`) exist only for the race tests' control runs, which must be able to oversell.
 */
export async function claimSeats(tx: NodePgDatabase, id: string, count: number, opts: { lock: boolean; afterRead?: () => Promise<void> } = { lock: true }): Promise<boolean> {
  const query = tx.select({ taken: offerings.seatsTaken, capacity: offerings.seatsCapacity }).from(offerings).where(and(eq(offerings.id, id), eq(offerings.status, 'published')));
  const [row] = opts.lock ? await query.for('update') : await query;
  // Test-only: a control run waits here until every racer has read the count, so the race is certain.
  await opts.afterRead?.();
  if (!row || row.taken + count > row.capacity) return false;
  await tx.update(offerings).set({ seatsTaken: opts.lock ? sql`${offerings.seatsTaken} + ${count}` : row.taken + count }).where(eq(offerings.id, id));
  return true;
}
