import { and, desc, eq, isNull } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { attendance, certificates } from '../../db/schema/certificates';
import { offerings } from '../../db/schema/offerings';
import { registrations } from '../../db/schema/registration';

/** A certificate with what its documents print: the registration (name, locale) and the session. */
const documentColumns = {
  certificate: certificates,
  registration: {
    id: registrations.id,
    email: registrations.email,
    firstName: registrations.firstName,
    lastName: registrations.lastName,
    locale: registrations.locale,
    information: registrations.information,
    anonymisedAt: registrations.anonymisedAt,
  },
  offering: offerings,
  markedAt: attendance.markedAt,
};

function documents(db: NodePgDatabase) {
  return db
    .select(documentColumns)
    .from(certificates)
    .innerJoin(registrations, eq(registrations.id, certificates.registrationId))
    .innerJoin(offerings, eq(offerings.id, registrations.offeringId))
    .innerJoin(attendance, eq(attendance.registrationId, certificates.registrationId));
}
export type CertificateDocument = Awaited<ReturnType<typeof documents>>[number];

export function certificatesForEmail(db: NodePgDatabase, email: string): Promise<CertificateDocument[]> {
  return documents(db).where(eq(registrations.email, email)).orderBy(desc(offerings.startsAt), desc(certificates.issuedAt));
}

export function certificateForEmail(db: NodePgDatabase, email: string, id: string): Promise<CertificateDocument | undefined> {
  return documents(db).where(and(eq(certificates.id, id), eq(registrations.email, email))).then((rows) => rows[0]);
}

export function certificateByCode(db: NodePgDatabase, code: string): Promise<CertificateDocument | undefined> {
  return documents(db).where(eq(certificates.verificationCode, code)).then((rows) => rows[0]);
}

/** The registrations of one e-mail for one session, locked: two markings of the same person queue. */
export function registrationsToMark(tx: NodePgDatabase, offeringId: string, email: string) {
  return tx
    .select()
    .from(registrations)
    .where(and(eq(registrations.offeringId, offeringId), eq(registrations.email, email), isNull(registrations.cancelledAt)))
    .orderBy(desc(registrations.createdAt))
    .for('update');
}

/** Records attendance once; false when it was already recorded. */
export async function insertAttendance(tx: NodePgDatabase, row: typeof attendance.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(attendance).values(row).onConflictDoNothing().returning({ id: attendance.registrationId });
  return inserted.length === 1;
}

/** Issues a registration's certificate once; false when it already has one. */
export async function insertCertificate(tx: NodePgDatabase, row: typeof certificates.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(certificates).values(row).onConflictDoNothing({ target: certificates.registrationId }).returning({ id: certificates.id });
  return inserted.length === 1;
}
