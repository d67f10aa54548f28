import { RETENTION_RULES, type RetentionPeriod, type RetentionRule } from '@portal/domain/privacy/retention';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The instant a period counts back to from `now`, in UTC. Months are calendar months, clamped to
 * the end of a shorter month as PostgreSQL does (31 March minus one month is 28 or 29 February),
 * so '24 months' is the same date two years back whatever the day.
 */
export function cutoffOf(now: Date, period: RetentionPeriod): Date {
  const d = new Date(now.getTime());
  if (period.months) {
    const day = d.getUTCDate();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() - period.months);
    const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
    d.setUTCDate(Math.min(day, lastDay));
  }
  if (period.days) d.setTime(d.getTime() - period.days * DAY);
  return d;
}

export type Cutoffs = Record<RetentionRule, Date>;

export function cutoffsOf(now: Date, periods: Record<RetentionRule, RetentionPeriod>): Cutoffs {
  return Object.fromEntries(RETENTION_RULES.map((rule) => [rule, cutoffOf(now, periods[rule])])) as Cutoffs;
}
