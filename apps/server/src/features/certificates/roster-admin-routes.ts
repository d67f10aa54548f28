import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AttendanceMarkSchema, safeCell } from '@portal/domain/certificates/roster';
import { publicId } from '@portal/domain/http/validation';
import { CAN } from '@portal/domain/staff/roles';
import { writeCsv } from '../../platform/cli/csv';
import { actorOf } from '../staff/access';
import { roster, sessionInScope, setAttendance } from './roster-admin';
import { AttendanceAnswer, RosterAnswer, RosterCsvAnswer } from './roster-answers';
import { lettedInOffline, refusedScans } from '../check-in/roster';

const params = z.object({ id: publicId() });
const ROSTER_COLUMNS = ['name', 'email', 'role', 'registrant_email', 'clin_id', 'status', 'paid', 'present', 'marked_at', 'marked_by', 'certificate_id'];

/** A session's roster (with team members), attendance marked present or absent, and the roster as CSV. */
export default async function rosterAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/sessions/:id/roster', { config: { roles: CAN.readRosters }, schema: { params, response: { 200: RosterAnswer } } }, async (req) => {
    await sessionInScope(app.db.orm, req.staff!, req.params.id);
    const [list, lettedIn, refused] = await Promise.all([roster(app.db.orm, req.params.id), lettedInOffline(app.db.orm, req.params.id), refusedScans(app.db.orm, req.params.id)]);
    return { ...list, lettedInOffline: lettedIn, refusedScans: refused };
  });

  r.post('/api/admin/sessions/:id/attendance', { config: { roles: CAN.markAttendance }, schema: { params, body: AttendanceMarkSchema, response: { 200: AttendanceAnswer } } }, async (req) => {
    await sessionInScope(app.db.orm, req.staff!, req.params.id);
    return setAttendance(app.db.orm, actorOf(req), req.params.id, req.body.registrationId, req.body.present);
  });

  r.get('/api/admin/sessions/:id/roster.csv', { config: { roles: CAN.readRosters }, schema: { params, response: { 200: RosterCsvAnswer } } }, async (req, reply) => {
    const session = await sessionInScope(app.db.orm, req.staff!, req.params.id);
    const { data } = await roster(app.db.orm, req.params.id);
    const rows = data.flatMap((p) => [
      [`${p.firstName} ${p.lastName}`, p.email, 'registrant', p.email, p.clinId, p.status, p.paid, p.present, p.markedAt?.toISOString() ?? '', p.markedBy ?? '', p.certificateId ?? ''],
      ...p.teamMembers.map((m) => [`${m.firstName} ${m.lastName}`, m.email, m.type, p.email, '', '', p.paid, '', '', '', '']),
    ]);
    const day = session.startsAt ? session.startsAt.toISOString().slice(0, 10) : 'on-demand';
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="roster-${day}-${session.id}.csv"`)
      .header('cache-control', 'no-store')
      .send(`\uFEFF${writeCsv(ROSTER_COLUMNS, rows.map((row) => row.map(safeCell)))}`);
  });
}
