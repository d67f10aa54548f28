import { sql } from 'drizzle-orm';
import { breachRows, type Invariant } from '../invariant';

/**
 * Seats, counted two ways (offerings/store.ts claims them; registration, team, waiting-list code
 * releases them): the session's counter `seats_taken`, and the seats actually held: each
 * registration that has not given its seats back (not cancelled; not refunded in full, unless staff
 * kept the seats at the refund) holds one for the doctor and one per team member, each open
 * waiting-list offer holds one, and a dearer move waiting for its difference to be paid holds its
 * seats in the target session (registration_moves `held`). Either above the capacity is an oversell. A counter above the seats
 * held is not a breach: demo sessions are seeded full, and a seat claimed for a registration that
 * was never paid stays taken until staff cancel it.
 */
export const seatsWithinCapacity: Invariant = {
  name: 'seats-within-capacity',
  statement: 'No session has more seats taken, or more seats held by registrations (those that took seats: not a campaign import\'s record, sold outside the portal), their team members, waiting-list offers and moves awaiting payment, than its capacity.',
  action: 'Move or cancel the extra registrations (back office, Registrations), or raise the capacity if the room allows it; then find which door sold the extra seat.',
  check: (tx) =>
    breachRows(
      tx,
      sql`
        with held as (
          select r.offering_id, count(*)::int as registrations, (count(*) + coalesce(sum(tm.team), 0))::int as seats
          from registrations r
          left join lateral (select count(*) as team from team_members where registration_id = r.id) tm on true
          where r.holds_seats and r.cancelled_at is null and (r.refunded_at is null or r.refund_kept_seats)
          group by r.offering_id),
        offers as (
          select offering_id, count(*)::int as seats from waiting_list where status = 'offered' group by offering_id),
        move_holds as (
          select to_offering_id as offering_id, sum(seats)::int as seats from registration_moves where state = 'held' group by to_offering_id)
        select o.id as session_id, o.title_en as title, o.starts_at, o.seats_capacity as capacity, o.seats_taken,
          coalesce(h.seats, 0) as seats_held_by_registrations, coalesce(h.registrations, 0) as registrations,
          coalesce(w.seats, 0) as seats_held_by_offers, coalesce(m.seats, 0) as seats_held_by_moves
        from offerings o
        left join held h on h.offering_id = o.id
        left join offers w on w.offering_id = o.id
        left join move_holds m on m.offering_id = o.id
        where o.seats_taken > o.seats_capacity or o.seats_taken < 0
          or coalesce(h.seats, 0) + coalesce(w.seats, 0) + coalesce(m.seats, 0) > o.seats_capacity
        order by o.starts_at nulls last, o.id`,
    ),
};
