import { z } from 'zod';
import { LOCALES } from '@portal/domain/locale/locales';
import { PRIVACY_SOURCES } from '@portal/domain/privacy/request-api';
import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_SOURCES, PRIVACY_REQUEST_STATUSES } from '@portal/domain/privacy/requests';
import { isoInstant, listAnswer, whole } from '@portal/domain/staff/answers';
import { fileAnswer } from '../../platform/answers/declare';

/** What the Privacy requests screen's routes answer (admin-routes.ts); the types are the domain's request-api.ts. */
const Summary = z.object({
  id: z.string(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  // Null once the person's data was erased: the log keeps only a hash.
  email: z.string().nullable(),
  locale: z.enum(LOCALES),
  source: z.enum(PRIVACY_REQUEST_SOURCES),
  details: z.string(),
  receivedAt: isoInstant(),
  confirmedAt: isoInstant().nullable(),
  dueAt: isoInstant(),
  daysLeft: whole(),
  handledByLabel: z.string().nullable(),
  completedAt: isoInstant().nullable(),
  outcome: z.string(),
});

const Retained = z.object({ receipts: whole(), payments: whole(), ceRecords: whole().describe('Courses attended whose CE records are kept (after an erasure: in their minimal form, the name and AGD member ID)') });

// A record's personal fields differ by source (columns.ts): field name to value, coded values as the form's option text.
const Findings = z.object({
  email: z.string(),
  records: z.array(z.object({
    source: z.enum(PRIVACY_SOURCES),
    id: z.string(),
    createdAt: isoInstant(),
    summary: z.string(),
    fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  })),
  retained: Retained,
});

export const RequestListAnswer = listAnswer(Summary, 'One page of requests, soonest due first unless sorted, and how many match');
export const RequestLoggedAnswer = Summary.describe('The request logged (handled by the staff member who logged it)');
export const RequestAnswer = Summary.describe('The request');
export const RequestClosedAnswer = Summary.describe('The request, closed with its outcome');
export const FindingsAnswer = Findings.describe("Everything held about the request's address, by where it is held, in the staff member's language");
export const CorrectedAnswer = Findings.describe("What is held after the correction, in the staff member's language");
export const ArchiveAnswer = fileAnswer('application/zip', "Everything held about the address, in the request's language: an attachment named personal-information-<day>.zip");
export const ErasedAnswer = z
  .object({
    erased: z.partialRecord(z.enum([...PRIVACY_SOURCES, 'certificates', 'auditEntries', 'webhookEvents']), whole()),
    retained: Retained,
  })
  .describe('How many records of each kind were anonymised or deleted, and what is kept: receipts and payments (tax law), CE records in their minimal form (AGD PACE, ADA CERP)');

/**
 * The public form's answers (routes.ts). The form's is only the address, the same for a new
 * request, a repeat and an address the portal knows nothing about.
 */
export const RequestReceivedAnswer = z
  .object({ email: z.string().describe('The address the confirmation link was mailed to.') })
  .describe('The request is received: a link to confirm it was e-mailed to the address (the same answer whether or not anything is held about it).');

export const RequestConfirmedAnswer = z
  .object({ kind: z.enum(PRIVACY_REQUEST_KINDS), dueAt: isoInstant().describe('The 30-day deadline, counted from receipt.') })
  .describe('The request is confirmed: its kind and the date by which it will be answered.');
