import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_RETENTION_API } from '@portal/domain/privacy/paths';
import { DEFAULT_RETENTION } from '@portal/domain/privacy/retention';
import type { RetentionOverview, RetentionRunView } from '@portal/domain/privacy/retention-api';
import { seedOfferings } from '../src/features/offerings/seed';
import { retentionJob } from '../src/features/retention/job';
import { cutoffOf } from '../src/features/retention/periods';
import { seedRetentionCases, type Seeded } from './helpers/retention-fixtures';
import { newStaff, signIn, type TestStaff } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Retention (issue 30) against a real database: records of known ages around each default period
 * give exact dry-run counts; a run changes exactly those, is recorded, and a second run touches
 * nothing; a dry run changes nothing; the audit log loses old entries only through the job.
 */
let t: TestApp;
let seeded: Seeded;
const staff = {} as Record<'administrator' | 'operations' | 'viewer', TestStaff>;
const cookies = {} as Record<keyof typeof staff, Record<string, string>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  for (const role of ['administrator', 'operations', 'viewer'] as const) {
    staff[role] = await newStaff(t, role);
    cookies[role] = await signIn(t, staff[role]);
  }
  seeded = await seedRetentionCases(t);
}, 60_000);
afterAll(() => t.close());

const overview = async (who: keyof typeof staff = 'operations') => {
  const res = await t.call({ method: 'GET', url: ADMIN_RETENTION_API, cookies: cookies[who] });
  expect(res.statusCode).toBe(200);
  return res.json() as RetentionOverview;
};
const runNow = (dryRun: boolean, who: keyof typeof staff = 'administrator') =>
  t.call({ method: 'POST', url: `${ADMIN_RETENTION_API}/runs`, payload: { dryRun }, cookies: cookies[who] });
const countsOf = (o: RetentionOverview) => Object.fromEntries(o.rules.map((r) => [r.rule, r.count]));
const anonymised = async (table: string, ids: string[]) =>
  (await t.db.pool.query(`select id from ${table} where id = any($1) and anonymised_at is not null`, [ids])).rows.map((r) => r.id).sort();
/** Every table a run may change, in a stable order (the run's own audit entry aside). */
const TABLES = ['registrations', 'team_members', 'resume_tokens', 'objective_answers', 'quiz_attempts', 'scorm_progress', 'leads', 'lead_followups', 'university_submissions', 'waiting_list', 'outbox', 'webhook_events', 'audit_log'];
async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const where = table === 'audit_log' ? `where entity <> 'retention'` : '';
    const { rows } = await t.db.pool.query(`select row_to_json(x)::text as j from ${table} x ${where} order by 1`);
    parts.push(`-- ${table}`, ...rows.map((r) => r.j));
  }
  return parts.join('\n');
}
const EXPECTED = { unfinished_registrations: 2, leads: 3, mail_bodies: 2, audit_log: 1, ce_records: 0 };

describe('the periods', () => {
  it('count back in calendar months, clamped to a shorter month like PostgreSQL', () => {
    expect(cutoffOf(new Date('2026-03-31T12:00:00Z'), { months: 1 }).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(cutoffOf(new Date('2028-03-31T12:00:00Z'), { months: 1 }).toISOString()).toBe('2028-02-29T12:00:00.000Z');
    expect(cutoffOf(new Date('2026-11-27T06:00:00Z'), { months: 24 }).toISOString()).toBe('2024-11-27T06:00:00.000Z');
    expect(cutoffOf(new Date('2026-11-27T06:00:00Z'), { days: 90 }).toISOString()).toBe('2026-08-29T06:00:00.000Z');
  });
});

describe('the dry-run report', () => {
  it('counts exactly the records past each period, with the oldest date and the periods in force', async () => {
    const o = await overview();
    expect(countsOf(o)).toEqual(EXPECTED);
    const leads = o.rules.find((r) => r.rule === 'leads')!;
    expect(leads.parts).toEqual([
      { target: 'leads', count: 1 },
      { target: 'university_submissions', count: 1 },
      { target: 'waiting_list', count: 1 },
    ]);
    expect(leads.period).toEqual(DEFAULT_RETENTION.leads);
    const regs = o.rules.find((r) => r.rule === 'unfinished_registrations')!;
    // The declined one was made two days past the period, the other one day.
    expect(Date.now() - Date.parse(regs.oldest!)).toBeGreaterThan(2 * 365 * 24 * 3600 * 1000);
    expect(o.rules.find((r) => r.rule === 'audit_log')!.period).toEqual({ months: 84 });
  });

  it('a recorded dry run counts the same and changes nothing', async () => {
    const before = await snapshot();
    const res = await runNow(true);
    expect(res.statusCode).toBe(201);
    const run = res.json() as RetentionRunView;
    expect(run).toMatchObject({ trigger: 'staff', dryRun: true, counts: EXPECTED, error: null });
    expect(run.finishedAt).not.toBeNull();
    expect(await snapshot()).toBe(before);
  });
});

describe('a run', () => {
  it('refuses a plain DELETE of an old audit entry (only the job may)', async () => {
    await expect(t.db.pool.query('delete from audit_log where id = $1', [seeded.due.audit[0]])).rejects.toThrow(/append-only/);
    await expect(t.db.pool.query('delete from audit_log where at < now()')).rejects.toThrow(/append-only/);
  });

  it('changes exactly the records the report named, and records itself', async () => {
    const res = await runNow(false);
    expect(res.statusCode).toBe(201);
    const run = res.json() as RetentionRunView;
    expect(run).toMatchObject({ trigger: 'staff', dryRun: false, counts: EXPECTED, error: null, periods: DEFAULT_RETENTION });

    const all = (k: keyof Seeded['due']) => [...seeded.due[k], ...seeded.kept[k]];
    expect(await anonymised('registrations', all('registrations'))).toEqual([...seeded.due.registrations, ...seeded.kept.registrations.slice(-1)].sort());
    expect(await anonymised('leads', all('leads'))).toEqual(seeded.due.leads);
    expect(await anonymised('university_submissions', all('university'))).toEqual(seeded.due.university);
    expect(await anonymised('waiting_list', all('waiting'))).toEqual(seeded.due.waiting);
    const purged = await t.db.pool.query(`select id from outbox where id = any($1) and body_purged_at is not null and text = '' and html is null`, [all('mails')]);
    expect(purged.rows.map((r) => r.id).sort()).toEqual([...seeded.due.mails].sort());
    const audit = await t.db.pool.query(`select id::text from audit_log where id = any($1::bigint[])`, [all('audit')]);
    expect(audit.rows.map((r) => r.id)).toEqual(seeded.kept.audit);
    // The anonymised registration holds no personal field any more.
    const { rows } = await t.db.pool.query(`select email, first_name, information->>'phone' as phone, information->>'licenseNumber' as licence from registrations where id = $1`, [seeded.due.registrations[0]]);
    expect(rows[0]).toMatchObject({ email: expect.stringMatching(/@invalid\.invalid$/), phone: '', licence: '' });

    const o = await overview();
    expect(countsOf(o)).toEqual({ unfinished_registrations: 0, leads: 0, mail_bodies: 0, audit_log: 0, ce_records: 0 });
    expect(o.lastRuns[0]).toMatchObject({ id: run.id, dryRun: false });
    // Who started it is in the audit log, and the runs show that person.
    const entry = await t.db.pool.query(`select actor_id, actor_label from audit_log where entity = 'retention' and action = 'run' and entity_id = $1`, [run.id]);
    expect(entry.rows).toEqual([{ actor_id: staff.administrator.id, actor_label: expect.any(String) }]);
    expect(run.startedBy).toBe(entry.rows[0].actor_label);
    expect(o.lastRuns[0].startedBy).toBe(entry.rows[0].actor_label);
  });

  it('run again, touches nothing', async () => {
    const before = await snapshot();
    const run = (await runNow(false)).json() as RetentionRunView;
    expect(run.counts).toEqual({ unfinished_registrations: 0, leads: 0, mail_bodies: 0, audit_log: 0, ce_records: 0 });
    expect(await snapshot()).toBe(before);
  });

  it('the daily job runs it too, recorded as scheduled, and a plain DELETE is still refused afterwards', async () => {
    const old = await t.db.pool.query(`insert into audit_log (at, actor_label, entity, action) values (now() - interval '8 years', 'x', 'lead', 'follow_up') returning id`);
    const run = (await retentionJob(t.db, t.config).run()) as { trigger: string; counts: Record<string, number> };
    expect(run).toMatchObject({ trigger: 'schedule', counts: { audit_log: 1 } });
    expect((await t.db.pool.query('select 1 from audit_log where id = $1', [old.rows[0].id])).rowCount).toBe(0);
    await expect(t.db.pool.query(`delete from audit_log where id = (select min(id) from audit_log)`)).rejects.toThrow(/append-only/);
  });

  it('lists runs newest first', async () => {
    const res = await t.call({ method: 'GET', url: `${ADMIN_RETENTION_API}/runs`, query: { page: '1', perPage: '2' }, cookies: cookies.operations });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: RetentionRunView[]; total: number };
    expect(body.total).toBe(4);
    expect(body.data.map((r) => r.trigger)).toEqual(['schedule', 'staff']);
    // The daily job names nobody; a staff run names who started it.
    expect(body.data[0].startedBy).toBeNull();
    expect(body.data[1].startedBy).toEqual(expect.stringContaining(staff.administrator.email.split('@')[0]));
  });
});

describe('a run whose process died', () => {
  it('is marked interrupted by the next run (which holds the lock it held)', async () => {
    await t.db.pool.query(`insert into retention_runs (id, trigger, dry_run, started_at, periods) values ('deadRun000000000000000', 'schedule', false, now() - interval '1 day', '{}')`);
    await t.db.pool.query(`insert into retention_runs (id, trigger, dry_run, started_at, periods) values ('liveDryRun000000000000', 'staff', true, now(), '{}')`);
    expect((await runNow(false)).statusCode).toBe(201);
    const { rows } = await t.db.pool.query(`select id, error, finished_at is not null as finished from retention_runs where id in ('deadRun000000000000000', 'liveDryRun000000000000') order by id`);
    // A dry run takes no lock, so one unfinished may still be going on: left alone.
    expect(rows).toEqual([
      { id: 'deadRun000000000000000', error: 'interrupted', finished: true },
      { id: 'liveDryRun000000000000', error: null, finished: false },
    ]);
  });
});

describe('who may', () => {
  it('operations read but may not run; viewers may not read', async () => {
    expect((await runNow(false, 'operations')).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: ADMIN_RETENTION_API, cookies: cookies.viewer })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: ADMIN_RETENTION_API })).statusCode).toBe(401);
  });

  it('a malformed request is refused with a clear message and runs nothing', async () => {
    const before = (await t.db.pool.query('select count(*)::int as n from retention_runs')).rows[0].n;
    const wrong = await t.call({ method: 'POST', url: `${ADMIN_RETENTION_API}/runs`, payload: { dryRun: 'yes' }, cookies: cookies.administrator });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveLength(1);
    const broken = await t.call({ method: 'POST', url: `${ADMIN_RETENTION_API}/runs`, payload: '{"dryRun":', headers: { 'content-type': 'application/json' }, cookies: cookies.administrator });
    expect(broken.statusCode).toBe(400);
    expect((await t.db.pool.query('select count(*)::int as n from retention_runs')).rows[0].n).toBe(before);
  });
});
