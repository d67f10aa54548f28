import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stringify } from 'csv-stringify/sync';
import { funnelCsvRows } from '@portal/domain/funnel/figures';
import { FunnelQuerySchema, StalledQuerySchema } from '@portal/domain/funnel/schemas';
import { safeCell } from '@portal/domain/certificates/roster';
import { CAN } from '@portal/domain/staff/roles';
import { actorOf } from '../staff/access';
import { writeAudit } from '../staff/audit';
import { FunnelCsvAnswer, FunnelFiguresAnswer, StalledListAnswer } from './answers';
import { funnelFigures } from './figures';
import { stalledAt } from './stalled';

/**
 * The funnel dashboard: its figures (every role that reads the dashboard), the same as CSV (the
 * roles that export), and the people stalled at a step (the roles that read registrations; the
 * resume-link action is the registrations' own route).
 */
export default async function funnelAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/funnel', { config: { roles: CAN.readDashboard }, schema: { querystring: FunnelQuerySchema, response: { 200: FunnelFiguresAnswer } } }, async (req) => funnelFigures(app.db.orm, req.query));
  r.get('/api/admin/funnel.csv', { config: { roles: CAN.export }, schema: { querystring: FunnelQuerySchema, response: { 200: FunnelCsvAnswer } } }, async (req, reply) => {
    const figures = await funnelFigures(app.db.orm, req.query);
    // Who took which figures out is part of the record, like the other exports.
    await writeAudit(app.db.orm, actorOf(req), { entity: 'export', action: 'funnel', after: { kind: 'funnel', ...req.query } });
    const csv = stringify(funnelCsvRows(figures).map((row) => row.map((c) => safeCell(c))), { bom: true, record_delimiter: 'windows' });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="funnel-${figures.from.slice(0, 10)}-to-${new Date(Date.parse(figures.until) - 1).toISOString().slice(0, 10)}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
  r.get('/api/admin/funnel/stalled', { config: { roles: CAN.readRegistrations }, schema: { querystring: StalledQuerySchema, response: { 200: StalledListAnswer } } }, async (req) => stalledAt(app.db.orm, req.query));
}
