import { z } from 'zod';
import { RETENTION_RULES, RETENTION_RUN_TRIGGERS } from '@portal/domain/privacy/retention';
import { RETENTION_TARGETS } from '@portal/domain/privacy/retention-api';
import { isoInstant, listAnswer, whole } from '@portal/domain/staff/answers';

/** What the Retention screen's routes answer (admin-routes.ts), as report.ts builds it (types in the domain's retention-api.ts). */
const Period = z.object({ months: whole().optional(), days: whole().optional() });
const Rule = z.enum(RETENTION_RULES);

const Run = z.object({
  id: z.string(),
  trigger: z.enum(RETENTION_RUN_TRIGGERS),
  dryRun: z.boolean(),
  startedAt: isoInstant(),
  finishedAt: isoInstant().nullable(),
  periods: z.partialRecord(Rule, Period),
  counts: z.partialRecord(Rule, whole()),
  error: z.string().nullable(),
  startedBy: z.string().nullable(),
});

const RuleReport = z.object({
  rule: Rule,
  period: Period,
  cutoff: isoInstant(),
  count: whole(),
  oldest: isoInstant().nullable(),
  parts: z.array(z.object({ target: z.enum(RETENTION_TARGETS), count: whole() })),
});

export const RetentionOverviewAnswer = z
  .object({ asOf: isoInstant(), rules: z.array(RuleReport), lastRuns: z.array(Run) })
  .describe('The periods in force, what a run would touch now (per rule), and the 10 newest runs');
export const RunListAnswer = listAnswer(Run, 'One page of runs, newest first, and how many there are');
export const RunAnswer = Run.describe('The run as recorded when it ended: its counts (a dry run changes nothing), or in `error` why it stopped or was skipped');
