import { and, asc, eq, ilike, isNull, or, sql, type AnyColumn } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { TicketHolder } from '@portal/domain/check-in/answers';
import { voidReasonOf } from '@portal/domain/check-in/rules';
import { registrations, teamMembers } from '../../db/schema/registration';
import { tickets } from '../../db/schema/tickets';
import { checkInCounts } from './scan';
import { holderOf, ticketsWithHolders } from './tickets';

/** A search answers at most this many holders: the door needs a few names, not the whole list. */
const SEARCH_LIMIT = 50;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The fallback when a code will not scan: the session's ticket holders whose name or e-mail
 * contains `q` (all of them, up to the limit, when it is empty), each with its state, and the
 * ticket id the manual check-in takes.
 */
export async function searchTicketHolders(db: NodePgDatabase, sessionId: string, q: string) {
  const like = `%${escapeLike(q)}%`;
  // The holder's own name and e-mail: a team member's ticket is found by the team member's.
  const own = (member: AnyColumn, registrant: AnyColumn) => sql`coalesce(${member}, ${registrant})`;
  const matches = q
    ? or(
        ilike(own(teamMembers.firstName, registrations.firstName), like),
        ilike(own(teamMembers.lastName, registrations.lastName), like),
        ilike(sql`${own(teamMembers.firstName, registrations.firstName)} || ' ' || ${own(teamMembers.lastName, registrations.lastName)}`, like),
        ilike(own(teamMembers.email, registrations.email), like),
      )
    : undefined;
  const rows = await ticketsWithHolders(db)
    // Erased people (privacy erasure) are no one to find at the door.
    .where(and(eq(tickets.offeringId, sessionId), isNull(registrations.anonymisedAt), matches))
    .orderBy(asc(own(teamMembers.lastName, registrations.lastName)), asc(own(teamMembers.firstName, registrations.firstName)), asc(tickets.issuedAt))
    .limit(SEARCH_LIMIT);
  const data = rows.map((r): TicketHolder => {
    const holder = holderOf(r);
    const voided = Boolean(r.ticket.voidedAt) || voidReasonOf(r.registration, r.ticket.offeringId) !== null;
    return {
      ticketId: r.ticket.id,
      ...holder,
      state: voided ? 'voided' : r.ticket.checkedInAt ? 'checked_in' : 'expected',
      checkedInAt: r.ticket.checkedInAt?.toISOString() ?? null,
      checkedInBy: r.ticket.checkedInBy,
    };
  });
  return { data, counts: await checkInCounts(db, sessionId) };
}
