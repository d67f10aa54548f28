import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { offerings } from '../../db/schema/offerings';
import { registrations, resumeTokens } from '../../db/schema/registration';
import { notEnded } from '../registration/store';

/**
 * The registration an e-mail resumes: the newest one still in the funnel, else the newest one
 * (a cancelled or fully refunded registration is never resumed).
 * Locked, so concurrent look-ups for one address queue and the per-address limit holds.
 */
export async function latestRegistrationForUpdate(tx: NodePgDatabase, email: string) {
  const [row] = await tx
    .select({ id: registrations.id, status: registrations.status, locale: registrations.locale, firstName: registrations.firstName, titleEn: offerings.titleEn, titleFr: offerings.titleFr })
    .from(registrations)
    .innerJoin(offerings, eq(offerings.id, registrations.offeringId))
    .where(and(eq(registrations.email, email), notEnded()))
    .orderBy(sql`${registrations.status} in ('confirmation', 'on_demand_confirmation', 'completed')`, desc(registrations.createdAt))
    .limit(1)
    .for('update', { of: registrations });
  return row;
}

/** Links sent to this address since `minutes` ago. */
export async function recentLinkCount(tx: NodePgDatabase, email: string, minutes: number): Promise<number> {
  const ids = tx.select({ id: registrations.id }).from(registrations).where(eq(registrations.email, email));
  const [row] = await tx
    .select({ n: count() })
    .from(resumeTokens)
    .where(and(inArray(resumeTokens.registrationId, ids), gt(resumeTokens.createdAt, sql`now() - make_interval(mins => ${minutes})`)));
  return row?.n ?? 0;
}

export async function insertResumeToken(tx: NodePgDatabase, tokenHash: string, registrationId: string, ttlMinutes: number) {
  await tx.insert(resumeTokens).values({ tokenHash, registrationId, expiresAt: sql`now() + make_interval(mins => ${ttlMinutes})` });
}

/** Marks the token used if it is unused and unexpired, in one statement: a link works once, even under concurrent clicks. */
export async function useResumeToken(db: NodePgDatabase, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(resumeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(resumeTokens.tokenHash, tokenHash), isNull(resumeTokens.usedAt), gt(resumeTokens.expiresAt, sql`now()`)))
    .returning({ registrationId: resumeTokens.registrationId });
  return row?.registrationId;
}
