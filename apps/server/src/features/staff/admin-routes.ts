import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CAN } from '@portal/domain/staff/roles';
import { AuditQuerySchema, ChangeRoleBodySchema, InviteBodySchema, ListQuerySchema, StaffIdParamsSchema } from '@portal/domain/staff/schemas';
import { actorOf } from './access';
import { AuditPageAnswer, InvitedStaffAnswer, StaffListAnswer, StaffMemberAnswer } from './answers';
import { searchAudit } from './audit-search';
import { changeRole, disableStaff, getStaff, inviteStaff, listStaff } from './staff-service';

/** Staff management and the audit log (administrators only). Lists answer `{ data, total }` for the admin framework. */
export default async function staffAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ADMIN = { roles: CAN.manageStaff };

  r.get('/api/admin/staff', { config: ADMIN, schema: { querystring: ListQuerySchema, response: { 200: StaffListAnswer } } }, async (req) => listStaff(app.db.orm, req.query));

  r.get('/api/admin/staff/:id', { config: ADMIN, schema: { params: StaffIdParamsSchema, response: { 200: StaffMemberAnswer } } }, async (req) => getStaff(app.db.orm, req.params.id));

  r.post('/api/admin/staff', { config: ADMIN, schema: { body: InviteBodySchema, response: { 201: InvitedStaffAnswer } } }, async (req, reply) => {
    const row = await inviteStaff(app.db.orm, actorOf(req), req.body, { publicUrl: app.config.publicUrl, locale: req.locale });
    return reply.code(201).send(row);
  });

  r.patch('/api/admin/staff/:id', { config: ADMIN, schema: { params: StaffIdParamsSchema, body: ChangeRoleBodySchema, response: { 200: StaffMemberAnswer } } }, async (req) =>
    changeRole(app.db.orm, actorOf(req), req.params.id, req.body.role),
  );

  r.post('/api/admin/staff/:id/disable', { config: ADMIN, schema: { params: StaffIdParamsSchema, response: { 200: StaffMemberAnswer } } }, async (req) =>
    disableStaff(app.db.orm, actorOf(req), req.params.id),
  );

  r.get('/api/admin/audit', { config: { roles: CAN.readAudit }, schema: { querystring: AuditQuerySchema, response: { 200: AuditPageAnswer } } }, async (req) => searchAudit(app.db.orm, req.query, req.locale));
}
