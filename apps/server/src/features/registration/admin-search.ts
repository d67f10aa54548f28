import { and, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { RegistrationSearch } from '@portal/domain/registration/admin-schemas';
import { offerings } from '../../db/schema/offerings';
import { registrations } from '../../db/schema/registration';
import { notEnded } from './store';

const DAY = 24 * 60 * 60 * 1000;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Registrations for the back office, newest first. `q` matches part of the e-mail, the first or
 * last name or "first last", or a whole ClinID; the other filters narrow by session, status and
 * registration day.
 */
export async function searchRegistrations(db: NodePgDatabase, q: RegistrationSearch) {
  // Erased people (a privacy erasure) are no one to look for; their receipts and payments stay in their own screens.
  const where: SQL[] = [isNull(registrations.anonymisedAt)];
  if (q.q) {
    const like = `%${escapeLike(q.q)}%`;
    where.push(
      or(
        ilike(registrations.email, like),
        ilike(sql`${registrations.firstName} || ' ' || ${registrations.lastName}`, like),
        eq(sql`upper(${registrations.clinId})`, q.q.toUpperCase()),
      )!,
    );
  }
  if (q.offeringId) where.push(eq(registrations.offeringId, q.offeringId));
  // The ended states as the domain reads them (ended.ts): cancelled wins over refunded; a funnel status means not ended.
  if (q.status === 'cancelled') where.push(isNotNull(registrations.cancelledAt));
  else if (q.status === 'refunded') where.push(isNotNull(registrations.refundedAt), isNull(registrations.cancelledAt));
  else if (q.status) where.push(eq(registrations.status, q.status), notEnded());
  if (q.from) where.push(gte(registrations.createdAt, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) where.push(lt(registrations.createdAt, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY)));
  const filter = where.length ? and(...where) : undefined;
  const [data, [{ total }]] = await Promise.all([
    db
      .select({
        id: registrations.id,
        firstName: registrations.firstName,
        lastName: registrations.lastName,
        email: registrations.email,
        clinId: registrations.clinId,
        status: registrations.status,
        cancelledAt: registrations.cancelledAt,
        refundedAt: registrations.refundedAt,
        courseType: registrations.courseType,
        locale: registrations.locale,
        offeringId: registrations.offeringId,
        offeringTitle: offerings.titleEn,
        offeringStartsAt: offerings.startsAt,
        createdAt: registrations.createdAt,
      })
      .from(registrations)
      .innerJoin(offerings, eq(offerings.id, registrations.offeringId))
      .where(filter)
      .orderBy(desc(registrations.createdAt), desc(registrations.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ total: count() }).from(registrations).where(filter),
  ]);
  return { data, total };
}
