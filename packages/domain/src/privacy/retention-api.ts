import { z } from 'zod/mini';
import { MSG } from '../http/validation';
import { ListQuerySchema } from '../staff/schemas';
import type { RetentionPeriod, RetentionRule, RetentionRunTrigger } from './retention';

/**
 * The contract of the back office's Retention screen (ADMIN_RETENTION_API): the periods in force,
 * what the next run would touch (a dry run computed on each read) and the runs so far.
 */

/**
 * What each rule is made of: the leads rule covers the lead forms, university submissions and the
 * waiting list; the CE records rule the attended registrations' records (attendance, certificate,
 * evaluation, an erasure's minimal form), evaluations left without attendance, and AGD rosters sent.
 */
export const RETENTION_TARGETS = [
  'registrations', 'leads', 'university_submissions', 'waiting_list', 'mail_bodies', 'audit_log', 'ce_records', 'evaluations', 'agd_roster_submissions',
] as const;
export type RetentionTarget = (typeof RETENTION_TARGETS)[number];

/** A run that found another run in progress (the advisory lock taken) did nothing: `error` says so with this code. */
export const RETENTION_SKIPPED = 'skipped:another-run-in-progress';
/** A run whose process stopped before it finished (found unfinished by the next run, which holds the lock it would hold). */
export const RETENTION_INTERRUPTED = 'interrupted';

export interface RetentionRuleReport {
  rule: RetentionRule;
  period: RetentionPeriod;
  /** Records last active (or sent, or logged) before this instant are touched (ISO). */
  cutoff: string;
  count: number;
  /** The oldest affected record's last activity (ISO), null when none. */
  oldest: string | null;
  /** The count by kind of record (the leads rule has several). */
  parts: { target: RetentionTarget; count: number }[];
}

export interface RetentionRunView {
  id: string;
  trigger: RetentionRunTrigger;
  dryRun: boolean;
  startedAt: string;
  finishedAt: string | null;
  /** The periods the run applied (a run recorded before a rule existed has no period for it). */
  periods: Partial<Record<RetentionRule, RetentionPeriod>>;
  counts: Partial<Record<RetentionRule, number>>;
  /** RETENTION_SKIPPED, RETENTION_INTERRUPTED, or what made the run stop; null when it completed. */
  error: string | null;
  /** Who started it (the audit log's actor) when staff did; null for the daily job. */
  startedBy: string | null;
}

/** GET ADMIN_RETENTION_API. */
export interface RetentionOverview {
  /** When the report was computed (ISO): the 'now' its cutoffs count back from. */
  asOf: string;
  rules: RetentionRuleReport[];
  /** The newest runs (at most 10). */
  lastRuns: RetentionRunView[];
}

/** POST ADMIN_RETENTION_API/runs: run now (administrators). Answers 201 with the `RetentionRunView`. */
export const RetentionRunRequestSchema = z.object({
  dryRun: z._default(z.boolean({ error: MSG.invalid }), false),
});
export type RetentionRunRequest = z.output<typeof RetentionRunRequestSchema>;

/** GET ADMIN_RETENTION_API/runs: newest first, `{ data, total }`. */
export const RetentionRunsQuerySchema = ListQuerySchema;
