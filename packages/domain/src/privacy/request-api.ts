import { z } from 'zod/mini';
import { emailField, MSG, optionalText, requiredText } from '../http/validation';
import { LOCALES } from '../locale/locales';
import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATUSES } from './requests';

/**
 * The contract of the privacy requests' API (public form and back office). The public answers are
 * the same whether or not the portal holds anything about the address, so the form reveals nothing.
 */

/** POST /api/privacy-requests (the public form; the locale is the page's). Answers 202 `PrivacyRequestReceived`. */
export const privacyRequestFormSchema = z.object({
  kind: z.enum(PRIVACY_REQUEST_KINDS, { error: MSG.required }),
  email: emailField(),
  /** What to correct, or anything the person wants to add. */
  details: optionalText(2000),
});
export type PrivacyRequestForm = z.output<typeof privacyRequestFormSchema>;

/**
 * Only the address: a repeat of an open request gets the very same answer as a new one, so the
 * answer tells nobody whether the address asked before (the page works out the deadline of a
 * request received today; the confirmation answers the real one, to the mailbox's owner).
 */
export interface PrivacyRequestReceived {
  /** The address the confirmation link was mailed to. */
  email: string;
}

/** POST /api/privacy-requests/confirm: the link's token. Answers 200 `PrivacyRequestConfirmed`, or 404 for an unknown or used token. */
export const privacyRequestConfirmSchema = z.object({ token: requiredText(100) });
export interface PrivacyRequestConfirmed {
  kind: (typeof PRIVACY_REQUEST_KINDS)[number];
  dueAt: string;
}

/** POST /api/admin/privacy-requests: staff log a request received by mail or phone (identity checked by them). */
export const adminPrivacyRequestCreateSchema = z.object({
  kind: z.enum(PRIVACY_REQUEST_KINDS, { error: MSG.required }),
  email: emailField(),
  locale: z.enum(LOCALES, { error: MSG.required }),
  details: optionalText(2000),
  /** When the request reached the company (ISO date-time); the deadline counts from it. Default: now. */
  receivedAt: z.optional(z.iso.datetime({ offset: true, error: MSG.invalid })),
});

/** One row of GET /api/admin/privacy-requests (react-admin list: `status`, `kind`, `q` on e-mail; sorted by dueAt). */
export interface PrivacyRequestSummary {
  id: string;
  kind: (typeof PRIVACY_REQUEST_KINDS)[number];
  status: (typeof PRIVACY_REQUEST_STATUSES)[number];
  /** Null once the person's data was erased (the log keeps only a hash). */
  email: string | null;
  locale: (typeof LOCALES)[number];
  source: 'form' | 'staff';
  details: string;
  receivedAt: string;
  confirmedAt: string | null;
  dueAt: string;
  /** Whole days left (negative once late); computed by the server with the domain's rule. */
  daysLeft: number;
  handledByLabel: string | null;
  completedAt: string | null;
  outcome: string;
}

/**
 * Everything held about the address (GET /api/admin/privacy-requests/:id/findings), grouped by
 * where it is held. Each record lists its personal fields (`fields`: name to value, as stored) so
 * staff see exactly what an export carries and what a correction may change.
 */
export const PRIVACY_SOURCES = ['registrations', 'teamMemberships', 'leads', 'universitySubmissions', 'waitingList', 'consents', 'mails'] as const;
export type PrivacySource = (typeof PRIVACY_SOURCES)[number];

export interface PrivacyRecord {
  source: PrivacySource;
  id: string;
  createdAt: string;
  /** A one-line description for the screen (the course and status, the lead's form, the mail's subject). */
  summary: string;
  fields: Record<string, string | number | boolean | null>;
}

/** A type, not an interface: the counts are also a translation's values (an object with an index signature). */
export type PrivacyRetained = { receipts: number; payments: number; ceRecords: number };

export interface PrivacyFindings {
  email: string;
  records: PrivacyRecord[];
  /**
   * Kept after an erasure: receipts and payments for the legal retention period (tax law), and the
   * CE records of the courses attended (registrations with attendance) in their minimal form for the
   * CE records' years (ce-records/record-keeping.ts); counted.
   */
  retained: PrivacyRetained;
}

/**
 * POST /api/admin/privacy-requests/:id/correct: new values for personal fields of records found
 * for the request's address. Only the fields in CORRECTABLE_FIELDS may change; the server applies
 * each with the same rules as the form that collected it.
 */
export const CORRECTABLE_FIELDS: Partial<Record<PrivacySource, readonly string[]>> = {
  registrations: ['firstName', 'lastName', 'email', 'phone'],
  teamMemberships: ['firstName', 'lastName', 'email'],
  leads: ['firstName', 'lastName', 'email', 'phone'],
  universitySubmissions: ['firstName', 'lastName', 'email', 'phone'],
  waitingList: ['firstName', 'lastName', 'email'],
};

export const privacyCorrectionSchema = z.object({
  changes: z
    .array(
      z.object({
        source: z.enum(PRIVACY_SOURCES, { error: MSG.invalid }),
        id: requiredText(64),
        field: requiredText(40),
        value: requiredText(254),
      }),
    )
    .check(z.minLength(1, { error: MSG.required }), z.maxLength(100, { error: MSG.invalid })),
});
export type PrivacyCorrection = z.output<typeof privacyCorrectionSchema>;

/** POST /api/admin/privacy-requests/:id/erase: staff type the address again to confirm. Answers `PrivacyErasure`. */
export const privacyEraseSchema = z.object({ confirmEmail: emailField() });
export interface PrivacyErasure {
  /** Source to number of records anonymised or deleted. */
  erased: Partial<Record<PrivacySource | 'certificates' | 'auditEntries' | 'webhookEvents', number>>;
  /** What the erasure kept: `ceRecords` counts the minimal forms it wrote. */
  retained: PrivacyRetained;
}

/** POST /api/admin/privacy-requests/:id/close: the answer given. */
export const privacyRequestCloseSchema = z.object({
  status: z.enum(['completed', 'refused'], { error: MSG.required }),
  outcome: requiredText(2000),
});
