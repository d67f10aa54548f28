import { z } from 'zod/mini';
import { MSG } from '../http/messages';
import type { CourseType } from '../course/course';

/**
 * The AGD roster (issue 52, item 1): an AGD PACE provider reports, within 30 days of a course,
 * the CE hours of every AGD member who attended, as a CSV in AGD's column order. These are its
 * rules; the server (features/agd-roster/) reads the rows and writes the file.
 */

/** AGD member IDs are six digits. */
export const AGD_NUMBER_PATTERN = /^\d{6}$/;
/** The registration form's message (catalog namespace "errors") for a malformed AGD number. */
export const AGD_NUMBER_MSG = 'errors:validation.agdNumber';

/** Spaces around the number are tidied away; anything that is not text reads as empty. */
export const tidyAgdNumber = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const isAgdNumber = (value: string) => AGD_NUMBER_PATTERN.test(value);

/**
 * The AGD number stored on a registration, or why it cannot be reported. Rows written before the
 * check (or imported) may hold anything, so this never throws: a malformed value is `malformed`.
 */
export function agdNumberOf(information: unknown): { state: 'ok'; agdNumber: string } | { state: 'missing' | 'malformed' } {
  const raw = typeof information === 'object' && information !== null ? (information as Record<string, unknown>).agdNumber : undefined;
  const agdNumber = tidyAgdNumber(raw);
  if (!agdNumber) return { state: 'missing' };
  return isAgdNumber(agdNumber) ? { state: 'ok', agdNumber } : { state: 'malformed' };
}

/** How a course is delivered, in AGD's terms; set per course in the back office. */
export const DELIVERY_METHODS = ['lecture', 'participation', 'self_instruction'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** What the roster prints for each method (AGD's own words, not translated: the file is for AGD). */
export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  lecture: 'Lecture',
  participation: 'Participation',
  self_instruction: 'Self-Instruction',
};

/** The method staff set, else lecture for a live session and self-instruction for the on-demand course. */
export const deliveryMethodOf = (course: { courseType: CourseType; deliveryMethod?: DeliveryMethod | null }): DeliveryMethod =>
  course.deliveryMethod ?? (course.courseType === 'on_demand' ? 'self_instruction' : 'lecture');

/** AGD's columns, in AGD's order. */
export const AGD_ROSTER_COLUMNS = [
  'AGD member ID',
  'Course date',
  'Course title',
  'Number of hours',
  'AGD subject code',
  'Delivery method',
  'Instructor name',
  'Location',
] as const;

/** A roster is due this many days after the course (after the month's end for the on-demand course). */
export const AGD_ROSTER_DAYS = 30;
const DAY = 86_400_000;

/** The course as the roster prints it. */
export interface RosterCourse {
  id: string;
  courseType: CourseType;
  title: string;
  ceHours: number;
  agdSubjectCode: string | null;
  deliveryMethod: DeliveryMethod | null;
  presenter: string;
  /** "Venue, City, ST" for a session in person; "Online" for a virtual one or the on-demand course. */
  location: string;
  /** When a live session took place (its start); null for the on-demand course. */
  startsAt: Date | null;
  timeZone: string;
}

/** A registration as the roster reads it: on its current session, with its attendance (or completion). */
export interface RosterAttendee {
  registrationId: string;
  /** The session the registration is on now (a move changes it). */
  sessionId: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The stored information step (its `agdNumber` may be missing or malformed). */
  information: unknown;
  /** When attendance was marked, or the on-demand course completed; null: not attended. */
  attendedAt: Date | null;
}

/**
 * The period of an on-demand course a roster covers: the calendar month of completion (UTC),
 * "2027-03". A live session's roster is the session itself: period ''.
 */
export const completionMonth = (at: Date) => at.toISOString().slice(0, 7);
export const LIVE_PERIOD = '';

/** The attendees a roster covers: attended, on this session now (a moved registration counts once, where it is), in the period. */
export function rosterAttendees(course: Pick<RosterCourse, 'id' | 'courseType'>, period: string, people: readonly RosterAttendee[]): RosterAttendee[] {
  const seen = new Set<string>();
  return people.filter((p) => {
    if (p.sessionId !== course.id || !p.attendedAt || seen.has(p.registrationId)) return false;
    if (course.courseType === 'on_demand' && completionMonth(p.attendedAt) !== period) return false;
    seen.add(p.registrationId);
    return true;
  });
}

/** MM/DD/YYYY in the session's time zone (US date order, as AGD's forms use). */
export function agdDate(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('month')}/${part('day')}/${part('year')}`;
}

/**
 * The roster's rows and the attendees staff must ask for their number. Team members are not
 * reported: the portal keeps no AGD number of their own (only the registrant's), so the
 * registrant is the one person of a registration on the roster.
 */
export function agdRoster(course: RosterCourse, period: string, people: readonly RosterAttendee[]) {
  const rows: string[][] = [];
  const toAsk: { registrationId: string; name: string; email: string; problem: 'missing' | 'malformed' }[] = [];
  for (const p of rosterAttendees(course, period, people)) {
    const number = agdNumberOf(p.information);
    if (number.state !== 'ok') {
      toAsk.push({ registrationId: p.registrationId, name: `${p.firstName} ${p.lastName}`.trim(), email: p.email, problem: number.state });
      continue;
    }
    // The on-demand course is reported by completion date; a live session by its date.
    const date = course.courseType === 'on_demand' || !course.startsAt ? p.attendedAt! : course.startsAt;
    rows.push([
      number.agdNumber,
      agdDate(date, course.timeZone),
      course.title,
      String(course.ceHours),
      course.agdSubjectCode ?? '',
      DELIVERY_METHOD_LABELS[deliveryMethodOf(course)],
      course.presenter,
      course.location,
    ]);
  }
  return { rows, toAsk };
}

/**
 * When a roster is due: 30 days after a live session ends, or after the end of the month of
 * completion for the on-demand course. `daysLeft` is negative once overdue.
 */
export function rosterDue(course: { courseType: CourseType; endsAt: Date | null }, period: string, now: Date) {
  const endedAt = course.courseType === 'on_demand' ? monthEnd(period) : course.endsAt;
  if (!endedAt) return null;
  const dueAt = new Date(endedAt.getTime() + AGD_ROSTER_DAYS * DAY);
  return { endedAt, dueAt, ended: now.getTime() >= endedAt.getTime(), daysLeft: Math.ceil((dueAt.getTime() - now.getTime()) / DAY) };
}

/** The first instant after a "YYYY-MM" month (UTC). */
function monthEnd(period: string): Date | null {
  const m = /^(\d{4})-(\d{2})$/.exec(period);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]), 1)) : null;
}

/** Which roster of a session: '' (or absent) for a live session, the month of completion ("2027-03") for the on-demand course. */
export const AgdRosterPeriodSchema = z.object({
  period: z._default(z.string({ error: MSG.invalid }).check(z.regex(/^(\d{4}-(0[1-9]|1[0-2]))?$/, { error: MSG.invalid })), ''),
});
export type AgdRosterPeriod = z.output<typeof AgdRosterPeriodSchema>;
