import { sql } from 'drizzle-orm';
import { breachRows, type Invariant } from '../invariant';

/**
 * A ticket admits only while its registration holds that seat (check-in/rules.ts voidReasonOf):
 * cancelling, refunding in full and moving void the registration's tickets in the same
 * transaction (check-in/tickets.ts). A ticket left unvoided would still open the door on a phone
 * that judges offline from its kept list. "Refunded in full" is read from the refunds themselves
 * too, not only from the registration's end date: those of staff and of a cancellation, which
 * end it, not a cheaper move's (issue 50: a move to a free session gives everything back and
 * keeps the seat).
 */
export const noLiveTicketAfterEnd: Invariant = {
  name: 'no-live-ticket-after-end',
  statement: 'No ticket is left valid (not voided) on a cancelled or fully refunded registration, or on a session its registration has left.',
  action: 'Cancel or refund again from the back office (that voids the tickets), or ask the developers to void the listed tickets; tell the session\'s door staff the names.',
  check: (tx) =>
    breachRows(
      tx,
      sql`
        select (case when r.cancelled_at is not null then 'valid ticket on a cancelled registration'
                     when r.refunded_at is not null then 'valid ticket on a refunded registration'
                     when t.offering_id <> r.offering_id then 'valid ticket on a session the registration left'
                     else 'valid ticket on a registration refunded in full' end) as what,
          t.id as ticket_id, t.registration_id, t.team_member_id, t.offering_id as ticket_session_id, r.offering_id as registration_session_id,
          r.cancelled_at, r.refunded_at
        from tickets t join registrations r on r.id = t.registration_id
        where t.voided_at is null and (
          r.cancelled_at is not null or r.refunded_at is not null or t.offering_id <> r.offering_id
          or (select coalesce(sum(f.amount_cents), 0) from refunds f where f.registration_id = r.id and f.move_id is null)
            >= (select coalesce(sum(p.order_total_cents), 0) from orders p where p.registration_id = r.id and p.status = 'paid')
            and exists (select 1 from orders p where p.registration_id = r.id and p.status = 'paid' and p.order_total_cents > 0))
        order by t.registration_id, t.id`,
    ),
};
