import { z } from 'zod/mini';
import { MSG } from '../http/messages';
import type { CourseType, Modality } from '../course/course';
import { deliveryMethodOf, type DeliveryMethod } from './agd-roster';

/**
 * A dentist's CE transcript (issue 52, item 4): every course of one e-mail address that counts as
 * CE, by date, with its hours, AGD subject code and certificate verification code, and the hours
 * per subject code and overall for a chosen period (a licence-renewal cycle, say). These are its
 * rules; the server (features/transcripts/) reads the records and prints the PDF.
 *
 * What counts: a registration of the address (whatever its case: "Jane@X.com" is jane@x.com) with
 * a certificate, which is issued with attendance on a started session or the on-demand course's
 * completion (and not held for the course's evaluation), and not cancelled or refunded since. The hours are the certificate's (fixed when it
 * was issued, as the certificate, the letter and the verification page print them). The course is
 * the session attended: a registration moved after attending reports where it attended.
 * Team members are not reported: the portal has no record of their own, only the registrant's
 * (as the AGD roster decided, ce-records/agd-roster.ts).
 *
 * A period lists only its own lines: the totals and the lines then agree, and the PDF's header says
 * which period it covers (and that courses outside it are left out).
 */

/** The session a registration attended, as the transcript prints it. */
export interface TranscriptCourse {
  id: string;
  courseType: CourseType;
  modality: Modality;
  titleEn: string;
  titleFr: string;
  /** When a live session began; null for the on-demand course (dated by its completion). */
  startsAt: Date | null;
  timeZone: string;
  deliveryMethod: DeliveryMethod | null;
  /** The session's AGD subject code (staff's, else its variant's); null: none. */
  agdSubjectCode: string | null;
}

/** One registration as the transcript reads it. */
export interface TranscriptRecord {
  registrationId: string;
  email: string;
  /** Cancelled or refunded (in full): not CE, whatever happened before. */
  ended: boolean;
  /** When attendance was marked or the on-demand course completed; null: not attended. */
  attendedAt: Date | null;
  /** The session attended (attendance's, not the registration's current one after a move). */
  course: TranscriptCourse;
  /**
   * `held`: staff chose that the course's certificate waits for the evaluation, not answered yet
   * (ce-records/evaluation.ts certificateWaits). The transcript waits too: its line would give the
   * verification code the certificate's page holds back. Answered, the line is there.
   */
  certificate: { verificationCode: string; ceHours: number; held?: boolean } | null;
}

export interface TranscriptLine {
  registrationId: string;
  /** The course's day in its own zone (a live session's first day; the on-demand course's completion), YYYY-MM-DD. */
  day: string;
  course: TranscriptCourse;
  deliveryMethod: DeliveryMethod;
  ceHours: number;
  agdSubjectCode: string | null;
  verificationCode: string;
}

export interface SubjectTotal {
  /** null: the courses without a subject code. */
  agdSubjectCode: string | null;
  ceHours: number;
  courses: number;
}

/** Inclusive days, YYYY-MM-DD; absent: open. */
export interface TranscriptPeriod {
  from?: string;
  to?: string;
}

export interface Transcript {
  period: TranscriptPeriod;
  lines: TranscriptLine[];
  /** Per subject code, by code (the courses without one last). */
  totals: SubjectTotal[];
  totalHours: number;
}

/** The addresses one transcript covers are one address, whatever the case or the spaces around it. */
export const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A day in a time zone, YYYY-MM-DD. */
export function dayIn(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whether a record counts as CE: attended, certified (the certificate not held for its evaluation), not cancelled or refunded. */
export const countsAsCe = (r: TranscriptRecord): r is TranscriptRecord & { attendedAt: Date; certificate: NonNullable<TranscriptRecord['certificate']> } =>
  !r.ended && r.attendedAt !== null && r.certificate !== null && !r.certificate.held;

const inPeriod = (day: string, p: TranscriptPeriod) => (!p.from || day >= p.from) && (!p.to || day <= p.to);

/** Hours are kept to a tenth (numeric(4,1)); summed in tenths so 0.1 + 0.2 is 0.3. */
const tenths = (h: number) => Math.round(h * 10);

/** The transcript of `email` for the period (default: all), from every record given (others' are left out). */
export function transcriptOf(email: string, records: readonly TranscriptRecord[], period: TranscriptPeriod = {}): Transcript {
  const seen = new Set<string>();
  const lines: TranscriptLine[] = [];
  for (const r of records) {
    if (!sameAddress(r.email, email) || !countsAsCe(r) || seen.has(r.registrationId)) continue;
    seen.add(r.registrationId);
    const c = r.course;
    const day = dayIn(c.courseType === 'on_demand' || !c.startsAt ? r.attendedAt : c.startsAt, c.timeZone);
    if (!inPeriod(day, period)) continue;
    lines.push({
      registrationId: r.registrationId,
      day,
      course: c,
      deliveryMethod: deliveryMethodOf(c),
      ceHours: r.certificate.ceHours,
      agdSubjectCode: c.agdSubjectCode?.trim() || null,
      verificationCode: r.certificate.verificationCode,
    });
  }
  lines.sort((a, b) => a.day.localeCompare(b.day) || a.registrationId.localeCompare(b.registrationId));
  const byCode = new Map<string | null, { t: number; n: number }>();
  for (const l of lines) {
    const sum = byCode.get(l.agdSubjectCode) ?? { t: 0, n: 0 };
    byCode.set(l.agdSubjectCode, { t: sum.t + tenths(l.ceHours), n: sum.n + 1 });
  }
  const totals = [...byCode]
    .map(([agdSubjectCode, s]) => ({ agdSubjectCode, ceHours: s.t / 10, courses: s.n }))
    .sort((a, b) => (a.agdSubjectCode === null ? 1 : b.agdSubjectCode === null ? -1 : a.agdSubjectCode.localeCompare(b.agdSubjectCode)));
  return { period, lines, totals, totalHours: lines.reduce((t, l) => t + tenths(l.ceHours), 0) / 10 };
}

/** The transcript's file for a registration's page token (the "Find my registrations" mail links it), in the reader's locale. */
export const transcriptUrl = (publicUrl: string, token: string, locale: string) =>
  `${publicUrl}/api/my-registration/${encodeURIComponent(token)}/transcript.pdf?locale=${encodeURIComponent(locale)}`;

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const realDay = (s: string) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const day = () => z.optional(z.string({ error: MSG.invalid }).check(z.regex(DAY, { error: MSG.invalid }), z.refine(realDay, { error: MSG.invalid })));

/** The transcript's query: an optional period, `from` not after `to` (an empty value is no bound). */
export const TranscriptQuerySchema = z
  .object({
    from: z.pipe(z.transform((v: unknown) => (v === '' ? undefined : v)), day()),
    to: z.pipe(z.transform((v: unknown) => (v === '' ? undefined : v)), day()),
  })
  .check(z.refine((p) => !p.from || !p.to || p.from <= p.to, { error: 'certificates:transcript.errors.period', path: ['to'] }));
export type TranscriptQuery = z.output<typeof TranscriptQuerySchema>;
