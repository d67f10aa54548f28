import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { CHECK_IN_OPENS_MINUTES, checkInOpen, scanOutcome, TICKET_TOKEN_PATTERN, type ScanOutcome } from '@portal/domain/check-in/rules';
import type { CheckInAnswer, CheckInCounts } from '@portal/domain/check-in/answers';
import { AppError } from '@portal/domain/errors/app-error';
import type { Offering } from '../../db/schema/offerings';
import { registrations } from '../../db/schema/registration';
import { tickets } from '../../db/schema/tickets';
import { retryTransaction } from '../../db/retry-transaction';
import { markAttendance } from '../certificates/attendance';
import { writeAudit, type Actor } from '../staff/audit';
import { holderOf, ticketsWithHolders, type TicketWithHolder } from './tickets';

/** Who scans: the audit's actor and the name the door's screen shows under "already checked in". */
export interface Scanner {
  actor: Actor;
  name: string;
}

/**
 * `guard: false` drops the condition of the check-in update: only the race test's control run
 * uses it, to show that without it two scanners both "check in" the same person. `window: false`
 * skips the doors' opening (here and in the attendance writer): only the control runs of the
 * issue 50 tests use it, to show what a door let through before. There is no clock to pass: every
 * door judges by the server's.
 */
export interface CheckInOptions {
  guard?: boolean;
  window?: boolean;
  /** A phone's sync only, control runs only: `scanTime: false` trusts its scan time (no lower bound), `keyCheck: false` answers a known key whatever it is sent with. */
  scanTime?: boolean;
  keyCheck?: boolean;
  /** Runs between reading the ticket and claiming it: the race test holds both scanners there. */
  afterRead?: () => Promise<void>;
}

/** A session's tickets that admit somebody: valid, for this session, of a registration still on it. */
const admits = (sessionId: string): SQL =>
  and(eq(tickets.offeringId, sessionId), isNull(tickets.voidedAt), eq(registrations.offeringId, sessionId), isNull(registrations.cancelledAt), isNull(registrations.refundedAt))!;

export async function checkInCounts(db: NodePgDatabase, sessionId: string): Promise<CheckInCounts> {
  const [row] = await db
    .select({ expected: sql<number>`count(*)::int`, checkedIn: sql<number>`count(${tickets.checkedInAt})::int` })
    .from(tickets)
    .innerJoin(registrations, eq(registrations.id, tickets.registrationId))
    .where(admits(sessionId));
  return { checkedIn: row.checkedIn, expected: row.expected };
}

/**
 * The door's own answer when its doors are closed (the same rule as the attendance writer's, in
 * the door's words): a live session only, from CHECK_IN_OPENS_MINUTES before its start by the
 * server's clock. The online scan, the manual check-in and a phone's sync all ask it first; its
 * code tells a phone that the scans it sent will never be taken (it drops them, saying why).
 */
export function assertCheckInOpen(session: Offering, now: Date, opts: CheckInOptions = {}): void {
  if (session.courseType !== 'live') throw new AppError(409, 'admin:checkIn.notLive');
  if (opts.window !== false && !checkInOpen(session.startsAt, now)) throw new AppError(409, 'admin:checkIn.notOpen', { hours: CHECK_IN_OPENS_MINUTES / 60 }, 'checkInNotOpen');
}

/** The scan at the door: the QR code's token looked up, the outcome decided and, if it is in order, recorded. */
export function checkInByToken(db: NodePgDatabase, scanner: Scanner, session: Offering, token: string, opts: CheckInOptions = {}) {
  const where = TICKET_TOKEN_PATTERN.test(token) ? eq(tickets.token, token) : null;
  return checkIn(db, scanner, session, where, opts);
}

/** The manual check-in, from the search by name or e-mail: the same rule as the scan. */
export function checkInByTicket(db: NodePgDatabase, scanner: Scanner, session: Offering, ticketId: string, opts: CheckInOptions = {}) {
  return checkIn(db, scanner, session, eq(tickets.id, ticketId), opts);
}

async function checkIn(db: NodePgDatabase, scanner: Scanner, session: Offering, where: SQL | null, opts: CheckInOptions): Promise<CheckInAnswer> {
  const now = new Date();
  assertCheckInOpen(session, now, opts);
  const answer = await retryTransaction(() =>
    db.transaction(async (tx) => {
      const [found] = where ? await ticketsWithHolders(tx).where(where) : [];
      const outcome = scanOutcome(found ? { ...found.ticket, registration: found.registration } : null, session.id);
      if (outcome !== 'checked_in') return answerOf(outcome, found);
      await opts.afterRead?.();
      const won = await claim(tx, found!, scanner, now, opts.guard ?? true);
      if (!won) {
        // Another scanner got there first (its transaction committed while this one waited).
        const [again] = await ticketsWithHolders(tx).where(eq(tickets.id, found!.ticket.id));
        return answerOf('already', again);
      }
      // The registrant attends through the attendance rule (certificate, certified status, its
      // webhook events); a team member's attendance is the ticket's own check-in.
      if (!found!.ticket.teamMemberId) {
        await markAttendance(tx, { offeringId: session.id, emails: [found!.email], markedBy: scanner.actor.label, arrivedAt: now }, { window: opts.window });
      }
      await writeAudit(tx, scanner.actor, {
        entity: 'ticket',
        entityId: found!.ticket.id,
        action: 'check_in',
        before: { checkedInAt: null },
        after: { checkedInAt: now.toISOString(), sessionId: session.id, registrationId: found!.ticket.registrationId, teamMemberId: found!.ticket.teamMemberId },
      });
      return answerOf('checked_in', { ...found!, ticket: { ...found!.ticket, checkedInAt: now, checkedInBy: scanner.name } });
    }),
  );
  return { ...answer, counts: await checkInCounts(db, session.id) };
}

/** Sets the check-in once: the condition makes a second, concurrent scan update nothing. */
async function claim(tx: NodePgDatabase, found: TicketWithHolder, scanner: Scanner, now: Date, guard: boolean): Promise<boolean> {
  const condition = guard ? and(eq(tickets.id, found.ticket.id), isNull(tickets.checkedInAt)) : eq(tickets.id, found.ticket.id);
  const rows = await tx.update(tickets).set({ checkedInAt: now, checkedInBy: scanner.name }).where(condition).returning({ id: tickets.id });
  return rows.length === 1;
}

function answerOf(outcome: ScanOutcome, found: TicketWithHolder | undefined): Omit<CheckInAnswer, 'counts'> {
  if (!found) return { outcome, person: null, checkedInAt: null, checkedInBy: null };
  const { name, role } = holderOf(found);
  return { outcome, person: { name, role }, checkedInAt: found.ticket.checkedInAt?.toISOString() ?? null, checkedInBy: found.ticket.checkedInBy };
}
