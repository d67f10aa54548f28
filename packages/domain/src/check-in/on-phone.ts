import type { CheckInCounts } from './answers';
import type { CheckInRoster, RosterTicket } from './roster';

/**
 * A scan judged on the phone, without network (issue 43), against the session's list kept there
 * and the scans this phone has queued: the same outcomes as the server's scan (domain
 * check-in/rules.ts scanOutcome), read from the list's `valid` and `checkedInAt` instead of the
 * ticket's row. The server has the last word when the scan is sent (check-in/sync.ts).
 */
export interface PhoneScan {
  digest: string;
  scannedAt: string;
  /** The phone let the person in. */
  admitted: boolean;
}

export interface PhoneJudgement {
  outcome: 'checked_in' | 'already' | 'voided' | 'unknown';
  ticket: RosterTicket | null;
  checkedInAt: string | null;
  /** Who checked the person in, as the list says; null when it was this phone, offline. */
  checkedInBy: string | null;
}

export function judgeOnPhone(roster: Pick<CheckInRoster, 'tickets'> | null, queued: PhoneScan[], digest: string): PhoneJudgement {
  const ticket = roster?.tickets.find((t) => t.digest === digest) ?? null;
  if (!ticket) return { outcome: 'unknown', ticket, checkedInAt: null, checkedInBy: null };
  if (!ticket.valid) return { outcome: 'voided', ticket, checkedInAt: null, checkedInBy: null };
  if (ticket.checkedInAt) return { outcome: 'already', ticket, checkedInAt: ticket.checkedInAt, checkedInBy: ticket.checkedInBy };
  const earlier = queued.find((q) => q.admitted && q.digest === digest);
  if (earlier) return { outcome: 'already', ticket, checkedInAt: earlier.scannedAt, checkedInBy: null };
  return { outcome: 'checked_in', ticket, checkedInAt: null, checkedInBy: null };
}

/** The counts as this phone knows them offline: the list's, plus the people it let in since. */
export function countsOnPhone(roster: Pick<CheckInRoster, 'tickets'>, queued: PhoneScan[]): CheckInCounts {
  const admitted = new Set(queued.filter((q) => q.admitted).map((q) => q.digest));
  const valid = roster.tickets.filter((t) => t.valid);
  return { expected: valid.length, checkedIn: valid.filter((t) => t.checkedInAt || admitted.has(t.digest)).length };
}
