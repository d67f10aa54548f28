import { and, eq, isNull, lte } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { attendance, certificates } from '../../db/schema/certificates';
import { offerings } from '../../db/schema/offerings';
import { registrations } from '../../db/schema/registration';
import { markAttendance } from './attendance';

/** Every minute: an early arrival's certificate is due at the session's start, not an hour later. */
export const DUE_CERTIFICATES_CRON = '* * * * *';

/**
 * Issues the certificates now due (issue 50): people marked present in the two hours before their
 * session started are certified once it has. Each goes through the attendance writer again (which
 * finds the attendance, issues the certificate once and certifies the registration, by the same
 * rule and the server's clock), so a run twice, or beside a marking, issues nothing twice.
 * Returns how many were due.
 */
export async function issueDueCertificates(db: NodePgDatabase): Promise<number> {
  const due = await db
    .select({ offeringId: attendance.offeringId, email: registrations.email })
    .from(attendance)
    .innerJoin(registrations, eq(registrations.id, attendance.registrationId))
    .innerJoin(offerings, eq(offerings.id, attendance.offeringId))
    .leftJoin(certificates, eq(certificates.registrationId, attendance.registrationId))
    .where(and(isNull(certificates.id), lte(offerings.startsAt, new Date()), isNull(registrations.cancelledAt), isNull(registrations.refundedAt)));
  const bySession = new Map<string, string[]>();
  for (const d of due) bySession.set(d.offeringId, [...(bySession.get(d.offeringId) ?? []), d.email]);
  let count = 0;
  for (const [offeringId, emails] of bySession) {
    await markAttendance(db, { offeringId, emails, markedBy: 'job:certificates' });
    count += emails.length;
  }
  return count;
}
