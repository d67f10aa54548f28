import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CAN } from '@portal/domain/staff/roles';
import { SessionCreateSchema, SessionIdParamsSchema, SessionListQuerySchema, SessionPatchSchema } from '@portal/domain/sessions-admin/schemas';
import type { SessionAction } from '@portal/domain/sessions-admin/rules';
import { actorOf } from '../staff/access';
import { ChangedSessionAnswer, CreatedSessionAnswer, PresenterAccountListAnswer, SessionAnswer, SessionListAnswer, SessionStatusAnswer } from './answers';
import { listPresenterAccounts } from './presenters';
import { changeSessionStatus, createSession, getSession, listSessions, updateSession } from './service';

/** Courses and sessions (issue 10): every role reads them, administrators and operations change them. Lists answer `{ data, total }`. */
export default async function sessionsAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const READ = { roles: CAN.readSessions };
  const MANAGE = { roles: CAN.manageSessions };

  r.get('/api/admin/sessions', { config: READ, schema: { querystring: SessionListQuerySchema, response: { 200: SessionListAnswer } } }, async (req) => listSessions(app.db.orm, req.query));

  // The accounts a session may name as its presenter: only those who set the presenter read them.
  r.get('/api/admin/session-presenters', { config: MANAGE, schema: { response: { 200: PresenterAccountListAnswer } } }, async () => listPresenterAccounts(app.db.orm));

  r.get('/api/admin/sessions/:id', { config: READ, schema: { params: SessionIdParamsSchema, response: { 200: SessionAnswer } } }, async (req) => getSession(app.db.orm, req.params.id));

  r.post('/api/admin/sessions', { config: MANAGE, schema: { body: SessionCreateSchema, response: { 201: CreatedSessionAnswer } } }, async (req, reply) =>
    reply.code(201).send(await createSession(app.db.orm, actorOf(req), req.body)),
  );

  r.patch('/api/admin/sessions/:id', { config: MANAGE, schema: { params: SessionIdParamsSchema, body: SessionPatchSchema, response: { 200: ChangedSessionAnswer } } }, async (req) =>
    updateSession(app.db.orm, actorOf(req), req.params.id, req.body, {}, app.config.publicUrl),
  );

  for (const action of ['publish', 'unpublish', 'cancel'] as const satisfies readonly SessionAction[]) {
    r.post(`/api/admin/sessions/:id/${action}`, { config: MANAGE, schema: { params: SessionIdParamsSchema, response: { 200: SessionStatusAnswer } } }, async (req) =>
      changeSessionStatus(app.db.orm, actorOf(req), req.params.id, action),
    );
  }
}
