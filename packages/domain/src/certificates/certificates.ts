import { z } from 'zod/mini';
import type { CourseKind, CourseType, Modality, Variant } from '../course/course';
import { emailField, publicId } from '../http/validation';

/**
 * Attendance certificates and verification letters (spec sections 2, 3 'Attendance letter', 5, 8, 9).
 * Spec section 5: a bad certificate e-mail reads 'Invalid email' (fr: 'Courriel non valide'),
 * whatever is wrong with it.
 */
export const INVALID_EMAIL = 'certificates:invalidEmail';
export const certificateEmail = () =>
  z.pipe(
    z.string({ error: INVALID_EMAIL }).check(z.trim(), z.toLowerCase(), z.minLength(1, { error: INVALID_EMAIL }), z.maxLength(254, { error: INVALID_EMAIL })),
    z.email({ error: INVALID_EMAIL }),
  );

export const CertificateLookupSchema = z.object({ email: certificateEmail() });
export type CertificateLookup = z.infer<typeof CertificateLookupSchema>;

export const CertificateFileParamsSchema = z.object({ email: certificateEmail(), certificateId: publicId() });

/** A code as typed or scanned; the service normalizes it (404 when it cannot be one). */
export const VerificationParamsSchema = z.object({ code: z.string().check(z.maxLength(40)) });

/** POST /api/attendance (back office, admin token): the session and the attendees' e-mails. */
export const MAX_ATTENDEES_PER_CALL = 500;
export const AttendanceBodySchema = z.object({
  offeringId: publicId(),
  emails: z.array(emailField()).check(z.minLength(1), z.maxLength(MAX_ATTENDEES_PER_CALL)),
  markedBy: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
});
export type AttendanceBody = z.infer<typeof AttendanceBodySchema>;

/**
 * What marking did for each e-mail: only a paid registration for that session, not refunded in
 * full, can attend. `marked_before_start`: present (the doors are open), certificate issued once
 * the session starts (certificates/attendance-rule.ts).
 */
export const ATTENDANCE_OUTCOMES = ['marked', 'marked_before_start', 'already_marked', 'not_registered', 'not_paid', 'refunded'] as const;
export type AttendanceOutcome = (typeof ATTENDANCE_OUTCOMES)[number];
export interface AttendanceResult {
  email: string;
  outcome: AttendanceOutcome;
  registrationId?: string;
}

/**
 * AGD subject codes (Academy of General Dentistry) printed on attendance verification forms:
 * aligner courses are coded 370 Orthodontics, the pediatric course 430 Pediatric Dentistry.
 * (070 is Endodontics.)
 */
export const AGD_SUBJECT_CODES = { standard: '370', pediatric: '430' } as const satisfies Record<Variant, string>;
export const agdSubjectCode = (variant: Variant) => AGD_SUBJECT_CODES[variant];
/** A session's AGD subject code: the one staff set on it, else its variant's; the certificate, the letter and the AGD roster all print this one. */
export const sessionAgdSubject = (session: { agdSubjectCode: string | null; variant: Variant }) => session.agdSubjectCode ?? agdSubjectCode(session.variant);

/** Catalog key of the educational method: lecture and hands-on in person, live webinar, or self-instruction. */
export function educationalMethodKey(course: { courseType: CourseType; modality: Modality }): string {
  if (course.courseType === 'on_demand') return 'certificates:method.selfInstruction';
  return course.modality === 'virtual' ? 'certificates:method.liveVirtual' : 'certificates:method.lectureHandsOn';
}

/**
 * The course completion code on the letter: course, session date and a random part, e.g.
 * FUN-20270313-7KQ2. The random part comes from the server.
 */
const KIND_PREFIX: Record<CourseKind, string> = { fundamentals: 'FUN', onboarding: 'ONB' };
export function completionCode(course: { kind: CourseKind; variant: Variant }, day: string, random: string): string {
  const prefix = course.variant === 'pediatric' ? 'PED' : KIND_PREFIX[course.kind];
  return `${prefix}-${day.replace(/-/g, '')}-${random}`;
}

/** GET /api/certificate/{email}: course and date only, no name or other personal data. */
export interface CertificateListItem {
  id: string;
  title: string;
  date: string;
  ceHours: number;
  certificateUrl: string;
  letterUrl: string;
}
export interface CertificatesResponse {
  certificates: CertificateListItem[];
}

/**
 * GET /api/verify/{code}: who earned what and when, nothing else. Once the holder's personal data
 * was erased (a privacy request), only that the certificate exists: `{ code, anonymised: true }`.
 */
export type VerificationView =
  | { code: string; anonymised?: false; name: string; title: string; date: string; ceHours: number }
  | { code: string; anonymised: true };
