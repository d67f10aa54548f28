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
 * Claims `count` seats inside the caller's transaction. With `lock` (always, in the product) it is
 * one conditional UPDATE (`... where seats_taken + count <= seats_capacity returning`): PostgreSQL
 * takes the row's lock for it and checks the condition again once a concurrent claim commits, so the
 * last seats go to exactly one claimant, and the row stays locked only from this statement to the
 * caller's commit: callers claim last (registration/service.ts), so claims do not queue behind each
 * other's whole transactions. `lock: false` (and `afterRead`) exist only for the race tests'
 * control runs, which must be able to oversell (read, then write the count they computed).
 */
export async function claimSeats(tx: NodePgDatabase, id: string, count: number, opts: { lock: boolean; afterRead?: () => Promise<void> } = { lock: true }): Promise<boolean> {
  const published = and(eq(offerings.id, id), eq(offerings.status, 'published'));
  if (opts.lock) {
    await opts.afterRead?.();
    const claimed = await tx
      .update(offerings)
      .set({ seatsTaken: sql`${offerings.seatsTaken} + ${count}` })
      .where(and(published, sql`${offerings.seatsTaken} + ${count} <= ${offerings.seatsCapacity}`))
      .returning({ id: offerings.id });
    return claimed.length === 1;
  }
  const [row] = await tx.select({ taken: offerings.seatsTaken, capacity: offerings.seatsCapacity }).from(offerings).where(published);
  // Test-only: a control run waits here until every racer has read the count, so the race is certain.
  await opts.afterRead?.();
  if (!row || row.taken + count > row.capacity) return false;
  await tx.update(offerings).set({ seatsTaken: row.taken + count }).where(eq(offerings.id, id));
  return true;
}
