import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { inSessionScope } from '@portal/domain/certificates/roster';
import { AppError } from '@portal/domain/errors/app-error';
import { stepOf } from '@portal/domain/registration/status';
import { attendance, certificates } from '../../db/schema/certificates';
import { offerings } from '../../db/schema/offerings';
import { registrations, teamMembers } from '../../db/schema/registration';
import type { SignedInStaff } from '../staff/sessions';
import { writeAudit, type Actor } from '../staff/audit';
import { emitWebhookEvent } from '../webhooks/emit';
import { moveStatus, notEnded } from '../registration/store';
import { markAttendance } from './attendance';

/**
 * The session, if this staff member may act on its people (roster, CSV, attendance, check-in, the
 * attendance API). A session outside an educator's scope answers exactly as an unknown one, before
 * anything about its registrants is looked at: the caller cannot tell it exists. `notFound` is the
 * unknown-session text of the route's family (the attendance API has its own).
 */
export async function sessionInScope(db: NodePgDatabase, staff: Pick<SignedInStaff, 'id' | 'role'>, offeringId: string, notFound = 'errors:notFound') {
  const [session] = await db.select().from(offerings).where(eq(offerings.id, offeringId));
  if (!session || !inSessionScope(staff, session)) throw new AppError(404, notFound);
  return session;
}

/** Every registration of a session with its team, payment state, attendance and certificate. */
export async function roster(db: NodePgDatabase, offeringId: string) {
  const rows = await db
    .select({
      id: registrations.id,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      email: registrations.email,
      clinId: registrations.clinId,
      status: registrations.status,
      markedAt: attendance.markedAt,
      markedBy: attendance.markedBy,
      certificateId: certificates.id,
    })
    .from(registrations)
    .leftJoin(attendance, eq(attendance.registrationId, registrations.id))
    .leftJoin(certificates, eq(certificates.registrationId, registrations.id))
    // An ended registration (cancelled, or refunded in full) cannot attend: it is not on the roster; nor is an erased person.
    .where(and(eq(registrations.offeringId, offeringId), notEnded(), isNull(registrations.anonymisedAt)))
    .orderBy(asc(registrations.lastName), asc(registrations.firstName));
  const team = rows.length
    ? await db.select().from(teamMembers).where(inArray(teamMembers.registrationId, rows.map((r) => r.id))).orderBy(asc(teamMembers.lastName))
    : [];
  const data = rows.map((r) => ({
    ...r,
    paid: stepOf(r.status) === 'complete',
    present: r.markedAt !== null,
    teamMembers: team.filter((m) => m.registrationId === r.id).map(({ id, type, firstName, lastName, email }) => ({ id, type, firstName, lastName, email })),
  }));
  return { data, total: data.length };
}

/**
 * Marks one registrant present (the attendance service: certificate issued and registration
 * certified once the session has started) or absent (attendance removed, certificate revoked, a certified registration back to
 * confirmed), audited in the same transaction.
 */
export async function setAttendance(db: NodePgDatabase, actor: Actor, offeringId: string, registrationId: string, present: boolean) {
  return db.transaction(async (tx) => {
    const [reg] = await tx.select().from(registrations).where(and(eq(registrations.id, registrationId), eq(registrations.offeringId, offeringId))).for('update');
    if (!reg) throw new AppError(404, 'errors:notFound');
    const before = await attendanceState(tx, registrationId);
    if (present) {
      const [result] = await markAttendance(tx, { offeringId, emails: [reg.email], markedBy: actor.label });
      if (result.outcome === 'not_paid') throw new AppError(409, 'admin:attendance.notPaid');
      if (result.outcome === 'refunded') throw new AppError(409, 'admin:attendance.refunded');
    } else {
      const revoked = await tx.delete(certificates).where(eq(certificates.registrationId, registrationId)).returning({ id: certificates.id });
      const unmarked = await tx.delete(attendance).where(eq(attendance.registrationId, registrationId)).returning({ id: attendance.registrationId });
      const at = new Date().toISOString();
      if (unmarked.length) await emitWebhookEvent(tx, 'attendance.marked', { registrationId, sessionId: offeringId, present: false, markedAt: at });
      if (revoked.length) await emitWebhookEvent(tx, 'certificate.revoked', { registrationId, sessionId: offeringId, revokedAt: at });
      if (reg.status === 'completed') await moveStatus(tx, registrationId, 'completed', reg.courseType === 'live' ? 'confirmation' : 'on_demand_confirmation');
    }
    const after = await attendanceState(tx, registrationId);
    if (before.present !== after.present || before.certificateId !== after.certificateId) {
      await writeAudit(tx, actor, { entity: 'attendance', entityId: registrationId, action: present ? 'present' : 'absent', before, after });
    }
    return { registrationId, ...after };
  });
}

/** Present once attendance is recorded; the certificate follows once the session has started (domain certificates/attendance-rule.ts). */
async function attendanceState(tx: NodePgDatabase, registrationId: string) {
  const [marked] = await tx.select({ at: attendance.markedAt }).from(attendance).where(eq(attendance.registrationId, registrationId));
  const [issued] = await tx.select({ id: certificates.id }).from(certificates).where(eq(certificates.registrationId, registrationId));
  return { present: Boolean(marked), certificateId: issued?.id ?? null };
}
