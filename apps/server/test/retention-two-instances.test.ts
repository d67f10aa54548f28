import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RETENTION_SKIPPED, type RetentionTarget } from '@portal/domain/privacy/retention-api';
import type { RetentionRunRow } from '../src/db/schema/privacy-requests';
import { seedOfferings } from '../src/features/offerings/seed';
import { runRetention } from '../src/features/retention/run';
import { until } from './helpers/locks';
import { seedRetentionCases, type Seeded } from './helpers/retention-fixtures';
import { createTwoInstances, type TestApp } from './helpers/test-app';

/**
 * Two retention runs started at once on TWO server instances (two apps, each with its own pool)
 * on one database. Each run pauses after choosing its first batch until the other run has either
 * chosen one too or given up, so the two really overlap. With the advisory lock one run does all
 * the work and the other is recorded as skipped: every record is worked on by one run only. The
 * control run, without the lock, shows the race the lock prevents: both runs pick the same
 * records and work on them at the same time (the anonymisers' own `anonymised_at is null` guard
 * still changes each record once, which the control checks too).
 */
const attempts = new Map<string, Map<RetentionTarget, string[]>>();

async function barrier(runId: string, target: RetentionTarget, ids: string[], a: TestApp) {
  const mine = attempts.get(runId) ?? new Map<RetentionTarget, string[]>();
  attempts.set(runId, mine);
  mine.set(target, [...(mine.get(target) ?? []), ...ids]);
  await until(async () => {
    const { rows } = await a.db.pool.query(`select count(*)::int as n from retention_runs where error = $1`, [RETENTION_SKIPPED]);
    return attempts.size + rows[0].n >= 2;
  }, 10_000);
}

// The route exists only in this test's apps: the service as the admin route calls it, with the pause.
const testRoute = (a: () => TestApp) => async (app: FastifyInstance) => {
  app.post('/test/retention-run', async (req) => {
    const { lock } = req.body as { lock: boolean };
    return runRetention(app.db, app.config.retention, { trigger: 'staff', dryRun: false }, { lock, batchSize: 1, beforeApply: (runId, target, ids) => barrier(runId, target, ids, a()) });
  });
};

let pair: Awaited<ReturnType<typeof createTwoInstances>>;
let seeded: Seeded;
beforeEach(async () => {
  attempts.clear();
  let first: TestApp | undefined;
  pair = await createTwoInstances({}, { extend: testRoute(() => first!) });
  first = pair.a;
  await seedOfferings(pair.a.db);
  seeded = await seedRetentionCases(pair.a);
}, 60_000);
afterEach(() => pair.close());

async function bothAtOnce(lock: boolean) {
  const [ra, rb] = await Promise.all([pair.a, pair.b].map((t) => t.call({ method: 'POST', url: '/test/retention-run', payload: { lock } })));
  const runs = [ra.json(), rb.json()] as RetentionRunRow[];
  // Records worked on by more than one run.
  const seen = new Map<string, number>();
  for (const perRun of attempts.values()) for (const ids of perRun.values()) for (const id of new Set(ids)) seen.set(id, (seen.get(id) ?? 0) + 1);
  const twice = [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  const dueRegs = await seededAnonymised(pair.a, seeded.due.registrations);
  return { runs, twice, attempted: [...seen.keys()], dueRegs };
}

const seededAnonymised = async (t: TestApp, ids: string[]) =>
  (await t.db.pool.query(`select count(*)::int as n from registrations where id = any($1) and anonymised_at is not null`, [ids])).rows[0].n as number;

const allDue = () => Object.values(seeded.due).flat().sort();

describe('two retention runs at once on two instances', () => {
  it('with the lock: one run does the work, the other is recorded as skipped, each record is worked on once', async () => {
    const r = await bothAtOnce(true);
    const skipped = r.runs.filter((run) => run.error === RETENTION_SKIPPED);
    const worked = r.runs.filter((run) => run.error === null);
    expect(skipped).toHaveLength(1);
    expect(worked).toHaveLength(1);
    expect(worked[0].counts).toEqual({ unfinished_registrations: 2, leads: 3, mail_bodies: 2, audit_log: 1, ce_records: 0 });
    expect(skipped[0].counts).toEqual({});
    expect(r.twice).toEqual([]);
    expect(r.attempted.sort()).toEqual(allDue());
    expect(r.dueRegs).toBe(2);
  });

  it('control run without the lock: both runs work on the same records at the same time', async () => {
    const r = await bothAtOnce(false);
    expect(r.runs.every((run) => run.error === null)).toBe(true);
    // The race: the first batch (at least) was chosen and worked on by both runs.
    expect(r.twice.length).toBeGreaterThan(0);
    expect(seeded.due.registrations).toContain(r.twice[0]);
    // The anonymisers' guard still changed each record once: the counts add up to the records due.
    const total = (rule: string) => r.runs.reduce((sum, run) => sum + ((run.counts as Record<string, number>)[rule] ?? 0), 0);
    expect(total('unfinished_registrations')).toBe(2);
    expect(total('leads')).toBe(3);
    expect(r.dueRegs).toBe(2);
  });
});
