import type { ScanOutcome } from './rules';

/**
 * What the back office's check-in API answers (apps/server/src/features/check-in), as the
 * scanning screen reads it: the counts, a scan's outcome with the person and who checked them in,
 * and the search's ticket holders.
 */
export interface CheckInCounts {
  checkedIn: number;
  expected: number;
}

export interface CheckInAnswer {
  outcome: ScanOutcome;
  person: { name: string; role: string } | null;
  checkedInAt: string | null;
  checkedInBy: string | null;
  counts: CheckInCounts;
}

export interface TicketHolder {
  ticketId: string;
  name: string;
  email: string;
  role: string;
  state: 'expected' | 'checked_in' | 'voided';
  checkedInAt: string | null;
  checkedInBy: string | null;
}
