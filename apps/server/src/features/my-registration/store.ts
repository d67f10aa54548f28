import { and, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { LinkSource } from '@portal/domain/my-registration/links';
import { offerings } from '../../db/schema/offerings';
import { registrationLinks, registrations } from '../../db/schema/registration';

/** Every registration of an address, newest first, with what its link's lifetime and the mail need. */
export function registrationsOfEmail(db: NodePgDatabase, email: string) {
  return db
    .select({
      id: registrations.id,
      locale: registrations.locale,
      firstName: registrations.firstName,
      offering: offerings,
    })
    .from(registrations)
    .innerJoin(offerings, eq(offerings.id, registrations.offeringId))
    .where(eq(registrations.email, email))
    .orderBy(sql`${registrations.createdAt} desc`);
}

/** Links of this source made for these registrations in the last `minutes` ("Find my registrations" mails, the 'All set!' page's presses). */
export async function recentLinks(db: NodePgDatabase, registrationIds: string[], source: LinkSource, minutes: number): Promise<number> {
  if (!registrationIds.length) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(registrationLinks)
    .where(and(inArray(registrationLinks.registrationId, registrationIds), eq(registrationLinks.source, source), gt(registrationLinks.createdAt, sql`now() - make_interval(mins => ${minutes})`)));
  return row?.n ?? 0;
}

/** Revokes the registration's links made before `before` and still working (a newer "Find" link was opened). */
export async function revokeLinksBefore(db: NodePgDatabase, registrationId: string, before: Date): Promise<void> {
  await db
    .update(registrationLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(registrationLinks.registrationId, registrationId), lt(registrationLinks.createdAt, before), isNull(registrationLinks.revokedAt)));
}

export async function insertLink(db: NodePgDatabase, row: typeof registrationLinks.$inferInsert): Promise<void> {
  await db.insert(registrationLinks).values(row);
}

/** The link a token is, with its registration: none when the token is unknown, revoked or expired. */
export async function linkOfToken(db: NodePgDatabase, tokenHash: string) {
  const [row] = await db
    .select({ registrationId: registrationLinks.registrationId, source: registrationLinks.source, createdAt: registrationLinks.createdAt })
    .from(registrationLinks)
    .where(and(eq(registrationLinks.tokenHash, tokenHash), isNull(registrationLinks.revokedAt), gt(registrationLinks.expiresAt, sql`now()`)));
  return row;
}
