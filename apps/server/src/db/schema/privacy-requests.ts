import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale } from '@portal/domain/locale/locales';
import type { PrivacyRequestKind, PrivacyRequestSource, PrivacyRequestStatus } from '@portal/domain/privacy/requests';
import type { RetentionPeriod, RetentionRule, RetentionRunTrigger } from '@portal/domain/privacy/retention';
import { staffUsers } from './staff';

/**
 * The log of requests about a person's data (access, correction, erasure), kept as the proof that
 * each was answered in time. `email_hash` (SHA-256 of the lower-case address) stays for good;
 * `email` is cleared when the person's data is erased, so the log keeps no trace of who it was.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<PrivacyRequestKind>().notNull(),
    email: text('email'),
    emailHash: text('email_hash').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    source: text('source').$type<PrivacyRequestSource>().notNull(),
    /** What the person asked, in their words (the form's message, or staff's summary). */
    details: text('details').notNull().default(''),
    status: text('status').$type<PrivacyRequestStatus>().notNull().default('open'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A request made on the public form is acted on only once the person has followed the link
     * mailed to the address (anyone can type an address); the token is kept only as its SHA-256.
     * Requests logged by staff are confirmed by staff, who checked the person's identity.
     */
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The staff member handling it (set when someone takes it, or at the first action). */
    handledBy: text('handled_by').references(() => staffUsers.id),
    handledByLabel: text('handled_by_label'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Staff's note on the answer (what was exported, corrected or why it was refused). */
    outcome: text('outcome').notNull().default(''),
  },
  (t) => [
    index('privacy_requests_status_due_idx').on(t.status, t.dueAt),
    index('privacy_requests_email_hash_idx').on(t.emailHash),
    check('privacy_requests_kind_check', sql`${t.kind} in ('access', 'correction', 'erasure')`),
    check('privacy_requests_status_check', sql`${t.status} in ('open', 'completed', 'refused')`),
    check('privacy_requests_source_check', sql`${t.source} in ('form', 'staff')`),
  ],
);

/**
 * One row per retention run (the daily job, or a run started by staff), with the periods it
 * applied and how many records each rule touched. A dry run counts without changing anything.
 */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: text('id').primaryKey(),
    trigger: text('trigger').$type<RetentionRunTrigger>().notNull(),
    dryRun: boolean('dry_run').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    periods: jsonb('periods').$type<Partial<Record<RetentionRule, RetentionPeriod>>>().notNull(),
    /** Rule to number of records anonymised, purged or deleted (or that would be, in a dry run). */
    counts: jsonb('counts').$type<Partial<Record<RetentionRule, number>>>().notNull().default({}),
    error: text('error'),
  },
  (t) => [index('retention_runs_started_idx').on(t.startedAt)],
);

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;
export type RetentionRunRow = typeof retentionRuns.$inferSelect;
