import { and, eq, isNull, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { RETENTION_INTERRUPTED, RETENTION_SKIPPED, type RetentionTarget } from '@portal/domain/privacy/retention-api';
import type { RetentionPeriod, RetentionRule, RetentionRunTrigger } from '@portal/domain/privacy/retention';
import type { Database } from '../../db/client';
import { retryTransaction } from '../../db/retry-transaction';
import { retentionRuns, type RetentionRunRow } from '../../db/schema/privacy-requests';
import { newPublicId } from '../../platform/security/ids';
import { writeAudit, type Actor } from '../staff/audit';
import { APPLY } from './apply';
import { countCandidates, nextBatch, TARGETS } from './candidates';
import { cutoffsOf } from './periods';

/**
 * One retention run: a retention_runs row with the periods applied and, per rule, how many records
 * were anonymised, purged or deleted (or would be, for a dry run). Changes go in batches of
 * `batchSize`, each in its own transaction, so a large backlog never holds one long transaction
 * (or its locks) and a failure keeps the batches already done; the counts are saved after each.
 *
 * Two instances never change data at once: a real run holds a PostgreSQL advisory lock (session
 * level, on a connection of its own) for its whole length. A run that finds it taken does nothing
 * and is recorded as skipped (`error` = RETENTION_SKIPPED): the run in progress does the same work,
 * and neither the daily job nor a staff request should wait minutes behind it. A dry run changes
 * nothing and takes no lock.
 */
export const RETENTION_LOCK = 'portal.retention-run';
export const BATCH_SIZE = 500;

export interface RunRequest {
  trigger: RetentionRunTrigger;
  dryRun: boolean;
  /** The instant the periods count back from; now by default (tests pass their own). */
  now?: Date;
  /** Staff who started it (written to the audit log); none for the daily job. */
  actor?: Actor;
}

/** Tests only: the control run without the lock, smaller batches, and a pause between choosing a batch and changing it. */
export interface RunTuning {
  lock?: boolean;
  batchSize?: number;
  beforeApply?: (runId: string, target: RetentionTarget, ids: string[]) => Promise<void>;
}

export async function runRetention(db: Database, periods: Record<RetentionRule, RetentionPeriod>, req: RunRequest, tuning: RunTuning = {}): Promise<RetentionRunRow> {
  const now = req.now ?? new Date();
  const orm = db.orm;
  if (req.dryRun) return record(orm, req, periods, (_run, counts) => dryRun(orm, counts, periods, now));
  if (tuning.lock === false) return record(orm, req, periods, (run, counts) => apply(orm, run, counts, periods, now, tuning));
  const client = await db.pool.connect();
  let broken = false;
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [RETENTION_LOCK]);
    if (!rows[0].locked) return skipped(orm, req, periods);
    try {
      // Holding the lock, no other real run is going on: one still unfinished died with its process.
      await orm
        .update(retentionRuns)
        .set({ error: RETENTION_INTERRUPTED, finishedAt: sql`now()` })
        .where(and(isNull(retentionRuns.finishedAt), eq(retentionRuns.dryRun, false)));
      return await record(orm, req, periods, (run, counts) => apply(orm, run, counts, periods, now, tuning));
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [RETENTION_LOCK]).catch(() => (broken = true));
    }
  } finally {
    // A connection whose unlock failed is closed rather than returned with the lock still held.
    client.release(broken);
  }
}

type Counts = Partial<Record<RetentionRule, number>>;

/** Inserts the run, does the work, then saves the outcome: an error is recorded on the run, not thrown. */
async function record(
  orm: NodePgDatabase,
  req: RunRequest,
  periods: Record<RetentionRule, RetentionPeriod>,
  work: (run: RetentionRunRow, counts: Counts) => Promise<void>,
): Promise<RetentionRunRow> {
  const [run] = await orm.insert(retentionRuns).values({ id: newPublicId(), trigger: req.trigger, dryRun: req.dryRun, periods, counts: {} }).returning();
  if (req.actor) await writeAudit(orm, req.actor, { entity: 'retention', action: 'run', entityId: run.id, after: { dryRun: req.dryRun } });
  // Filled in as the work goes: a run that stops keeps the counts of the batches it committed.
  const counts: Counts = {};
  let error: string | null = null;
  try {
    await work(run, counts);
  } catch (err) {
    // Staff read it on the screen: the first line is enough to act on (a whole failed query with its parameters is not).
    error = (err instanceof Error ? err.message : String(err)).split('\n')[0].slice(0, 500);
  }
  const [done] = await orm.update(retentionRuns).set({ counts, error, finishedAt: sql`now()` }).where(eq(retentionRuns.id, run.id)).returning();
  return done;
}

async function skipped(orm: NodePgDatabase, req: RunRequest, periods: Record<RetentionRule, RetentionPeriod>): Promise<RetentionRunRow> {
  const [run] = await orm
    .insert(retentionRuns)
    .values({ id: newPublicId(), trigger: req.trigger, dryRun: false, periods, counts: {}, error: RETENTION_SKIPPED, finishedAt: sql`now()` })
    .returning();
  if (req.actor) await writeAudit(orm, req.actor, { entity: 'retention', action: 'run', entityId: run.id, after: { dryRun: false, skipped: true } });
  return run;
}

async function dryRun(orm: NodePgDatabase, counts: Counts, periods: Record<RetentionRule, RetentionPeriod>, now: Date): Promise<void> {
  const cutoffs = cutoffsOf(now, periods);
  for (const t of TARGETS) counts[t.rule] = (counts[t.rule] ?? 0) + (await countCandidates(orm, t, cutoffs[t.rule])).count;
}

async function apply(orm: NodePgDatabase, run: RetentionRunRow, counts: Counts, periods: Record<RetentionRule, RetentionPeriod>, now: Date, tuning: RunTuning): Promise<void> {
  const cutoffs = cutoffsOf(now, periods);
  const size = tuning.batchSize ?? BATCH_SIZE;
  for (const t of TARGETS) {
    counts[t.rule] ??= 0;
    for (let after = t.start; ; ) {
      const batch = await nextBatch(orm, t, cutoffs[t.rule], after, size);
      if (batch.ids.length === 0) break;
      await tuning.beforeApply?.(run.id, t.target, batch.ids);
      const changed = await retryTransaction(() => orm.transaction((tx) => APPLY[t.target](tx, batch.ids, now, cutoffs[t.rule])));
      counts[t.rule]! += changed;
      await orm.update(retentionRuns).set({ counts }).where(eq(retentionRuns.id, run.id));
      if (batch.ids.length < size) break;
      after = batch.last!;
    }
  }
}
