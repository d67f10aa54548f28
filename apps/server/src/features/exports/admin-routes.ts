import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '@portal/domain/errors/app-error';
import { ExportParamsSchema, ExportQuerySchema, type ExportKind } from '@portal/domain/exports/schemas';
import { CAN } from '@portal/domain/staff/roles';
import { fileAnswer } from '../../platform/answers/declare';
import { actorOf } from '../staff/access';
import { writeAudit } from '../staff/audit';
import { exportCsv } from './service';

const ExportFile = fileAnswer('text/csv', 'The records of the period as CSV (UTF-8), an attachment named <kind>-<from>-to-<to>.csv');

/** CSV exports of registrations, payments, leads and attendance for a period, streamed. */
export default async function exportAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/exports/:kind', { config: { roles: CAN.export }, schema: { params: ExportParamsSchema, querystring: ExportQuerySchema, response: { 200: ExportFile } } }, async (req, reply) => {
    const kind = req.params.kind.replace(/\.csv$/, '') as ExportKind;
    const { from, to } = req.query;
    if (to < from) throw new AppError(400, 'admin:dashboard.badPeriod');
    // Who took which data out is part of the record, like every change.
    await writeAudit(app.db.orm, actorOf(req), { entity: 'export', action: kind, after: { kind, from, to } });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${kind}-${from}-to-${to}.csv"`)
      .header('cache-control', 'no-store')
      .send(await exportCsv(app.db.pool, kind, from, to));
  });
}
