import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { moneyStanding } from '@portal/domain/checkout/money-standing';
import { moneyFactsWhere, withMoney } from '../../moves/money-facts';
import { breachRows, type BreachRow, type Invariant } from '../invariant';

/**
 * Paid minus refunded equals what the registration's current session and team cost, or the
 * difference is due or waived by staff. The rule and its legitimate cases (nothing paid here,
 * a free course, coupons, a cancellation's kept share, a staff goodwill refund, a difference
 * waived or left due) are the domain's one reading of it, `moneyStanding`
 * (packages/domain/src/checkout/money-standing.ts), applied to the same facts the move service
 * reads (features/moves/money-facts.ts, one reader for both), here for every registration at once.
 * Beside it, what no standing can make right: a refund with no paid order of its registration,
 * or in another currency; a refund in full by staff or a cancellation (not a move's) that left
 * the registration live; a paid order on a registration still before checkout.
 */
async function standings(tx: NodePgDatabase): Promise<BreachRow[]> {
  const out: BreachRow[] = [];
  for (const [id, facts] of await moneyFactsWhere(tx, withMoney)) {
    const s = moneyStanding(facts);
    if (!s.breach) continue;
    const { kind, ...numbers } = s.breach;
    out.push({
      what: { overRefunded: 'refunded more than paid', movedUnsettled: 'moved with the price difference not settled', mismatch: 'paid minus refunded differs from the price of its session' }[kind],
      registration_id: id, session_id: facts.currentOfferingId, paid_cents: s.paidCents, refunded_cents: s.refundedCents, expected_cents: s.expectedCents,
      waived_cents: s.waivedCents, due_cents: s.dueCents, ...numbers,
    });
  }
  return out.sort((a, b) => String(a.registration_id).localeCompare(String(b.registration_id)));
}

const PAID = sql`(select coalesce(sum(p.order_total_cents), 0)::int from orders p where p.registration_id = r.id and p.status = 'paid')`;
const STAFF_REFUNDED = sql`(select coalesce(sum(f.amount_cents), 0)::int from refunds f where f.registration_id = r.id and f.move_id is null)`;

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
      select 'refunded in full (not by a move) but the registration has not ended', r.id, null, null, null, ${STAFF_REFUNDED}, ${PAID}
      from registrations r
      where r.cancelled_at is null and r.refunded_at is null and ${PAID} > 0 and ${STAFF_REFUNDED} >= ${PAID}
      union all
      select 'paid but the registration is before checkout', p.registration_id, p.id, null, p.currency, null, p.order_total_cents
      from orders p join registrations r on r.id = p.registration_id
      where p.status = 'paid' and r.status not in ('confirmation', 'on_demand_confirmation', 'completed')
      order by registration_id, what`,
  );

export const moneyFollowsSeat: Invariant = {
  name: 'money-follows-seat',
  statement: 'Every registration\'s paid minus refunded equals what its current session and team cost, or the difference is due or waived by staff; no refund exceeds what was paid, or is made without a paid order or in another currency.',
  action: 'Open the registration in the back office: refund or collect the difference, or record why it is waived or due; a refund in full should have ended the registration.',
  check: async (tx) => [...(await refundsAndOrders(tx)), ...(await standings(tx))],
};
