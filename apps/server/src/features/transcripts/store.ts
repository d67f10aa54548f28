import { eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sessionAgdSubject } from '@portal/domain/certificates/certificates';
import type { TranscriptRecord } from '@portal/domain/ce-records/transcript';
import { endedState } from '@portal/domain/registration/ended';
import { attendance, certificates } from '../../db/schema/certificates';
import { offerings } from '../../db/schema/offerings';
import { registrations } from '../../db/schema/registration';
import { certificateHeld } from '../evaluations/facts';

/**
 * The CE records of one address (issue 52, item 4): its registrations with attendance, each with
 * the session attended (attendance's, not the registration's current session after a move) and its
 * certificate. The address is compared without case; the domain decides what counts (transcriptOf).
 */
export async function transcriptRecords(db: NodePgDatabase, email: string): Promise<TranscriptRecord[]> {
  const rows = await db
    .select({
      registrationId: registrations.id,
      email: registrations.email,
      cancelledAt: registrations.cancelledAt,
      refundedAt: registrations.refundedAt,
      anonymisedAt: registrations.anonymisedAt,
      attendedAt: attendance.markedAt,
      offering: offerings,
      verificationCode: certificates.verificationCode,
      ceHours: certificates.ceHours,
    })
    .from(registrations)
    .innerJoin(attendance, eq(attendance.registrationId, registrations.id))
    .innerJoin(offerings, eq(offerings.id, attendance.offeringId))
    .leftJoin(certificates, eq(certificates.registrationId, registrations.id))
    .where(eq(sql`lower(${registrations.email})`, email.trim().toLowerCase()));
  const kept = rows.filter((r) => !r.anonymisedAt);
  // Read per certified registration (a dentist has a handful): the certificate files' own rule.
  const held = new Set<string>();
  for (const r of kept) if (r.verificationCode && (await certificateHeld(db, r.registrationId))) held.add(r.registrationId);
  return kept.map((r) => ({
    registrationId: r.registrationId,
    email: r.email,
    ended: endedState(r) !== null,
    attendedAt: r.attendedAt,
    course: {
      id: r.offering.id,
      courseType: r.offering.courseType,
      modality: r.offering.modality,
      titleEn: r.offering.titleEn,
      titleFr: r.offering.titleFr,
      startsAt: r.offering.startsAt,
      timeZone: r.offering.timeZone,
      deliveryMethod: r.offering.deliveryMethod,
      // Staff's code, else the variant's: the one the certificate, the letter and the AGD roster print.
      agdSubjectCode: sessionAgdSubject(r.offering),
    },
    certificate: r.verificationCode && r.ceHours !== null ? { verificationCode: r.verificationCode, ceHours: r.ceHours, held: held.has(r.registrationId) } : null,
  }));
}
