import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MailIdParamsSchema, MailListQuerySchema } from '@portal/domain/mail/admin-schemas';
import { CAN } from '@portal/domain/staff/roles';
import { actorOf } from '../staff/access';
import { MailAnswer, MailListAnswer, MailQueuedAgainAnswer } from './answers';
import { getUndelivered, listUndelivered, sendAgain } from './service';

/** The back office's Mail screen (issue 11): undelivered mail, and sending a dead letter again. */
export default async function mailAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const MANAGE = { roles: CAN.manageMail };

  r.get('/api/admin/mail', { config: MANAGE, schema: { querystring: MailListQuerySchema, response: { 200: MailListAnswer } } }, async (req) => listUndelivered(app.db.orm, req.query));

  r.get('/api/admin/mail/:id', { config: MANAGE, schema: { params: MailIdParamsSchema, response: { 200: MailAnswer } } }, async (req) => getUndelivered(app.db.orm, req.params.id));

  r.post('/api/admin/mail/:id/send-again', { config: MANAGE, schema: { params: MailIdParamsSchema, response: { 200: MailQueuedAgainAnswer } } }, async (req) => sendAgain(app.db.orm, actorOf(req), req.params.id));
}
