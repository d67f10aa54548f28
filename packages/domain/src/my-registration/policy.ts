/**
 * What a registrant may do on their own page (issue 42, item 3), within their session's policy:
 * set per session in the back office, these defaults otherwise. The server decides with these
 * rules in the transaction that acts; the page shows the same answer before the click. Cut-offs
 * are instants (so many hours before the session starts): the page says them in the session's
 * own time zone.
 */
export interface SelfServicePolicy {
  /** Cancelling until this many hours before a live session starts refunds in full. */
  fullRefundHoursBefore: number;
  /** After that cut-off, until the session starts, this share of what was paid comes back (0-100 %). */
  lateRefundPercent: number;
  /** Moving to another session and changing team members: until this many hours before the session starts. */
  changesHoursBefore: number;
  /** An on-demand course: cancelling within this many days of paying refunds in full, nothing after. */
  onDemandRefundDays: number;
}

export const DEFAULT_POLICY: SelfServicePolicy = { fullRefundHoursBefore: 7 * 24, lateRefundPercent: 50, changesHoursBefore: 48, onDemandRefundDays: 14 };

/**
 * A session's policy on a registrant's move to a dearer session (issue 50): `pay` the difference
 * first on their page, or `refuse` such moves (staff still move them). Unset: `pay`.
 */
export const DEARER_MOVES = ['pay', 'refuse'] as const;
export type DearerMoves = (typeof DEARER_MOVES)[number];
export const DEFAULT_DEARER_MOVES: DearerMoves = 'pay';

const HOUR_MS = 60 * 60 * 1000;

type Course = { courseType: string; startsAt: Date | string | null };

/** A policy as staff may set it: whole hours and days, a share between 0 and 100. */
export function isValidPolicy(p: SelfServicePolicy): boolean {
  const whole = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;
  return whole(p.fullRefundHoursBefore, 24 * 365) && whole(p.lateRefundPercent, 100) && whole(p.changesHoursBefore, 24 * 365) && whole(p.onDemandRefundDays, 365);
}

export interface CancellationTerms {
  /** False once a live session has started: nothing can be cancelled from the page then. */
  allowed: boolean;
  /** What comes back if cancelled now, in cents (of what was paid, taxes included). */
  refundCents: number;
  share: 'full' | 'partial' | 'none';
  /** Until when the full refund holds (null when it no longer does or never did). */
  fullRefundUntil: Date | null;
}

/** What cancelling now gives back: the full amount before the cut-off, the policy's share after it, nothing once the session has started. */
export function cancellationTerms(policy: SelfServicePolicy, course: Course, paid: { cents: number; at: Date | null }, now: Date): CancellationTerms {
  if (course.courseType !== 'live' || course.startsAt === null) {
    const until = paid.at ? new Date(paid.at.getTime() + policy.onDemandRefundDays * 24 * HOUR_MS) : null;
    const full = until !== null && now < until;
    return { allowed: true, refundCents: full ? paid.cents : 0, share: full ? 'full' : 'none', fullRefundUntil: full ? until : null };
  }
  const starts = new Date(course.startsAt).getTime();
  if (now.getTime() >= starts) return { allowed: false, refundCents: 0, share: 'none', fullRefundUntil: null };
  const cutoff = new Date(starts - policy.fullRefundHoursBefore * HOUR_MS);
  if (now < cutoff) return { allowed: true, refundCents: paid.cents, share: 'full', fullRefundUntil: cutoff };
  const refundCents = Math.floor((paid.cents * policy.lateRefundPercent) / 100);
  return { allowed: true, refundCents, share: refundCents > 0 ? 'partial' : 'none', fullRefundUntil: null };
}

/** Until when the registrant may move to another session or change their team (null: an on-demand course has no session to move or seats to fill). */
export function changesUntil(policy: SelfServicePolicy, course: Course): Date | null {
  if (course.courseType !== 'live' || course.startsAt === null) return null;
  return new Date(new Date(course.startsAt).getTime() - policy.changesHoursBefore * HOUR_MS);
}

export const canChange = (policy: SelfServicePolicy, course: Course, now: Date): boolean => {
  const until = changesUntil(policy, course);
  return until !== null && now < until;
};
