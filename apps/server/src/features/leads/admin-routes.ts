import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LeadFollowupSchema, LeadIdParamsSchema, LeadListQuerySchema } from '@portal/domain/leads/inbox';
import { CAN } from '@portal/domain/staff/roles';
import { actorOf } from '../staff/access';
import { getLead, listLeads, updateLead } from './admin-inbox';
import { LeadAnswer, LeadListAnswer, LeadUpdatedAnswer } from './answers';

/** The leads inbox: every form's leads, with status, owner and notes. */
export default async function leadAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const READ = { roles: CAN.readLeads };

  r.get('/api/admin/leads', { config: READ, schema: { querystring: LeadListQuerySchema, response: { 200: LeadListAnswer } } }, async (req) => listLeads(app.db.orm, req.staff!.id, req.query));

  r.get('/api/admin/leads/:id', { config: READ, schema: { params: LeadIdParamsSchema, response: { 200: LeadAnswer } } }, async (req) => getLead(app.db.orm, req.params.id, req.locale));

  r.patch('/api/admin/leads/:id', { config: { roles: CAN.manageLeads }, schema: { params: LeadIdParamsSchema, body: LeadFollowupSchema, response: { 200: LeadUpdatedAnswer } } }, async (req) =>
    updateLead(app.db.orm, { ...actorOf(req), id: req.staff!.id }, req.params.id, req.body, req.locale),
  );
}
