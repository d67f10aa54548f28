import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { RETENTION_RULES, type RetentionPeriod, type RetentionRule } from '@portal/domain/privacy/retention';
import type { RetentionOverview, RetentionRuleReport, RetentionRunView } from '@portal/domain/privacy/retention-api';
import { retentionRuns, type RetentionRunRow } from '../../db/schema/privacy-requests';
import { auditLog } from '../../db/schema/staff';
import { countCandidates, TARGETS } from './candidates';
import { cutoffsOf } from './periods';

/**
 * What the next run will touch if it ran now: per rule, how many records and the oldest one's
 * last activity, with the same queries a real run walks (candidates.ts), so the report and the run
 * cannot disagree. Read-only; nothing is recorded.
 */
export async function retentionReport(db: NodePgDatabase, periods: Record<RetentionRule, RetentionPeriod>, now = new Date()): Promise<RetentionRuleReport[]> {
  const cutoffs = cutoffsOf(now, periods);
  const found = await Promise.all(TARGETS.map(async (t) => ({ t, ...(await countCandidates(db, t, cutoffs[t.rule])) })));
  return RETENTION_RULES.map((rule) => {
    const parts = found.filter((f) => f.t.rule === rule);
    const oldest = parts.reduce<Date | null>((min, p) => (p.oldest && (!min || p.oldest < min) ? p.oldest : min), null);
    return {
      rule,
      period: periods[rule],
      cutoff: cutoffs[rule].toISOString(),
      count: parts.reduce((sum, p) => sum + p.count, 0),
      oldest: oldest?.toISOString() ?? null,
      parts: parts.map((p) => ({ target: p.t.target, count: p.count })),
    };
  });
}

export function runView(r: RetentionRunRow, startedBy: string | null = null): RetentionRunView {
  return {
    id: r.id,
    trigger: r.trigger,
    dryRun: r.dryRun,
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    periods: r.periods,
    counts: r.counts,
    error: r.error,
    startedBy,
  };
}

/** Newest first. */
export async function listRuns(db: NodePgDatabase, q: { page: number; perPage: number }): Promise<{ data: RetentionRunView[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(retentionRuns).orderBy(desc(retentionRuns.startedAt), desc(retentionRuns.id)).limit(q.perPage).offset((q.page - 1) * q.perPage),
    db.select({ total: count() }).from(retentionRuns),
  ]);
  // Who started each staff run: its audit entry (run.ts writes one per run started by staff).
  const ids = rows.filter((r) => r.trigger === 'staff').map((r) => r.id);
  const actors = ids.length
    ? await db
        .select({ id: auditLog.entityId, label: auditLog.actorLabel })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'retention'), eq(auditLog.action, 'run'), inArray(auditLog.entityId, ids)))
    : [];
  const startedBy = new Map(actors.map((a) => [a.id, a.label]));
  return { data: rows.map((r) => runView(r, startedBy.get(r.id) ?? null)), total };
}

export async function retentionOverview(db: NodePgDatabase, periods: Record<RetentionRule, RetentionPeriod>): Promise<RetentionOverview> {
  const now = new Date();
  const [rules, runs] = await Promise.all([retentionReport(db, periods, now), listRuns(db, { page: 1, perPage: 10 })]);
  return { asOf: now.toISOString(), rules, lastRuns: runs.data };
}
