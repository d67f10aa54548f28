import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { RetentionTarget } from '@portal/domain/privacy/retention-api';
import type { RetentionRule } from '@portal/domain/privacy/retention';

/**
 * What each retention rule touches, as of a cutoff: every query answers `key` (the order batches
 * walk in), `id` and `at` (the record's last activity, or when the mail was sent, or the entry
 * logged). Records already anonymised or purged are never candidates again.
 *
 * A registration is unfinished when it was never paid: no paid order, and not at a completion
 * status (records imported as sold have no order). Its last activity is the latest of its own
 * change time (every step and every staff correction, move or cancellation sets `updated_at`),
 * the funnel steps it reached, its SCORM progress, quiz attempts, objectives answers, the scanner
 * question, payment attempts and a resume link it followed. A reminder or a resume link merely
 * sent is not activity: the portal's own mail must not keep a person's data alive.
 *
 * A lead's last activity is the latest of its submission and its back-office follow-up (status,
 * owner or notes changed). A waiting-list entry counts once it is no longer waiting or offered; it
 * records no other change time than joining, the offer and the offer's deadline.
 */
export interface Target {
  target: RetentionTarget;
  rule: RetentionRule;
  /** The smallest key: batches walk `key > after`. */
  start: string;
  base: SQL;
}

const REGISTRATIONS = sql`
  select r.id as key, r.id, greatest(
    r.created_at, r.updated_at,
    (select max(h.reached_at) from registration_step_history h where h.registration_id = r.id),
    (select max(p.updated_at) from scorm_progress p where p.registration_id = r.id),
    (select max(q.created_at) from quiz_attempts q where q.registration_id = r.id),
    (select max(a.created_at) from objective_answers a where a.registration_id = r.id),
    (select g.created_at from go_digital_offers g where g.registration_id = r.id),
    (select max(o.created_at) from orders o where o.registration_id = r.id),
    (select max(t.used_at) from resume_tokens t where t.registration_id = r.id)
  ) as at
  from registrations r
  where r.anonymised_at is null
    and r.status not in ('confirmation', 'on_demand_confirmation', 'completed')
    and not exists (select 1 from orders paid where paid.registration_id = r.id and paid.status = 'paid')`;

const LEADS = sql`
  select l.id as key, l.id, greatest(l.created_at, f.updated_at) as at
  from leads l left join lead_followups f on f.source = l.kind and f.source_id = l.id
  where l.anonymised_at is null`;

const UNIVERSITY = sql`
  select u.id as key, u.id, greatest(u.created_at, f.updated_at) as at
  from university_submissions u left join lead_followups f on f.source = 'university' and f.source_id = u.id
  where u.anonymised_at is null`;

const WAITING_LIST = sql`
  select w.id as key, w.id, greatest(w.created_at, w.offered_at, w.offer_expires_at) as at
  from waiting_list w
  where w.anonymised_at is null and w.status not in ('waiting', 'offered')`;

/** Mails delivered, or dead letters, whose body is still there: dated by when they were sent or given up. */
const MAIL_BODIES = sql`
  select o.id as key, o.id, coalesce(o.sent_at, o.dead_at) as at
  from outbox o
  where o.body_purged_at is null and (o.sent_at is not null or o.dead_at is not null)`;

const AUDIT_LOG = sql`select a.id as key, a.id::text as id, a.at from audit_log a`;

/**
 * CE records (issue 52, item 5; domain ce-records/record-keeping.ts), dated as ceRecordDate does:
 * an attended registration by the start of the session it attended (the attendance's session, so a
 * move after attending changes nothing), or by its completion for the on-demand course. Its
 * attendance, certificate, evaluation and an erasure's minimal form go together.
 */
const CE_RECORDS = sql`
  select a.registration_id as key, a.registration_id as id,
    case when o.course_type = 'on_demand' then a.marked_at else coalesce(o.starts_at, a.marked_at) end as at
  from attendance a join offerings o on o.id = a.offering_id`;

/**
 * An evaluation whose attendance is gone (staff unmarked it): dated by its session the same way,
 * the on-demand course by when it was answered. With attendance, it goes with CE_RECORDS, so the
 * report counts each registration once.
 */
const EVALUATIONS = sql`
  select e.registration_id as key, e.registration_id as id,
    case when o.course_type = 'on_demand' then e.submitted_at else coalesce(o.starts_at, e.submitted_at) end as at
  from course_evaluations e join offerings o on o.id = e.offering_id
  where not exists (select 1 from attendance a where a.registration_id = e.registration_id)`;

/** AGD rosters marked as sent, dated as rosterSubmissionDate does: the session, or the end of the month of completion reported. */
const AGD_ROSTER_SUBMISSIONS = sql`
  select s.offering_id || ':' || s.period as key, s.offering_id || ':' || s.period as id,
    case when s.period = '' then coalesce(o.starts_at, s.sent_at) else (to_date(s.period, 'YYYY-MM') + interval '1 month') at time zone 'UTC' end as at
  from agd_roster_submissions s join offerings o on o.id = s.offering_id`;

export const TARGETS: Target[] = [
  { target: 'registrations', rule: 'unfinished_registrations', start: '', base: REGISTRATIONS },
  { target: 'leads', rule: 'leads', start: '', base: LEADS },
  { target: 'university_submissions', rule: 'leads', start: '', base: UNIVERSITY },
  { target: 'waiting_list', rule: 'leads', start: '', base: WAITING_LIST },
  { target: 'mail_bodies', rule: 'mail_bodies', start: '', base: MAIL_BODIES },
  { target: 'audit_log', rule: 'audit_log', start: '0', base: AUDIT_LOG },
  { target: 'ce_records', rule: 'ce_records', start: '', base: CE_RECORDS },
  { target: 'evaluations', rule: 'ce_records', start: '', base: EVALUATIONS },
  { target: 'agd_roster_submissions', rule: 'ce_records', start: '', base: AGD_ROSTER_SUBMISSIONS },
];

/** How many records a target would touch, and the oldest one's date. */
export async function countCandidates(db: NodePgDatabase, t: Target, cutoff: Date): Promise<{ count: number; oldest: Date | null }> {
  const { rows } = await db.execute(sql`select count(*)::int as n, min(c.at) as oldest from (${t.base}) c where c.at < ${cutoff.toISOString()}`);
  const row = rows[0] as { n: number; oldest: string | Date | null };
  return { count: row.n, oldest: row.oldest ? new Date(row.oldest) : null };
}

/** The next batch after `after` (keyset, so a record the apply step left alone is never picked again). */
export async function nextBatch(db: NodePgDatabase, t: Target, cutoff: Date, after: string, size: number): Promise<{ ids: string[]; last: string | null }> {
  const { rows } = await db.execute(
    sql`select c.id, c.key::text as key from (${t.base}) c where c.at < ${cutoff.toISOString()} and c.key > ${after} order by c.key limit ${size}`,
  );
  const list = rows as { id: string; key: string }[];
  return { ids: list.map((r) => r.id), last: list.length ? list[list.length - 1].key : null };
}
