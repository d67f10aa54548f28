import { and, asc, eq, gt } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { offerings, type Offering } from '../../db/schema/offerings';

/** Live, published sessions that start after `now`, soonest first. */
export function upcomingLiveSessions(db: NodePgDatabase, now: Date): Promise<Offering[]> {
  return db
    .select()
    .from(offerings)
    .where(and(eq(offerings.courseType, 'live'), eq(offerings.status, 'published'), gt(offerings.startsAt, now)))
    .orderBy(asc(offerings.startsAt), asc(offerings.id));
}
