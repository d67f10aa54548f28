import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_QUESTIONS } from '@portal/domain/ce-records/evaluation';
import type { RetentionPeriod, RetentionRule } from '@portal/domain/privacy/retention';
import { seedOfferings } from '../src/features/offerings/seed';
import { runRetention } from '../src/features/retention/run';
import { attendee } from './helpers/certificate-fixtures';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * CE records kept as long as the rules ask (issue 52, item 5), against a real database.
 * Retention: attendance, certificates, evaluations and AGD roster submissions one day past 6
 * years (due) or one day short of it (kept), dated by the session attended (a moved registration
 * by the one it attended), by completion on demand (whatever the on-demand offering's own date),
 * by the month reported for an on-demand roster; a registration without attendance is no CE
 * record. Controls: the same records under a longer and a shorter period. Erasure: the minimal
 * form (name, AGD number) is kept for an attended registration only, the evaluation loses its free
 * texts, a team member's place keeps nothing; the retention job then deletes them after the years.
 * The ages are computed here (calendar years and days), not with the code under test.
 */
const DAY = 24 * 60 * 60 * 1000;
const yearsAgo = (years: number, days: number, from = new Date()) => {
  const d = new Date(from.getTime());
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return new Date(d.getTime() + days * DAY);
};
const id = () => randomBytes(16).toString('base64url');
const month = (d: Date) => d.toISOString().slice(0, 7);

let t: TestApp;
let live: { id: string };
let onDemand: { id: string };
const sessions = {} as Record<'old' | 'kept' | 'recent', string>;
const regs = {} as Record<'old' | 'kept' | 'moved' | 'odOld' | 'odKept' | 'evalOnly' | 'absent', string>;
const rosters = {} as Record<'liveOld' | 'liveKept' | 'odOld' | 'odKept', string>;

/** A copy of a seeded offering with its own id and start (its end four hours later). */
async function session(from: string, startsAt: Date | null): Promise<string> {
  const newId = id();
  await t.db.pool.query(
    `insert into offerings select (jsonb_populate_record(null::offerings, to_jsonb(o) || jsonb_build_object(
        'id', $1::text, 'starts_at', $2::timestamptz, 'ends_at', $2::timestamptz + interval '4 hours', 'seats_taken', 0))).*
     from offerings o where o.id = $3`,
    [newId, startsAt, from],
  );
  return newId;
}
const ANSWERS = { objectives_met: 5, instructor_knowledge: 4, instructor_clarity: 4, relevance_to_practice: 5, commercial_bias: { answer: true, comment: 'Dr. Vasquez of Bright Smiles felt pushed' }, what_to_change: 'Call me on 555-0199' };
async function attend(regId: string, offeringId: string, markedAt: Date, opts: { certificate?: boolean; evaluation?: boolean } = {}) {
  await t.db.pool.query(`insert into attendance (registration_id, offering_id, marked_at, marked_by) values ($1, $2, $3, 'test')`, [regId, offeringId, markedAt]);
  if (opts.certificate !== false) {
    await t.db.pool.query(`insert into certificates (id, registration_id, verification_code, completion_code, ce_hours, issued_at) values ($1, $2, $3, 'CMP-1', 7, $4)`, [id(), regId, `CE${id()}`, markedAt]);
  }
  if (opts.evaluation !== false) await evaluate(regId, offeringId, markedAt);
}
async function evaluate(regId: string, offeringId: string, at: Date) {
  await t.db.pool.query(
    `insert into course_evaluations (registration_id, offering_id, course_key, questions, answers, locale, submitted_at) values ($1, $2, 'live:standard', $3, $4, 'en', $5)`,
    [regId, offeringId, JSON.stringify(DEFAULT_QUESTIONS), JSON.stringify(ANSWERS), at],
  );
  await t.db.pool.query(`insert into evaluation_invitations (registration_id, mailed_at) values ($1, $2)`, [regId, at]);
}
async function rosterSent(offeringId: string, period: string): Promise<string> {
  await t.db.pool.query(`insert into agd_roster_submissions (offering_id, period, sent_at, sent_by) values ($1, $2, now(), 'Ops')`, [offeringId, period]);
  return `${offeringId}:${period}`;
}
const present = async (table: string, ids: string[]) =>
  (await t.db.pool.query(`select registration_id as id from ${table} where registration_id = any($1)`, [ids])).rows.map((r) => r.id).sort();
const rostersLeft = async () =>
  (await t.db.pool.query(`select offering_id || ':' || period as key from agd_roster_submissions where offering_id || ':' || period = any($1)`, [Object.values(rosters)])).rows.map((r) => r.key).sort();
const periodsWith = (ce: RetentionPeriod): Record<RetentionRule, RetentionPeriod> => ({ ...t.config.retention, ce_records: ce });

beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  const { rows } = await t.db.pool.query(`select id, course_type from offerings where status = 'published' order by id`);
  live = rows.find((r) => r.course_type === 'live');
  onDemand = rows.find((r) => r.course_type === 'on_demand');
  sessions.old = await session(live.id, yearsAgo(6, -1));
  sessions.kept = await session(live.id, yearsAgo(6, 1));
  sessions.recent = await session(live.id, new Date(Date.now() - 10 * DAY));
  // The on-demand course's own date is long past: its records count from each completion, not from it.
  const od = await session(onDemand.id, yearsAgo(10, 0));

  const on = async (offeringId: string) => (await attendee(t, offeringId, { agdNumber: '123456' })).id;
  regs.old = await on(sessions.old);
  await attend(regs.old, sessions.old, new Date(yearsAgo(6, -1).getTime() + 3 * 3600_000));
  regs.kept = await on(sessions.kept);
  await attend(regs.kept, sessions.kept, new Date(yearsAgo(6, 1).getTime() + 3 * 3600_000));
  // Attended the old session, moved since to a recent one: dated by the session attended.
  regs.moved = await on(sessions.recent);
  await attend(regs.moved, sessions.old, new Date(yearsAgo(6, -1).getTime() + 3 * 3600_000));
  regs.odOld = await on(od);
  await attend(regs.odOld, od, yearsAgo(6, -1));
  regs.odKept = await on(od);
  await attend(regs.odKept, od, yearsAgo(6, 1));
  // An evaluation whose attendance staff unmarked since; a registration that never attended.
  regs.evalOnly = await on(sessions.old);
  await evaluate(regs.evalOnly, sessions.old, yearsAgo(6, -1));
  regs.absent = await on(sessions.old);

  rosters.liveOld = await rosterSent(sessions.old, '');
  rosters.liveKept = await rosterSent(sessions.kept, '');
  // On demand: the month reported ends two months past the period, or two months short of it.
  rosters.odOld = await rosterSent(od, month(yearsAgo(6, -90)));
  rosters.odKept = await rosterSent(od, month(yearsAgo(6, 62)));
}, 60_000);
afterAll(() => t.close());

const ALL = () => Object.values(regs);

describe('retention of CE records', () => {
  it('a dry run counts exactly the records past 6 years, by kind', async () => {
    const run = await runRetention(t.db, t.config.retention, { trigger: 'schedule', dryRun: true });
    expect(run.counts.ce_records).toBe(6);
    const { rows } = await t.db.pool.query(`select 1 from retention_runs where id = $1 and periods->'ce_records' = '{"months": 72}'::jsonb`, [run.id]);
    expect(rows).toHaveLength(1);
  });

  it('control: a longer period touches none of them, a shorter one also the younger ones', async () => {
    expect((await runRetention(t.db, periodsWith({ months: 7 * 12 }), { trigger: 'schedule', dryRun: true })).counts.ce_records).toBe(0);
    // One year: the kept registration and on-demand completion, the kept live and on-demand rosters too.
    expect((await runRetention(t.db, periodsWith({ months: 12 }), { trigger: 'schedule', dryRun: true })).counts.ce_records).toBe(10);
  });

  it('a run deletes those past 6 years and keeps the others', async () => {
    const run = await runRetention(t.db, t.config.retention, { trigger: 'schedule', dryRun: false });
    expect(run).toMatchObject({ error: null, counts: { ce_records: 6 } });
    const kept = [regs.kept, regs.odKept].sort();
    expect(await present('attendance', ALL())).toEqual(kept);
    expect(await present('certificates', ALL())).toEqual(kept);
    expect(await present('course_evaluations', ALL())).toEqual(kept);
    expect(await present('evaluation_invitations', ALL())).toEqual(kept);
    expect(await rostersLeft()).toEqual([rosters.liveKept, rosters.odKept].sort());
    // The registrations themselves stay (a paid one has no retention rule), the one that never attended untouched.
    const { rows } = await t.db.pool.query(`select count(*)::int as n from registrations where id = any($1) and anonymised_at is null`, [ALL()]);
    expect(rows[0].n).toBe(ALL().length);
    // Run again: nothing left to delete.
    expect((await runRetention(t.db, t.config.retention, { trigger: 'schedule', dryRun: false })).counts.ce_records).toBe(0);
  });

  it('the setting changes the period: 5 years deletes what 6 kept', async () => {
    const config = (await import('../src/config')).loadConfig({ RETENTION_CE_RECORDS_YEARS: '5' });
    expect(config.retention.ce_records).toEqual({ months: 60 });
    const run = await runRetention(t.db, periodsWith(config.retention.ce_records), { trigger: 'schedule', dryRun: false });
    expect(run.counts.ce_records).toBe(4);
    expect(await present('attendance', ALL())).toEqual([]);
    expect(await rostersLeft()).toEqual([]);
  });
});

describe('an erasure', () => {
  let admin: Record<string, string>;
  let ops: Record<string, string>;
  const email = `ce.erasure.${Date.now()}@example.com`;
  const erased = {} as Record<'attended' | 'absent' | 'expired', string>;
  let colleague: string;
  let sessionStart: Date;

  beforeAll(async () => {
    admin = await signIn(t, await newStaff(t, 'administrator'));
    ops = await signIn(t, await newStaff(t, 'operations'));
    const { rows } = await t.db.pool.query('select starts_at from offerings where id = $1', [sessions.recent]);
    sessionStart = rows[0].starts_at;
    const reg = async (offeringId: string, agdNumber: string) => {
      const res = await t.call({ method: 'POST', url: '/api/dev/registrations', payload: { offeringId, status: 'confirmation', email, firstName: 'Erin', lastName: 'Vasquez', agdNumber } });
      expect(res.statusCode).toBe(200);
      return res.json().id as string;
    };
    erased.attended = await reg(sessions.recent, '654321');
    await attend(erased.attended, sessions.recent, new Date(sessionStart.getTime() + 3 * 3600_000));
    // Paid, never attended: no CE record.
    erased.absent = await reg(sessions.recent, '654321');
    // Attended more than 6 years ago (the job has not run since): past its years, nothing to keep.
    erased.expired = await reg(sessions.old, '654321');
    await attend(erased.expired, sessions.old, new Date(yearsAgo(6, -1).getTime() + 3 * 3600_000), { evaluation: false });
    // The person's place on a colleague's team; the colleague attended and evaluated (the control).
    colleague = (await attendee(t, sessions.recent)).id;
    await t.db.pool.query(`insert into team_members (id, registration_id, type, email, first_name, last_name) values ($1, $2, 'assistant', $3, 'Erin', 'Vasquez')`, [id(), colleague, email]);
    await attend(colleague, sessions.recent, new Date(sessionStart.getTime() + 3 * 3600_000));
  });

  it('says before and after what it keeps, and keeps the minimal form of the attended registration only', async () => {
    const created = await t.call({ method: 'POST', url: '/api/admin/privacy-requests', payload: { kind: 'erasure', email, locale: 'en', details: '' }, cookies: ops });
    expect(created.statusCode).toBe(201);
    const requestId = created.json().id;
    const findings = await t.call({ method: 'GET', url: `/api/admin/privacy-requests/${requestId}/findings`, cookies: ops });
    expect(findings.json().retained).toEqual({ receipts: 0, payments: 0, ceRecords: 2 });

    const res = await t.call({ method: 'POST', url: `/api/admin/privacy-requests/${requestId}/erase`, payload: { confirmEmail: email }, cookies: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().retained).toEqual({ receipts: 0, payments: 0, ceRecords: 1 });
    expect(res.json().erased).toMatchObject({ registrations: 3, teamMemberships: 1 });

    const { rows } = await t.db.pool.query('select * from ce_record_keeps');
    expect(rows).toEqual([
      expect.objectContaining({ registration_id: erased.attended, first_name: 'Erin', last_name: 'Vasquez', agd_number: '654321', ce_date: sessionStart }),
    ]);
    // Nothing else of the form: the columns are the minimal form's.
    expect(Object.keys(rows[0]).sort()).toEqual(['agd_number', 'ce_date', 'first_name', 'kept_at', 'kept_until', 'last_name', 'registration_id']);
    expect(rows[0].kept_until).toEqual(new Date(Date.UTC(sessionStart.getUTCFullYear() + 6, sessionStart.getUTCMonth(), sessionStart.getUTCDate(), sessionStart.getUTCHours(), sessionStart.getUTCMinutes(), sessionStart.getUTCSeconds(), sessionStart.getUTCMilliseconds())));
    // The registration itself is anonymised like any other (no phone, licence, AGD number on it).
    const reg = (await t.db.pool.query(`select first_name, information from registrations where id = $1`, [erased.attended])).rows[0];
    expect(reg.first_name).toBe('ANONYMISED');
    expect(reg.information).toMatchObject({ phone: '', licenseNumber: '', agdNumber: '', npiNumber: '' });
    // Attendance and certificate stay.
    expect(await present('attendance', [erased.attended])).toEqual([erased.attended]);
    expect(await present('certificates', [erased.attended])).toEqual([erased.attended]);
  });

  it('the evaluation keeps its ratings and yes/no, not the free texts; the colleague\'s (not erased) keeps everything', async () => {
    const answers = async (regId: string) => (await t.db.pool.query('select answers from course_evaluations where registration_id = $1', [regId])).rows[0].answers;
    expect(await answers(erased.attended)).toEqual({ objectives_met: 5, instructor_knowledge: 4, instructor_clarity: 4, relevance_to_practice: 5, commercial_bias: { answer: true } });
    expect(await answers(colleague)).toEqual(ANSWERS);
    // The team member's place kept nothing; the colleague's own record is no erasure's business.
    expect((await t.db.pool.query('select first_name from team_members where registration_id = $1', [colleague])).rows).toEqual([{ first_name: 'ANONYMISED' }]);
  });

  it('the retention job deletes the minimal form with the records once the years are over, not before', async () => {
    const justBefore = yearsAgo(-6, 0, new Date(sessionStart.getTime() - DAY));
    await runRetention(t.db, t.config.retention, { trigger: 'schedule', dryRun: false, now: justBefore });
    expect(await present('ce_record_keeps', [erased.attended])).toEqual([erased.attended]);
    expect(await present('attendance', [erased.attended, colleague])).toEqual([erased.attended, colleague].sort());
    // The erased registration attended over 6 years ago had nothing kept; its attendance is gone with this run.
    expect(await present('attendance', [erased.expired])).toEqual([]);
    const after = yearsAgo(-6, 1, sessionStart);
    expect((await runRetention(t.db, t.config.retention, { trigger: 'schedule', dryRun: false, now: after })).counts.ce_records).toBeGreaterThanOrEqual(2);
    for (const table of ['ce_record_keeps', 'attendance', 'certificates', 'course_evaluations']) expect(await present(table, [erased.attended, colleague]), table).toEqual([]);
  });
});
