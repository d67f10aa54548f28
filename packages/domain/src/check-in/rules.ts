import { z } from 'zod';
import type { CourseType } from '../course/course';
import { MSG } from '../http/validation';

/**
 * Check-in at the door (issue 29): who holds a ticket, what voids it, and what a scan answers.
 * The server applies these; the back office's scanning screen shows the outcome.
 */

/** Only a live session has a door: an on-demand course issues no ticket. */
export const ticketsFor = (courseType: CourseType) => courseType === 'live';

/** 'replaced': the team member it admitted was replaced by another person (the registrant's own page, issue 42). */
export const VOID_REASONS = ['cancelled', 'refunded', 'moved', 'replaced'] as const;
export type VoidReason = (typeof VOID_REASONS)[number];

/** The registration as far as its tickets care: ended (cancelled, refunded in full) or moved. */
export interface TicketRegistration {
  offeringId: string;
  cancelledAt: Date | null;
  refundedAt: Date | null;
}

/**
 * Why a ticket for `ticketOfferingId` no longer admits anybody, or null while it does. A partial
 * refund leaves `refundedAt` unset: the ticket stays valid. Derived at every scan as well as
 * stamped on the row, so a ticket is refused even if the change that ended it stamped nothing.
 */
export function voidReasonOf(reg: TicketRegistration, ticketOfferingId: string): VoidReason | null {
  if (reg.cancelledAt) return 'cancelled';
  if (reg.refundedAt) return 'refunded';
  if (reg.offeringId !== ticketOfferingId) return 'moved';
  return null;
}

/** `impossible_time`: a phone's scan sent with a time no check-in could have had (scanTimeWithin): refused, recorded, audited. */
export const SCAN_OUTCOMES = ['checked_in', 'already', 'wrong_session', 'voided', 'unknown', 'impossible_time'] as const;
export type ScanOutcome = (typeof SCAN_OUTCOMES)[number];

export interface ScannedTicket {
  offeringId: string;
  voidedAt: Date | null;
  checkedInAt: Date | null;
  registration: TicketRegistration;
}

/**
 * What a scan at `sessionId` answers before anything is written. Voided first (a moved ticket
 * scanned at its old session is voided, not wrong), then the session, then whether the person is
 * already in. `checked_in` means "check in now": the caller's conditional update decides the race.
 */
export function scanOutcome(ticket: ScannedTicket | null, sessionId: string): ScanOutcome {
  if (!ticket) return 'unknown';
  if (ticket.voidedAt || voidReasonOf(ticket.registration, ticket.offeringId)) return 'voided';
  if (ticket.offeringId !== sessionId) return 'wrong_session';
  return ticket.checkedInAt ? 'already' : 'checked_in';
}

/** Doors open this long before the session starts: early arrivals are checked in as they come. */
export const CHECK_IN_OPENS_MINUTES = 120;

/** When a live session starting at `startsAt` opens its doors (scanning, and attendance: certificates/attendance-rule.ts). */
export function doorsOpenAt(startsAt: Date): Date {
  return new Date(startsAt.getTime() - CHECK_IN_OPENS_MINUTES * 60_000);
}

/** Whether scanning is open for a live session starting at `startsAt` (it stays open afterwards). */
export function checkInOpen(startsAt: Date | null, now: Date): boolean {
  return startsAt !== null && now.getTime() >= doorsOpenAt(startsAt).getTime();
}

/**
 * How far before the earliest possible time a phone's scan time may fall and still count, as that
 * earliest time: a phone's clock a few minutes slow at the doors' opening, or at a ticket issued at
 * the door, is a phone's clock, not a forgery, and the person was there. Clamping it costs nothing
 * (the check-in can be no earlier than the bound); refusing it would flag honest door staff every
 * morning. Anything further off is impossible, and refused.
 */
export const SCAN_CLOCK_TOLERANCE_MINUTES = 5;

/**
 * A phone's scan time as the server may believe it (issue 50), or null when it is impossible: no
 * later than the server's now (a phone's clock ahead counts as now), no earlier than the session's
 * doors opening nor than the ticket's issue (within SCAN_CLOCK_TOLERANCE_MINUTES it is moved up to
 * that bound).
 */
export function scanTimeWithin(scannedAt: Date, bounds: { startsAt: Date; ticketIssuedAt: Date }, now: Date): Date | null {
  const earliest = Math.max(doorsOpenAt(bounds.startsAt).getTime(), bounds.ticketIssuedAt.getTime());
  const at = Math.min(scannedAt.getTime(), now.getTime());
  if (at >= earliest) return new Date(at);
  if (at >= earliest - SCAN_CLOCK_TOLERANCE_MINUTES * 60_000) return new Date(earliest);
  return null;
}

/** A door ticket's token as the QR code carries it: 22 base64url characters (128 random bits). */
export const TICKET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** POST /api/admin/sessions/:id/check-in: the scanned text, trimmed (a scanner may add a newline). */
export const CheckInScanSchema = z.object({
  token: z.string({ error: MSG.invalid }).trim().max(200, { error: MSG.tooLong }),
});

/** GET /api/admin/sessions/:id/check-in?q=: name or e-mail, part of either. */
export const CheckInSearchSchema = z.object({
  q: z.string({ error: MSG.invalid }).trim().max(100, { error: MSG.tooLong }).default(''),
});
