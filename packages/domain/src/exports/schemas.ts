import { z } from 'zod/mini';
import { MSG } from '../http/validation';

/** CSV exports of the back office: GET /api/admin/exports/<kind>.csv?from=&to= (days, UTC, `to` included). */
export const EXPORT_KINDS = ['registrations', 'payments', 'leads', 'attendance'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const ExportParamsSchema = z.object({ kind: z.enum(EXPORT_KINDS.map((k) => `${k}.csv`) as [string, ...string[]], { error: 'errors:notFound' }) });
export const ExportQuerySchema = z.object({
  from: z.iso.date({ error: MSG.invalid }),
  to: z.iso.date({ error: MSG.invalid }),
});
