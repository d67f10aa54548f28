import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { checkInScans } from '../../db/schema/check-in-scans';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { voidReasonOf } from '@portal/domain/check-in/rules';
import { rosterExpired, ticketDigest, type CheckInRoster } from '@portal/domain/check-in/roster';
import type { Offering } from '../../db/schema/offerings';
import { registrations } from '../../db/schema/registration';
import { tickets } from '../../db/schema/tickets';
import { holderOf, ticketsWithHolders } from './tickets';

/**
 * The session's tickets as a phone keeps them to judge scans offline (issue 43): by the token's
 * digest, never the token; valid by the scan's own rule (stamped void or ended by its
 * registration); erased people left out, as from the search.
 */
export async function checkInRoster(db: NodePgDatabase, session: Offering, now = new Date()): Promise<CheckInRoster> {
  const endsAt = session.endsAt?.toISOString() ?? null;
  // An ended session's list leaves the phones (issue 50): no names for a phone to keep again, even
  // one still running an older copy of the screen that would store what it reads.
  if (rosterExpired({ endsAt }, now)) return { sessionId: session.id, endsAt, readAt: now.toISOString(), tickets: [] };
  const rows = await ticketsWithHolders(db)
    .where(and(eq(tickets.offeringId, session.id), isNull(registrations.anonymisedAt)))
    .orderBy(asc(tickets.issuedAt));
  const flagged = new Set(
    (await db.selectDistinct({ ticketId: checkInScans.ticketId }).from(checkInScans).where(and(eq(checkInScans.offeringId, session.id), eq(checkInScans.flagged, true)))).map((r) => r.ticketId),
  );
  return {
    sessionId: session.id,
    endsAt,
    readAt: now.toISOString(),
    tickets: await Promise.all(
      rows.map(async (r) => {
        const { name, role } = holderOf(r);
        return {
          digest: await ticketDigest(r.ticket.token),
          ticketId: r.ticket.id,
          name,
          role,
          valid: !r.ticket.voidedAt && voidReasonOf(r.registration, r.ticket.offeringId) === null,
          checkedInAt: r.ticket.checkedInAt?.toISOString() ?? null,
          checkedInBy: r.ticket.checkedInBy,
          flagged: flagged.has(r.ticket.id),
        };
      }),
    ),
  };
}

/**
 * Who was let in offline on a ticket no longer valid when the phone's scans reached the server (a
 * registration cancelled during the outage, issue 43): for staff to follow up, on the session's
 * roster, which lists only registrations still on the session. Earliest first; erased people left out.
 */
export async function lettedInOffline(db: NodePgDatabase, sessionId: string) {
  const scans = await db
    .select({ ticketId: checkInScans.ticketId, scannedAt: checkInScans.scannedAt, scannedBy: checkInScans.scannedBy })
    .from(checkInScans)
    .where(and(eq(checkInScans.offeringId, sessionId), eq(checkInScans.flagged, true)))
    .orderBy(asc(checkInScans.scannedAt));
  const ids = scans.map((s) => s.ticketId).filter((id): id is string => id !== null);
  if (!ids.length) return [];
  const holders = await ticketsWithHolders(db).where(and(inArray(tickets.id, ids), isNull(registrations.anonymisedAt)));
  return scans.flatMap((s) => {
    const h = holders.find((x) => x.ticket.id === s.ticketId);
    return h ? [{ registrationId: h.ticket.registrationId, name: holderOf(h).name, role: holderOf(h).role, scannedAt: s.scannedAt, scannedBy: s.scannedBy }] : [];
  });
}

/**
 * Scans a phone sent with a time no check-in could have had (issue 50: before the doors could
 * open, or before the ticket existed), refused by the sync and recorded as `impossible_time`: the
 * ticket's holder, the time the phone claimed, who sent it and when it reached the server, for
 * staff to look into (a wrong clock, or a forged scan). Earliest received first; erased people left out.
 */
export async function refusedScans(db: NodePgDatabase, sessionId: string) {
  const scans = await db
    .select({ ticketId: checkInScans.ticketId, scannedAt: checkInScans.scannedAt, scannedBy: checkInScans.scannedBy, syncedAt: checkInScans.syncedAt })
    .from(checkInScans)
    .where(and(eq(checkInScans.offeringId, sessionId), eq(checkInScans.outcome, 'impossible_time')))
    .orderBy(asc(checkInScans.syncedAt), asc(checkInScans.key));
  const ids = scans.map((s) => s.ticketId).filter((id): id is string => id !== null);
  if (!ids.length) return [];
  const holders = await ticketsWithHolders(db).where(and(inArray(tickets.id, ids), isNull(registrations.anonymisedAt)));
  return scans.flatMap((s) => {
    const h = holders.find((x) => x.ticket.id === s.ticketId);
    return h ? [{ registrationId: h.ticket.registrationId, name: holderOf(h).name, role: holderOf(h).role, scannedAt: s.scannedAt, scannedBy: s.scannedBy, receivedAt: s.syncedAt }] : [];
  });
}
