import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { StalledQuery } from '@portal/domain/funnel/schemas';
import { FUNNEL_STEPS } from '@portal/domain/funnel/steps';
import { cohortWhere } from './cohort';

export interface StalledPerson {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  offeringId: string;
  offering: string;
  reachedAt: string;
}

/**
 * 'Stalled at step X for N days': registrations of the cohort that reached X at least N days ago,
 * have reached no later step, and have not ended (cancelled or refunded: no funnel to resume), nor
 * been erased (a privacy erasure: nobody left to remind, and no address to mail).
 * The oldest first; a page at a time with the total.
 */
export async function stalledAt(db: NodePgDatabase, q: StalledQuery): Promise<{ data: StalledPerson[]; total: number }> {
  const { where } = cohortWhere(q);
  // Every step after X in the funnel (X is never the last: the schema refuses 'paid').
  const later = FUNNEL_STEPS.slice(FUNNEL_STEPS.indexOf(q.step) + 1);
  const result = await db.execute(sql`
    select r.id, r.first_name, r.last_name, r.email, o.id as offering_id, o.title_en, h.reached_at, count(*) over () as total
    from registrations r
    join registration_step_history h on h.registration_id = r.id and h.step = ${q.step}
    join offerings o on o.id = r.offering_id
    where ${where} and r.cancelled_at is null and r.refunded_at is null and r.anonymised_at is null
      and h.reached_at <= now() - make_interval(days => ${q.days})
      and not exists (select 1 from registration_step_history n where n.registration_id = r.id and n.step in (${sql.join(later.map((s) => sql`${s}`), sql`, `)}))
    order by h.reached_at, r.id
    limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`);
  const rows = result.rows as Record<string, unknown>[];
  return {
    total: rows.length ? Number(rows[0].total) : 0,
    data: rows.map((r) => ({
      id: String(r.id),
      firstName: String(r.first_name),
      lastName: String(r.last_name),
      email: String(r.email),
      offeringId: String(r.offering_id),
      offering: String(r.title_en),
      reachedAt: new Date(String(r.reached_at)).toISOString(),
    })),
  };
}
