import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AGD_ROSTER_COLUMNS, AgdRosterPeriodSchema } from '@portal/domain/ce-records/agd-roster';
import { safeCell } from '@portal/domain/certificates/roster';
import { publicId } from '@portal/domain/http/validation';
import { CAN } from '@portal/domain/staff/roles';
import { writeCsv } from '../../platform/cli/csv';
import { sessionInScope } from '../certificates/roster-admin';
import { actorOf } from '../staff/access';
import { writeAudit } from '../staff/audit';
import { AgdRosterCsv, DueRostersAnswer, RosterSentAnswer } from './answers';
import { dueRosters, markSent, rosterOf } from './service';

const params = z.object({ id: publicId() });
const ROLES = { roles: CAN.agdRosters };

/** AGD rosters (issue 52): the list of those due, a roster as AGD's CSV, and marking it sent. */
export default async function agdRosterAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/agd-rosters', { config: ROLES, schema: { response: { 200: DueRostersAnswer } } }, async () => ({ data: await dueRosters(app.db.orm) }));

  r.get('/api/admin/sessions/:id/agd-roster.csv', { config: ROLES, schema: { params, querystring: AgdRosterPeriodSchema, response: { 200: AgdRosterCsv } } }, async (req, reply) => {
    const session = await sessionInScope(app.db.orm, req.staff!, req.params.id);
    const { rows } = await rosterOf(app.db.orm, session, req.query.period);
    // Who took the members' IDs out is part of the record, like the other exports.
    await writeAudit(app.db.orm, actorOf(req), { entity: 'agd_roster', entityId: session.id, action: 'download', after: { period: req.query.period, rows: rows.length } });
    const name = req.query.period || (session.startsAt ? session.startsAt.toISOString().slice(0, 10) : 'on-demand');
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="agd-roster-${name}-${session.id}.csv"`)
      .header('cache-control', 'no-store')
      .send(writeCsv(AGD_ROSTER_COLUMNS, rows.map((row) => row.map(safeCell))));
  });

  r.post('/api/admin/sessions/:id/agd-roster/sent', { config: ROLES, schema: { params, body: AgdRosterPeriodSchema, response: { 200: RosterSentAnswer } } }, async (req) => {
    const session = await sessionInScope(app.db.orm, req.staff!, req.params.id);
    return markSent(app.db.orm, actorOf(req), session, req.body.period);
  });
}
