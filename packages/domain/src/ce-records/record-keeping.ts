import type { CourseType } from '../course/course';
import type { RetentionPeriod } from '../privacy/retention';
import { agdNumberOf } from './agd-roster';
import type { EvaluationAnswers, EvaluationQuestion } from './evaluation';

/**
 * CE records kept as long as the rules ask (issue 52, item 5). An AGD PACE- or ADA CERP-recognised
 * provider shows an auditor, for years after a course, who attended it and earned what: the
 * attendance, the certificate (its verification code, course, date, CE hours and AGD subject
 * code), the course's evaluations and the AGD rosters it sent. These records outlive the ordinary
 * retention periods and an erasure request, for a configured number of years (the setting
 * RETENTION_CE_RECORDS_YEARS, default 6, as the issue asks), counted from the session's date (the
 * completion's for the on-demand course). Past that, the retention job deletes them.
 *
 * Law 25 (s. 23) and PIPEDA (principle 5) let a business keep what a law or a professional body's
 * rules require, for that long and no more, and only what those rules need (principle 4.4, limiting
 * collection; s. 5 of Law 25): hence the minimal form below, and no more than the period.
 */

export { CE_RECORD_YEARS_MAX, DEFAULT_CE_RECORD_YEARS } from './record-years';

/** What is kept, by kind: the records an auditor reads. */
export const CE_RECORD_KINDS = ['attendance', 'certificate', 'evaluation', 'roster_submission'] as const;
export type CeRecordKind = (typeof CE_RECORD_KINDS)[number];

/** The retention rule's period for `years` (the job counts calendar months back, like the other rules). */
export const ceRecordPeriod = (years: number): RetentionPeriod => ({ months: years * 12 });

/** What makes a registration a CE record: its attendance (or the on-demand course's completion), on the session attended. */
export interface CeRecordFacts {
  /** The attended session's course type (the attendance's session, not where a moved registration stands now). */
  courseType: CourseType;
  /** When the attended live session started; null for the on-demand course. */
  sessionStartsAt: Date | null;
  /** When attendance was marked, or the on-demand course completed; null: never attended. */
  attendedAt: Date | null;
}

/**
 * The date a CE record's years count from: the session's date for a live course (a registration
 * moved after attending keeps the session it attended), the completion for the on-demand course.
 * Null: no attendance, so no CE record (a paid registration that never attended keeps nothing).
 */
export function ceRecordDate(f: CeRecordFacts): Date | null {
  if (!f.attendedAt) return null;
  if (f.courseType === 'on_demand') return f.attendedAt;
  return f.sessionStartsAt ?? f.attendedAt;
}

/**
 * The last instant a record dated `date` is kept: `years` calendar years later in UTC (29 February
 * becomes 28 February in a common year, as the job's months do). At that very instant it is still
 * kept; the next run after it deletes the record.
 */
export function ceRecordKeptUntil(date: Date, years: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

export const ceRecordExpired = (date: Date, years: number, now: Date): boolean => now.getTime() > ceRecordKeptUntil(date, years).getTime();

/**
 * The date an AGD roster marked as sent counts from: the live session's date, or for the on-demand
 * course the end of the month of completion it reported (its latest completion), so the roster
 * never goes before the attendance it lists.
 */
export function rosterSubmissionDate(courseType: CourseType, sessionStartsAt: Date | null, period: string): Date | null {
  if (courseType !== 'on_demand') return sessionStartsAt;
  const m = /^(\d{4})-(\d{2})$/.exec(period);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]), 1)) : null;
}

/**
 * The minimal form an erasure keeps of a registrant with a CE record: the facts an auditor matches
 * the attendance to, nothing else.
 * - The name: the attendance records the standards ask for are of individual participation, and
 *   the certificate was issued in that name.
 * - The AGD member ID, when well-formed: it is what the AGD roster reported to AGD, so a PACE audit
 *   reconciles the roster with the attendance. A malformed one was never reported: not kept.
 * - Not the licence or NPI number: neither PACE nor CERP asks a provider to record it (the dentist
 *   shows a licensing board their own certificate), and a government-issued number identifies the
 *   person everywhere. Not the e-mail address, phone, practice, address, dietary needs, hotel or
 *   any other answer of the form: no rule needs them.
 * The course, session date, CE hours, subject code and verification code are not personal: they
 * stay on the session, the attendance and the certificate.
 */
export interface KeptCeRecord {
  firstName: string;
  lastName: string;
  agdNumber: string | null;
}

/** The person an erasure is about, as one of the records found for their address. */
export interface ErasedPerson {
  /** `team_member`: a place on someone's registration. The portal issues the registrant's certificate and attendance only. */
  role: 'registrant' | 'team_member';
  firstName: string;
  lastName: string;
  /** The registration's information step (its `agdNumber` may be missing or malformed). */
  information: unknown;
}

/**
 * What an erasure keeps of one record found for the address: the minimal form while its CE record
 * is within its years, else nothing. A team member has no CE record of their own in the portal
 * (no attendance, certificate or AGD number: the registrant's are), so nothing of them is kept.
 */
export function keptAtErasure(person: ErasedPerson, facts: CeRecordFacts, years: number, now: Date): (KeptCeRecord & { ceDate: Date; keptUntil: Date }) | null {
  if (person.role !== 'registrant') return null;
  const ceDate = ceRecordDate(facts);
  if (!ceDate || ceRecordExpired(ceDate, years, now)) return null;
  const agd = agdNumberOf(person.information);
  return {
    firstName: person.firstName.trim(),
    lastName: person.lastName.trim(),
    agdNumber: agd.state === 'ok' ? agd.agdNumber : null,
    ceDate,
    keptUntil: ceRecordKeptUntil(ceDate, years),
  };
}

/**
 * An evaluation kept after an erasure: its ratings and yes/no answers, which the course's results
 * count and which CERP asks the provider to use; not the free texts (the 'what to change' answer,
 * a yes/no's comment), which may name the person, their practice or their colleagues and are not
 * needed to show that the activity was evaluated. An answer to a question no longer listed is
 * read by its shape (a number or a yes/no is kept, a text dropped).
 */
export function minimalEvaluationAnswers(questions: readonly EvaluationQuestion[], answers: EvaluationAnswers): EvaluationAnswers {
  const kinds = new Map(questions.map((q) => [q.id, q.kind]));
  const kept: EvaluationAnswers = {};
  for (const [id, value] of Object.entries(answers)) {
    const kind = kinds.get(id);
    if (kind === 'text' || typeof value === 'string') continue;
    if (typeof value === 'number') kept[id] = value;
    else if (value && typeof value === 'object' && typeof value.answer === 'boolean') kept[id] = { answer: value.answer };
  }
  return kept;
}
