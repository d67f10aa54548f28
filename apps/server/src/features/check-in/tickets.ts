import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { ticketsFor, type VoidReason } from '@portal/domain/check-in/rules';
import type { CourseType } from '@portal/domain/course/course';
import { stepOf, type Status } from '@portal/domain/registration/status';
import { offerings } from '../../db/schema/offerings';
import { registrations, teamMembers } from '../../db/schema/registration';
import { tickets } from '../../db/schema/tickets';
import { newPublicId } from '../../platform/security/ids';

/** What decides whether a registration holds tickets; a caller that has just read or written it passes it (one read saved). */
export interface TicketHolding {
  offeringId: string;
  courseType: CourseType;
  status: Status;
  cancelledAt: Date | null;
  refundedAt: Date | null;
}

/**
 * Door tickets (issue 29). Issued in the transaction that makes a live registration paid (and
 * again, for the new session, when it is moved); voided in the one that cancels it, refunds it in
 * full or moves it. Issuing is idempotent: a person who already holds a valid ticket for the
 * session gets no second one (the partial unique index settles concurrent issuers).
 */
export async function issueTickets(tx: NodePgDatabase, registrationId: string, known?: TicketHolding): Promise<void> {
  const [reg] = known
    ? [known]
    : await tx
        .select({ offeringId: registrations.offeringId, courseType: offerings.courseType, status: registrations.status, cancelledAt: registrations.cancelledAt, refundedAt: registrations.refundedAt })
        .from(registrations)
        .innerJoin(offerings, eq(offerings.id, registrations.offeringId))
        .where(eq(registrations.id, registrationId));
  // Only a paid registration holds tickets (a moved one may not be paid yet).
  if (!reg || !ticketsFor(reg.courseType) || stepOf(reg.status) !== 'complete' || reg.cancelledAt || reg.refundedAt) return;
  const team = await tx.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.registrationId, registrationId));
  const holders: (string | null)[] = [null, ...team.map((m) => m.id)];
  await tx
    .insert(tickets)
    .values(holders.map((teamMemberId) => ({ id: newPublicId(), token: newPublicId(), registrationId, teamMemberId, offeringId: reg.offeringId })))
    .onConflictDoNothing();
}

/** Voids every valid ticket of a registration (all sessions), saying why. */
export async function voidTickets(tx: NodePgDatabase, registrationId: string, reason: VoidReason, now = new Date()): Promise<void> {
  await tx
    .update(tickets)
    .set({ voidedAt: now, voidReason: reason })
    .where(and(eq(tickets.registrationId, registrationId), isNull(tickets.voidedAt)));
}

/** Voids the valid tickets of these team members (replaced by other people): their seats stay the registration's. */
export async function voidMemberTickets(tx: NodePgDatabase, registrationId: string, teamMemberIds: string[], reason: VoidReason, now = new Date()): Promise<void> {
  if (!teamMemberIds.length) return;
  await tx
    .update(tickets)
    .set({ voidedAt: now, voidReason: reason })
    .where(and(eq(tickets.registrationId, registrationId), inArray(tickets.teamMemberId, teamMemberIds), isNull(tickets.voidedAt)));
}

/** A moved registration: its tickets for the old session voided, new ones for the session it is on now. */
export async function reissueTicketsAfterMove(tx: NodePgDatabase, registrationId: string): Promise<void> {
  await voidTickets(tx, registrationId, 'moved');
  await issueTickets(tx, registrationId);
}

/** The holder's name and role (registrant, or the team member's type) of each ticket. */
const holderColumns = {
  ticket: tickets,
  firstName: registrations.firstName,
  lastName: registrations.lastName,
  email: registrations.email,
  memberFirstName: teamMembers.firstName,
  memberLastName: teamMembers.lastName,
  memberEmail: teamMembers.email,
  memberType: teamMembers.type,
  registration: { offeringId: registrations.offeringId, cancelledAt: registrations.cancelledAt, refundedAt: registrations.refundedAt },
};

export function ticketsWithHolders(db: NodePgDatabase) {
  return db
    .select(holderColumns)
    .from(tickets)
    .innerJoin(registrations, eq(registrations.id, tickets.registrationId))
    .leftJoin(teamMembers, eq(teamMembers.id, tickets.teamMemberId));
}
export type TicketWithHolder = Awaited<ReturnType<typeof ticketsWithHolders>>[number];

/** The person a ticket admits, as the scan and the PDF name them. */
export function holderOf(t: TicketWithHolder): { name: string; email: string; role: string } {
  if (t.ticket.teamMemberId) return { name: `${t.memberFirstName} ${t.memberLastName}`.trim(), email: t.memberEmail ?? '', role: t.memberType ?? 'team_member' };
  return { name: `${t.firstName} ${t.lastName}`.trim(), email: t.email, role: 'registrant' };
}

/** A registration's valid tickets, registrant first: what the completion page and the e-mail show. */
export async function validTicketsOf(db: NodePgDatabase, registrationId: string): Promise<TicketWithHolder[]> {
  return ticketsWithHolders(db)
    .where(and(eq(tickets.registrationId, registrationId), eq(tickets.offeringId, registrations.offeringId), isNull(tickets.voidedAt)))
    .orderBy(sql`${tickets.teamMemberId} is not null`, asc(tickets.issuedAt))
    .then((rows) => rows.filter((r) => !r.registration.cancelledAt && !r.registration.refundedAt));
}
