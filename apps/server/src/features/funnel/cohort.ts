import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '@portal/domain/errors/app-error';
import { periodOf } from '@portal/domain/dashboard/schemas';
import type { FunnelQuery } from '@portal/domain/funnel/schemas';

/**
 * The registrations a funnel query counts (alias `r`): made in the period (UTC days, `to`
 * included) and matching every filter given. Cancelled and refunded registrations stay in: they
 * reached their steps, and the registrations export lists them too.
 */
export function cohortWhere(q: FunnelQuery): { where: SQL; from: Date; until: Date } {
  const { from, until } = periodOf(q);
  if (from >= until) throw new AppError(400, 'admin:dashboard.badPeriod');
  const parts: SQL[] = [sql`r.created_at >= ${from.toISOString()}`, sql`r.created_at < ${until.toISOString()}`];
  if (q.courseType) parts.push(sql`r.course_type = ${q.courseType}`);
  if (q.variant) parts.push(sql`r.variant = ${q.variant}`);
  if (q.offeringId) parts.push(sql`r.offering_id = ${q.offeringId}`);
  if (q.locale) parts.push(sql`r.locale = ${q.locale}`);
  if (q.utmSource) parts.push(sql`r.utm_source = ${q.utmSource}`);
  if (q.utmCampaign) parts.push(sql`r.utm_campaign = ${q.utmCampaign}`);
  return { where: sql.join(parts, sql` and `), from, until };
}
