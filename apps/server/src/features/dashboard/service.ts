import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '@portal/domain/errors/app-error';
import { periodOf, type DashboardQuery } from '@portal/domain/dashboard/schemas';

/**
 * The back office's dashboard for a period: registrations (made in the period and still standing:
 * not cancelled, not refunded in full), payments (made in the period, of those not refunded in
 * full since), registrations refunded in full in the period, refunds (made in the period) per
 * currency, and per session its seats and the same counts. Revenue is every payment of the period
 * less every refund of the period. Money stays in cents per currency: USD and CAD are never added together.
 */
export async function dashboard(db: NodePgDatabase, q: DashboardQuery) {
  const { from, until } = periodOf(q);
  if (from >= until) throw new AppError(400, 'admin:dashboard.badPeriod');
  const range = { from: from.toISOString(), until: until.toISOString() };
  const sessions = await db.execute(sql`
    with regs as (
      select offering_id, count(*)::int as registrations from registrations
      where created_at >= ${range.from} and created_at < ${range.until} and cancelled_at is null and refunded_at is null group by offering_id
    ), ended as (
      select offering_id, count(*)::int as refunded from registrations
      where refunded_at >= ${range.from} and refunded_at < ${range.until} group by offering_id
    ), paid as (
      select r.offering_id, (count(*) filter (where r.refunded_at is null))::int as paid,
             coalesce(sum(o.order_total_cents) filter (where o.currency = 'USD'), 0)::int as usd,
             coalesce(sum(o.order_total_cents) filter (where o.currency = 'CAD'), 0)::int as cad
      from orders o join registrations r on r.id = o.registration_id
      where o.status = 'paid' and o.created_at >= ${range.from} and o.created_at < ${range.until} group by r.offering_id
    ), refunded as (
      select r.offering_id,
             coalesce(sum(f.amount_cents) filter (where f.currency = 'USD'), 0)::int as usd,
             coalesce(sum(f.amount_cents) filter (where f.currency = 'CAD'), 0)::int as cad
      from refunds f join registrations r on r.id = f.registration_id
      where f.created_at >= ${range.from} and f.created_at < ${range.until} group by r.offering_id
    )
    select o.id, o.title_en, o.course_type, o.city, o.starts_at, o.status, o.seats_taken, o.seats_capacity,
           coalesce(regs.registrations, 0) as registrations, coalesce(paid.paid, 0) as paid, coalesce(ended.refunded, 0) as refunded_registrations,
           coalesce(paid.usd, 0) - coalesce(refunded.usd, 0) as revenue_usd, coalesce(paid.cad, 0) - coalesce(refunded.cad, 0) as revenue_cad,
           coalesce(refunded.usd, 0) as refunded_usd, coalesce(refunded.cad, 0) as refunded_cad
    from offerings o
    left join regs on regs.offering_id = o.id left join paid on paid.offering_id = o.id left join refunded on refunded.offering_id = o.id
    left join ended on ended.offering_id = o.id
    where regs.offering_id is not null or paid.offering_id is not null or refunded.offering_id is not null or ended.offering_id is not null
       or (o.starts_at >= ${range.from} and o.starts_at < ${range.until})
    order by o.starts_at nulls first, o.title_en`);
  const rows = sessions.rows.map((r) => ({
    id: String(r.id),
    title: String(r.title_en),
    courseType: String(r.course_type),
    city: (r.city as string | null) ?? null,
    startsAt: r.starts_at ? new Date(String(r.starts_at)).toISOString() : null,
    status: String(r.status),
    seatsTaken: Number(r.seats_taken),
    seatsCapacity: Number(r.seats_capacity),
    registrations: Number(r.registrations),
    paid: Number(r.paid),
    refundedRegistrations: Number(r.refunded_registrations),
    revenueCents: { USD: Number(r.revenue_usd), CAD: Number(r.revenue_cad) },
    refundedCents: { USD: Number(r.refunded_usd), CAD: Number(r.refunded_cad) },
  }));
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + pick(r), 0);
  return {
    from: range.from,
    until: range.until,
    totals: {
      registrations: sum((r) => r.registrations),
      paid: sum((r) => r.paid),
      refundedRegistrations: sum((r) => r.refundedRegistrations),
      revenueCents: { USD: sum((r) => r.revenueCents.USD), CAD: sum((r) => r.revenueCents.CAD) },
      refundedCents: { USD: sum((r) => r.refundedCents.USD), CAD: sum((r) => r.refundedCents.CAD) },
    },
    sessions: rows,
  };
}
