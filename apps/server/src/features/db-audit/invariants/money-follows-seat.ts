import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { discountCents } from '@portal/domain/checkout/coupon';
import { breachRows, type BreachRow, type Invariant } from '../invariant';

/**
 * Paid minus refunded equals what the registration's current session and team cost, or the
 * difference is due, or waived by staff. Written against today's money model, where each case
 * below is legitimate and not a breach:
 * - no paid order: not paid yet, abandoned, imported or paid outside this portal (a complete
 *   registration with no order here), or a free course;
 * - a paid order of an ended registration (cancelled, or refunded in full): whatever was kept
 *   (the late share of a cancellation, by the session's policy or by staff) as long as no more
 *   than was paid came back;
 * - a paid order of a live registration never moved since payment: it costs what was paid (a fee
 *   staff change later does not reprice it; a partial refund by staff is their recorded decision);
 * - team members: a team seat costs nothing today (checkout/pricing.ts prices the course fee only);
 * - coupons and discounts: a move is priced with the order's coupon applied to the new fee.
 * What breaks it: refunds beyond what was paid, in another currency or without a paid order; a
 * refund in full that left the registration live; a paid order on a registration still before
 * checkout; and a registration moved since payment to a session whose price differs, with the
 * difference not settled (`unsettledDifference`).
 *
 * The "money" work of issue 50 brings the model of price differences on moves (due, waived,
 * refunded): `unsettledDifference` is the one piece to replace with its domain function then,
 * and the move rows below will carry what it records.
 */
interface MovedPaid {
  registration_id: string;
  order_id: string;
  currency: string;
  session_id: string;
  paid_fee_cents: number;
  paid_discount_cents: number;
  current_fee_cents: number;
  refunded_cents: number;
  percent_off: number | null;
  amount_off_cents: number | null;
  coupon_code: string | null;
}

/** How much of a moved registration's price difference is unsettled (cents, + owed by them, - owed to them); 0 when settled. */
export function unsettledDifference(m: MovedPaid): number {
  const coupon = m.coupon_code && (m.percent_off !== null || m.amount_off_cents !== null)
    ? { code: m.coupon_code, percentOff: m.percent_off, amountOffCents: m.amount_off_cents, currency: null }
    : null;
  const currentDiscount = coupon ? discountCents(m.current_fee_cents, coupon) : Math.min(m.current_fee_cents, m.paid_discount_cents);
  const difference = (m.current_fee_cents - currentDiscount) - (m.paid_fee_cents - m.paid_discount_cents);
  // Today a dearer session can be paid for nowhere; a cheaper one is settled by a refund of at least the difference.
  if (difference > 0) return difference;
  if (difference < 0 && m.refunded_cents < -difference) return difference + m.refunded_cents;
  return 0;
}

const REFUNDED = sql`(select coalesce(sum(f.amount_cents), 0)::int from refunds f where f.order_id = p.id)`;

async function movedSincePayment(tx: NodePgDatabase): Promise<BreachRow[]> {
  const { rows } = await tx.execute<MovedPaid & Record<string, unknown>>(sql`
    select r.id as registration_id, p.id as order_id, p.currency, o.id as session_id, p.course_fee_cents as paid_fee_cents,
      p.discount_cents as paid_discount_cents,
      (case when p.currency = 'CAD' then o.fee_cad_cents else o.fee_usd_cents end) as current_fee_cents,
      ${REFUNDED} as refunded_cents, c.percent_off, c.amount_off_cents, p.coupon_code
    from registrations r
    join orders p on p.registration_id = r.id and p.status = 'paid'
    join offerings o on o.id = r.offering_id
    left join coupons c on c.code = p.coupon_code
    where r.cancelled_at is null and r.refunded_at is null
      and exists (select 1 from audit_log l where l.entity = 'registration' and l.action = 'move' and l.entity_id = r.id and l.at >= p.created_at)
    order by r.id`);
  return rows
    .map((m) => ({ m, unsettled: unsettledDifference(m) }))
    .filter(({ unsettled }) => unsettled !== 0)
    .map(({ m, unsettled }) => ({
      what: unsettled > 0 ? 'moved to a dearer session: difference not paid' : 'moved to a cheaper session: difference not refunded',
      registration_id: m.registration_id, order_id: m.order_id, session_id: m.session_id, currency: m.currency,
      paid_fee_cents: m.paid_fee_cents, current_fee_cents: m.current_fee_cents, refunded_cents: m.refunded_cents, unsettled_cents: unsettled,
    }));
}

const refundsAndOrders = (tx: NodePgDatabase) =>
  breachRows(
    tx,
    sql`
      select 'refund without a paid order of its registration' as what, f.registration_id, f.order_id, f.id as refund_id, f.currency, f.amount_cents as refunded_cents, null::int as paid_cents
      from refunds f left join orders p on p.id = f.order_id
      where p.id is null or p.status <> 'paid' or p.registration_id <> f.registration_id
      union all
      select 'refund in another currency than paid', f.registration_id, f.order_id, f.id, f.currency, f.amount_cents, p.order_total_cents
      from refunds f join orders p on p.id = f.order_id where f.currency <> p.currency
      union all
      select 'refunded more than paid', p.registration_id, p.id, null, p.currency, ${REFUNDED}, p.order_total_cents
      from orders p where p.status = 'paid' and ${REFUNDED} > p.order_total_cents
      union all
      select 'refunded in full but the registration has not ended', p.registration_id, p.id, null, p.currency, ${REFUNDED}, p.order_total_cents
      from orders p join registrations r on r.id = p.registration_id
      where p.status = 'paid' and p.order_total_cents > 0 and ${REFUNDED} >= p.order_total_cents and r.refunded_at is null and r.cancelled_at is null
      union all
      select 'paid but the registration is before checkout', p.registration_id, p.id, null, p.currency, null, p.order_total_cents
      from orders p join registrations r on r.id = p.registration_id
      where p.status = 'paid' and r.status not in ('confirmation', 'on_demand_confirmation', 'completed')
      order by registration_id, what`,
  );

export const moneyFollowsSeat: Invariant = {
  name: 'money-follows-seat',
  statement: 'Every registration\'s paid minus refunded equals what its current session and team cost, or the difference is due or waived by staff; no refund exceeds, or is made without, a paid order.',
  action: 'Open the registration in the back office: charge or refund the difference (Refund action), or record why it is waived; a refund in full should have ended the registration.',
  check: async (tx) => [...(await refundsAndOrders(tx)), ...(await movedSincePayment(tx))],
};
