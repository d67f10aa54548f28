import { sql } from 'drizzle-orm';
import { CHECK_IN_OPENS_MINUTES } from '@portal/domain/check-in/rules';
import { breachRows, type Invariant } from '../invariant';

/**
 * Nobody is present before the doors open (packages/domain/src/check-in/rules.ts: they open
 * CHECK_IN_OPENS_MINUTES before a live session starts), and nobody is certified before the session
 * starts (certificates/attendance-rule.ts certificateDue: an early arrival is certified at the start). Read on every trace a check-in leaves: the
 * attendance row and the certificate (their times, which the attendance rule sets from the
 * session's start for an early scan, so one before the doors means it was written then), the
 * ticket's check-in time (the scan's own time: no earlier than the doors, nor than the ticket's
 * issue), and each counted offline scan's arrival at the server (`synced_at`, the server's clock:
 * a sync written before the doors open certified somebody for a course not yet given, whatever
 * time the phone claimed). An on-demand course has no doors: its certificate comes only once
 * the course is paid (the registration past checkout, and not before its paid order).
 */
const doorsOpen = (startsAt: ReturnType<typeof sql>) => sql`(${startsAt} - (${CHECK_IN_OPENS_MINUTES}::int * interval '1 minute'))`;
const PAST_CHECKOUT = sql`('confirmation', 'on_demand_confirmation', 'completed')`;

export const attendanceAfterDoorsOpen: Invariant = {
  name: 'attendance-after-doors-open',
  statement: `No attendance, ticket check-in or offline scan of a live session is dated or written before its check-in opens (${CHECK_IN_OPENS_MINUTES} minutes before it starts), no certificate before it starts, nor a check-in before its ticket was issued; an on-demand certificate comes only after the course was paid.`,
  action: 'Check with the session\'s staff whether the person attended; if not, mark them absent in the Roster and attendance screen (the certificate is revoked). Then find which door wrote it early (the audit log names who).',
  check: (tx) =>
    breachRows(
      tx,
      sql`
        select 'attendance' as what, a.offering_id as session_id, a.registration_id, null as ref, a.marked_at as at, o.starts_at, ${doorsOpen(sql`o.starts_at`)} as doors_open_at, a.marked_by as by
        from attendance a join offerings o on o.id = a.offering_id
        where o.course_type = 'live' and (o.starts_at is null or a.marked_at < ${doorsOpen(sql`o.starts_at`)})
        union all
        select 'certificate', o.id, c.registration_id, c.id, c.issued_at, o.starts_at, ${doorsOpen(sql`o.starts_at`)}, null
        from certificates c
        join registrations r on r.id = c.registration_id
        left join attendance a on a.registration_id = c.registration_id
        join offerings o on o.id = coalesce(a.offering_id, r.offering_id)
        where o.course_type = 'live' and (o.starts_at is null or c.issued_at < o.starts_at)
        union all
        select 'on-demand certificate before payment', o.id, c.registration_id, c.id, c.issued_at, null, null, null
        from certificates c
        join registrations r on r.id = c.registration_id
        join offerings o on o.id = r.offering_id
        where o.course_type = 'on_demand' and (r.status not in ${PAST_CHECKOUT}
          or exists (select 1 from orders p where p.registration_id = r.id and p.status = 'paid' and date_trunc('milliseconds', p.created_at) > c.issued_at))
        union all
        select 'ticket check-in', t.offering_id, t.registration_id, t.id, t.checked_in_at, o.starts_at, ${doorsOpen(sql`o.starts_at`)}, t.checked_in_by
        from tickets t join offerings o on o.id = t.offering_id
        where t.checked_in_at is not null
          and (o.starts_at is null or t.checked_in_at < ${doorsOpen(sql`o.starts_at`)} or t.checked_in_at < date_trunc('milliseconds', t.issued_at))
        union all
        select 'offline scan synced', s.offering_id, t.registration_id, s.key, s.synced_at, o.starts_at, ${doorsOpen(sql`o.starts_at`)}, s.scanned_by
        from check_in_scans s join offerings o on o.id = s.offering_id left join tickets t on t.id = s.ticket_id
        where s.outcome = 'checked_in' and (o.starts_at is null or s.synced_at < ${doorsOpen(sql`o.starts_at`)})
        order by session_id, registration_id, what`,
    ),
};
