import { sql } from 'drizzle-orm';
import { breachRows, type Invariant } from '../invariant';

/**
 * A ticket admits its holder once: of all the scans of a ticket (online, or sent later by phones),
 * one counts (`checked_in`), the earliest, and the ticket carries its time; every other is a
 * repeat (`already`). A registration attends once and gets one certificate. The table's keys
 * promise the last two; they are read here too, so a dropped key or a copied-in row shows.
 */
export const oneCheckInPerTicket: Invariant = {
  name: 'one-check-in-per-ticket',
  statement: 'Each ticket has at most one counted check-in (its earliest scan, whose time the ticket carries), and each registration at most one attendance and one certificate.',
  action: 'Keep the earliest scan as the check-in (the session\'s Roster and attendance screen shows it) and report the doubled rows to the developers: a door let one ticket in twice.',
  check: (tx) =>
    breachRows(
      tx,
      sql`
        select 'ticket counted more than once' as what, s.ticket_id as ref, t.registration_id, count(*)::int as count,
          string_agg(s.key || ' ' || to_char(s.scanned_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') || ' by ' || s.scanned_by, '; ' order by s.scanned_at) as detail
        from check_in_scans s join tickets t on t.id = s.ticket_id
        where s.outcome = 'checked_in'
        group by s.ticket_id, t.registration_id having count(*) > 1
        union all
        select 'counted scan is not the ticket''s check-in', s.ticket_id, t.registration_id, 1,
          s.key || ': scanned ' || to_char(s.scanned_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') || ', ticket ' || coalesce(to_char(t.checked_in_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'not checked in')
        from check_in_scans s join tickets t on t.id = s.ticket_id
        where s.outcome = 'checked_in' and t.checked_in_at is distinct from s.scanned_at
        union all
        select 'registration attended more than once', null, a.registration_id, count(*)::int, string_agg(a.offering_id, ', ')
        from attendance a group by a.registration_id having count(*) > 1
        union all
        select 'registration certified more than once', null, c.registration_id, count(*)::int, string_agg(c.id, ', ')
        from certificates c group by c.registration_id having count(*) > 1
        order by registration_id, what`,
    ),
};
