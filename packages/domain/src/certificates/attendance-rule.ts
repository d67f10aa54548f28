import type { CourseType } from '../course/course';
import { doorsOpenAt } from '../check-in/rules';

/**
 * When attendance and certificates may be written (issue 50): one rule for every door (the scan at
 * the door, a phone's sync, the back office, the API token, the CLI, an import). The writer
 * (server `certificates/attendance.ts`) applies it with the server's clock; what a caller says
 * (when the person arrived) is bounded by it, never trusted.
 *
 * - A live session takes attendance once its doors have opened (CHECK_IN_OPENS_MINUTES before its
 *   start), never before; a live session without a start takes none.
 * - Its certificate is issued only once the session has started: an early arrival is present from
 *   the doors' opening and certified at the start (the writer issues it when the session has
 *   started, and the certificates job issues the ones still due).
 * - An on-demand course's attendance is its completion: recorded and certified at once.
 */
export interface AttendedSession {
  courseType: CourseType;
  startsAt: Date | null;
}

export type AttendanceDecision =
  | { open: false }
  /** `markedAt`: when the person counts as present, within [doors open, now]. */
  | { open: true; markedAt: Date; certify: boolean };

/** Whether a certificate may be issued now: a live session that has started, or an on-demand completion. */
export function certificateDue(session: AttendedSession, now: Date): boolean {
  if (session.courseType === 'on_demand') return true;
  return session.startsAt !== null && now.getTime() >= session.startsAt.getTime();
}

/**
 * What the writer may record at `now` (the server's clock) for a person who, by the caller's
 * account, arrived at `arrivedAt` (default: now). A claimed arrival is clamped into
 * [doors open, now]: an online door's arrival is its own server time, and a phone's scan time is
 * judged by the sync before it gets here, so the clamp only keeps a record from lying: it never
 * makes possible an attendance that the window refuses. An on-demand completion counts as of now.
 */
export function attendanceDecision(session: AttendedSession, now: Date, arrivedAt: Date = now): AttendanceDecision {
  if (session.courseType === 'on_demand') return { open: true, markedAt: now, certify: true };
  if (!session.startsAt) return { open: false };
  const opensAt = doorsOpenAt(session.startsAt).getTime();
  if (now.getTime() < opensAt) return { open: false };
  const markedAt = new Date(Math.min(Math.max(arrivedAt.getTime(), opensAt), now.getTime()));
  return { open: true, markedAt, certify: certificateDue(session, now) };
}
