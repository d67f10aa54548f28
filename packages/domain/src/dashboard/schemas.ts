import { z } from 'zod';
import { MSG } from '../http/validation';

/** GET /api/admin/dashboard: a period of registration days (UTC), `to` included; 30 days up to today by default. */
export const DashboardQuerySchema = z.object({
  from: z.iso.date({ error: MSG.invalid }).optional(),
  to: z.iso.date({ error: MSG.invalid }).optional(),
});
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

const DAY = 24 * 60 * 60 * 1000;
export const DEFAULT_PERIOD_DAYS = 30;

/** The period's first instant and the instant after its last day. */
export function periodOf(q: DashboardQuery, now = new Date()): { from: Date; until: Date } {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const until = q.to ? new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY) : new Date(today.getTime() + DAY);
  const from = q.from ? new Date(`${q.from}T00:00:00Z`) : new Date(until.getTime() - DEFAULT_PERIOD_DAYS * DAY);
  return { from, until };
}
