import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { rate, stepFigures, type FunnelFigures } from '@portal/domain/funnel/figures';
import type { FunnelQuery } from '@portal/domain/funnel/schemas';
import { FUNNEL_STEPS, type FunnelStep } from '@portal/domain/funnel/steps';
import { cohortWhere } from './cohort';

interface Raw {
  steps: { step: FunnelStep; reached: number; from_previous: number; median_seconds: number | null }[];
  quiz: { tried: number; first_passed: number };
  orders: { paid: number; coupon: number; trial: number };
  revenue: { currency: 'USD' | 'CAD'; paid: number; refunded: number }[];
  weeks: { week: string; starts_on: string; registrations: number; paid: number }[];
}

// The step names are the domain's constants, so they can be written into the statement as column names.
const col = (step: FunnelStep) => `"${step}"`;
/** One column per step: when the registration reached it (null if it did not). */
const PIVOT = sql.raw(FUNNEL_STEPS.map((s) => `min(h.reached_at) filter (where h.step = '${s}') as ${col(s)}`).join(',\n'));
/**
 * Per step: how many reached it, how many of them had reached the step before (on-demand courses
 * go from information to checkout), and the median time from reaching it to reaching the next
 * step the registration reached (the first later column that is set).
 */
const STEP_FIGURES = sql.raw(
  FUNNEL_STEPS.map((s, i) => {
    const previous = i > 0 ? `count(*) filter (where ${col(s)} is not null and ${col(FUNNEL_STEPS[i - 1])} is not null)` : '0';
    const later = FUNNEL_STEPS.slice(i + 1).map(col);
    const next = later.length > 1 ? `coalesce(${later.join(', ')})` : later[0];
    const median = next
      ? `percentile_cont(0.5) within group (order by extract(epoch from ${next} - ${col(s)})) filter (where ${col(s)} is not null and ${next} is not null)`
      : 'null::float';
    return `json_build_object('step', '${s}', 'reached', count(${col(s)}), 'from_previous', ${previous}, 'median_seconds', ${median})`;
  }).join(',\n'),
);

/**
 * The funnel's figures for a cohort of registrations, in one statement (one round trip, one
 * snapshot, so the parts agree): the steps (from the history, one row per registration with a
 * column per step: no sort of the whole history), the quiz's first tries, coupon and
 * scanner-trial take-up of the paid orders, revenue per currency (paid orders less their
 * refunds), registrations and paid per ISO week (Monday, UTC).
 */
export async function funnelFigures(db: NodePgDatabase, q: FunnelQuery): Promise<FunnelFigures> {
  const { where, from, until } = cohortWhere(q);
  const raw = await db.transaction(async (tx) => {
    // A year of 100,000 registrations sorts a few MB per aggregate: in memory, not on disk (this statement only).
    await tx.execute(sql`set local work_mem = '32MB'`);
    const result = await tx.execute(sql`
      with cohort as (select r.id, r.created_at from registrations r where ${where}),
      reached as (
        select h.registration_id, ${PIVOT}
        from registration_step_history h join cohort c on c.id = h.registration_id group by h.registration_id
      ),
      firsts as (
        select distinct on (a.registration_id) a.passed from quiz_attempts a join cohort c on c.id = a.registration_id
        order by a.registration_id, a.created_at, a.id
      ),
      paid_orders as (
        select o.id, o.registration_id, o.currency, o.order_total_cents, o.coupon_code, o.scanner_trial
        from orders o join cohort c on c.id = o.registration_id where o.status = 'paid'
      ),
      refunded as (select f.order_id, sum(f.amount_cents)::bigint as cents from refunds f join paid_orders p on p.id = f.order_id group by f.order_id),
      weeks as (
        select date_trunc('week', c.created_at at time zone 'UTC') as starts, count(*)::int as registrations, count(p.registration_id)::int as paid
        from cohort c left join registration_step_history p on p.registration_id = c.id and p.step = 'paid' group by 1
      )
      select json_build_object(
        'steps', (select json_build_array(${STEP_FIGURES}) from reached),
        'quiz', (select json_build_object('tried', count(*), 'first_passed', count(*) filter (where passed)) from firsts),
        'orders', (select json_build_object('paid', count(distinct registration_id), 'coupon', count(distinct registration_id) filter (where coupon_code is not null),
                                            'trial', count(distinct registration_id) filter (where scanner_trial)) from paid_orders),
        'revenue', (select coalesce(json_agg(x order by x.currency), '[]'::json) from (
                     select p.currency, sum(p.order_total_cents)::bigint as paid, coalesce(sum(f.cents), 0)::bigint as refunded
                     from paid_orders p left join refunded f on f.order_id = p.id group by p.currency) x),
        'weeks', (select coalesce(json_agg(json_build_object('week', to_char(starts, 'IYYY-"W"IW'), 'starts_on', to_char(starts, 'YYYY-MM-DD'),
                                                             'registrations', registrations, 'paid', paid) order by starts), '[]'::json) from weeks)
      ) as figures`);
    return result.rows[0].figures as Raw;
  });
  const steps = stepFigures(raw.steps.map((s) => ({ step: s.step, reached: s.reached, fromPrevious: s.from_previous, medianSeconds: s.median_seconds === null ? null : Math.round(s.median_seconds) })));
  return {
    from: from.toISOString(),
    until: until.toISOString(),
    steps,
    overallConversion: rate(steps.at(-1)!.reached, steps[0].reached),
    quiz: { tried: raw.quiz.tried, passedFirstTry: raw.quiz.first_passed, rate: rate(raw.quiz.first_passed, raw.quiz.tried) },
    coupons: { paid: raw.orders.paid, used: raw.orders.coupon, rate: rate(raw.orders.coupon, raw.orders.paid) },
    scannerTrial: { paid: raw.orders.paid, taken: raw.orders.trial, rate: rate(raw.orders.trial, raw.orders.paid) },
    revenue: raw.revenue.map((r) => ({ currency: r.currency, paidCents: Number(r.paid), refundedCents: Number(r.refunded), netCents: Number(r.paid) - Number(r.refunded) })),
    weeks: raw.weeks.map((w) => ({ week: w.week, startsOn: w.starts_on, registrations: w.registrations, paid: w.paid })),
  };
}
