import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { ticketDigest } from '@portal/domain/check-in/roster';
import { scanOutcome, scanTimeWithin, type ScanOutcome } from '@portal/domain/check-in/rules';
import { AppError } from '@portal/domain/errors/app-error';
import type { CheckInSyncAnswer, QueuedScan, SyncedScan } from '@portal/domain/check-in/sync';
import { checkInScans, type CheckInScanRow } from '../../db/schema/check-in-scans';
import type { Offering } from '../../db/schema/offerings';
import { tickets } from '../../db/schema/tickets';
import { retryTransaction } from '../../db/retry-transaction';
import { markAttendance } from '../certificates/attendance';
import { writeAudit } from '../staff/audit';
import { assertCheckInOpen, checkInCounts, type CheckInOptions, type Scanner } from './scan';
import { holderOf, ticketsWithHolders, type TicketWithHolder } from './tickets';

/**
 * Scans made on a phone without network, sent in order once it is back (issue 43). Each scan is
 * its own transaction:
 * - its key is claimed first (the table's primary key): a scan sent again finds its row and
 *   answers what was decided then, changing nothing;
 * - the earliest scan of a ticket wins: with the ticket's row locked (`no key update`, which the
 *   scan row's foreign-key share lock of a concurrent sync does not block, so two phones' syncs of
 *   one ticket queue instead of deadlocking), the check-in is set to this
 *   scan's phone time when the ticket has none or a later one (`checked_in_at IS NULL OR
 *   checked_in_at > scannedAt`), naming who scanned; the scan it replaces becomes a repeat
 *   (`already`), and so is this one when an earlier check-in holds;
 * - a ticket no longer valid when the scan arrives is refused, and flagged when the phone let the
 *   person in (cancelled during the outage), for staff to see in the session's list;
 * - attendance and the audit entry as an online scan makes them (attendance once, at the first
 *   check-in).
 * `guard: false` (the race test's control run) drops the lock and the condition.
 */
export async function syncScans(db: NodePgDatabase, scanner: Scanner, session: Offering, scans: QueuedScan[], opts: CheckInOptions = {}): Promise<CheckInSyncAnswer> {
  // Refused whole, as the online scan is, while the doors are closed by the server's clock (issue
  // 50): every scan of the batch is for this one session, so each would get the same answer, and
  // nothing of it (scan rows included) is written.
  assertCheckInOpen(session, new Date(), opts);
  await assertKeysOwn(db, session, scans, opts);
  const byDigest = await ticketIdsByDigest(db, session.id);
  const answers: SyncedScan[] = [];
  for (const scan of scans) answers.push(await syncOne(db, scanner, session, scan, byDigest.get(scan.digest) ?? null, opts));
  return { scans: answers, counts: await checkInCounts(db, session.id) };
}

/** The session's tickets by their token's digest: the phone names a ticket by it, never by its token. */
async function ticketIdsByDigest(db: NodePgDatabase, sessionId: string): Promise<Map<string, string>> {
  const rows = await db.select({ id: tickets.id, token: tickets.token }).from(tickets).where(eq(tickets.offeringId, sessionId));
  return new Map(await Promise.all(rows.map(async (r) => [await ticketDigest(r.token), r.id] as const)));
}

function syncOne(db: NodePgDatabase, scanner: Scanner, session: Offering, scan: QueuedScan, ticketId: string | null, opts: CheckInOptions): Promise<SyncedScan> {
  const now = new Date();
  // A phone's clock ahead of the server's cannot check somebody in in the future; the row keeps
  // the phone's time otherwise, impossible or not (what the phone said, for staff to see).
  const scannedAt = new Date(Math.min(new Date(scan.scannedAt).getTime(), now.getTime()));
  return retryTransaction(() =>
    db.transaction(async (tx) => {
      const fresh = await tx
        .insert(checkInScans)
        .values({ key: scan.key, offeringId: session.id, ticketId, digest: scan.digest, scannedAt, scannedBy: scanner.name, outcome: 'unknown', syncedAt: now })
        .onConflictDoNothing({ target: checkInScans.key })
        .returning({ key: checkInScans.key });
      if (fresh.length === 0) return answerOfKnown(tx, scan, session, opts);
      const record = (outcome: ScanOutcome, flagged = false) => tx.update(checkInScans).set({ outcome, flagged }).where(eq(checkInScans.key, scan.key));
      // A scan staff must be able to find later: the phone's claimed time, kept as it was sent.
      const auditRefusedScan = (action: 'offline_void' | 'impossible_scan_time', held: TicketWithHolder) =>
        writeAudit(tx, scanner.actor, {
          entity: 'ticket',
          entityId: held.ticket.id,
          action,
          before: null,
          after: { scannedAt: scannedAt.toISOString(), sessionId: session.id, registrationId: held.ticket.registrationId, key: scan.key },
        });
      const found = ticketId ? (await ticketsWithHolders(tx).where(eq(tickets.id, ticketId)))[0] : undefined;
      const outcome = scanOutcome(found ? { ...found.ticket, registration: found.registration } : null, session.id);
      if (outcome === 'unknown' || outcome === 'wrong_session' || outcome === 'voided') {
        const flagged = outcome === 'voided' && scan.admitted;
        await record(outcome, flagged);
        if (flagged) {
          await auditRefusedScan('offline_void', found!);
        }
        return answerOf(scan.key, outcome, found, flagged);
      }
      // Issue 50: a time no check-in could have had (before the doors could open, or before the
      // ticket existed) is refused and recorded, never written as the check-in nor able to
      // replace an earlier one; a few minutes off is a phone's clock, moved up to the bound.
      const checkedInAt = opts.scanTime === false ? scannedAt : scanTimeWithin(scannedAt, { startsAt: session.startsAt!, ticketIssuedAt: found!.ticket.issuedAt }, now);
      if (!checkedInAt) {
        await record('impossible_time');
        await auditRefusedScan('impossible_scan_time', found!);
        return answerOf(scan.key, 'impossible_time', found, false);
      }
      await opts.afterRead?.();
      const guard = opts.guard ?? true;
      const [held] = guard
        ? await tx.select({ checkedInAt: tickets.checkedInAt, checkedInBy: tickets.checkedInBy }).from(tickets).where(eq(tickets.id, ticketId!)).for('no key update')
        : [{ checkedInAt: found!.ticket.checkedInAt, checkedInBy: found!.ticket.checkedInBy }];
      if (held.checkedInAt && held.checkedInAt.getTime() <= checkedInAt.getTime()) {
        await record('already');
        return answerOf(scan.key, 'already', { ...found!, ticket: { ...found!.ticket, ...held } }, false);
      }
      const condition = guard ? and(eq(tickets.id, ticketId!), or(isNull(tickets.checkedInAt), sql`${tickets.checkedInAt} > ${checkedInAt.toISOString()}`)) : eq(tickets.id, ticketId!);
      await tx.update(tickets).set({ checkedInAt, checkedInBy: scanner.name }).where(condition);
      // The counted scan carries the time the ticket now holds (a phone's clock a few minutes slow is
      // moved up to the bound), so the scan and the ticket tell one story (db:audit checks it).
      await tx.update(checkInScans).set({ outcome: 'checked_in', scannedAt: checkedInAt }).where(eq(checkInScans.key, scan.key));
      // The scan this one replaces (a later one, synced earlier) is a repeat now.
      await tx
        .update(checkInScans)
        .set({ outcome: 'already' })
        .where(and(eq(checkInScans.ticketId, ticketId!), ne(checkInScans.key, scan.key), eq(checkInScans.outcome, 'checked_in')));
      if (!found!.ticket.teamMemberId && !held.checkedInAt) {
        await markAttendance(tx, { offeringId: session.id, emails: [found!.email], markedBy: scanner.actor.label, arrivedAt: checkedInAt }, { window: opts.window });
      }
      await writeAudit(tx, scanner.actor, {
        entity: 'ticket',
        entityId: ticketId!,
        action: 'check_in',
        before: { checkedInAt: held.checkedInAt?.toISOString() ?? null, checkedInBy: held.checkedInBy },
        after: { checkedInAt: checkedInAt.toISOString(), scannedOffline: true, key: scan.key, sessionId: session.id, registrationId: found!.ticket.registrationId, teamMemberId: found!.ticket.teamMemberId },
      });
      return answerOf(scan.key, 'checked_in', { ...found!, ticket: { ...found!.ticket, checkedInAt, checkedInBy: scanner.name } }, false);
    }),
  );
}

/**
 * A scan sent again: what was decided the first time, with the ticket as it stands now. Only for
 * that same scan (issue 50): a known key sent with another ticket's digest or to another session
 * is refused (409), before anything about the first scan (holder, time, scanner) is read.
 */
async function answerOfKnown(tx: NodePgDatabase, scan: QueuedScan, session: Offering, opts: CheckInOptions): Promise<SyncedScan> {
  const [known] = await tx.select().from(checkInScans).where(eq(checkInScans.key, scan.key));
  if (opts.keyCheck !== false && !sameScan(known, scan, session)) throw keyReused();
  const [found] = known.ticketId ? await ticketsWithHolders(tx).where(eq(tickets.id, known.ticketId)) : [];
  return answerOf(scan.key, known.outcome, found, known.flagged);
}

const sameScan = (known: Pick<CheckInScanRow, 'offeringId' | 'digest'>, scan: QueuedScan, session: Offering) => known.offeringId === session.id && known.digest === scan.digest;
const keyReused = () => new AppError(409, 'admin:checkIn.keyReused', {}, 'scanKeyReused');

/** The batch's keys already known for another scan: the whole batch is refused before anything of it is written. */
async function assertKeysOwn(db: NodePgDatabase, session: Offering, scans: QueuedScan[], opts: CheckInOptions): Promise<void> {
  if (opts.keyCheck === false) return;
  const known = await db.select({ key: checkInScans.key, offeringId: checkInScans.offeringId, digest: checkInScans.digest }).from(checkInScans).where(inArray(checkInScans.key, scans.map((x) => x.key)));
  const byKey = new Map(scans.map((x) => [x.key, x]));
  if (known.some((k) => !sameScan(k, byKey.get(k.key)!, session))) throw keyReused();
}

function answerOf(key: string, outcome: ScanOutcome, found: TicketWithHolder | undefined, flagged: boolean): SyncedScan {
  if (!found) return { key, outcome, person: null, checkedInAt: null, checkedInBy: null, flagged };
  const { name, role } = holderOf(found);
  return { key, outcome, person: { name, role }, checkedInAt: found.ticket.checkedInAt?.toISOString() ?? null, checkedInBy: found.ticket.checkedInBy, flagged };
}
