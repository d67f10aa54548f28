import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CAN } from '@portal/domain/staff/roles';
import { ApiTokenBodySchema, ApiTokenParamsSchema } from '@portal/domain/staff/schemas';
import { actorOf } from './access';
import { ApiTokenListAnswer, CreatedApiTokenAnswer, RevokedApiTokenAnswer } from './answers';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens';

/** Each staff member's own API tokens: create (the token is in this one answer), list, revoke. */
export default async function apiTokenRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const OWN = { roles: CAN.signedIn };
  const me = (req: Parameters<typeof actorOf>[0]) => ({ ...actorOf(req), id: req.staff!.id });

  r.get('/api/admin/api-tokens', { config: OWN, schema: { response: { 200: ApiTokenListAnswer } } }, async (req) => listApiTokens(app.db.orm, req.staff!.id));

  r.post('/api/admin/api-tokens', { config: OWN, schema: { body: ApiTokenBodySchema, response: { 201: CreatedApiTokenAnswer } } }, async (req, reply) =>
    reply.code(201).send(await createApiToken(app.db.orm, me(req), req.body.name)),
  );

  r.delete('/api/admin/api-tokens/:id', { config: OWN, schema: { params: ApiTokenParamsSchema, response: { 200: RevokedApiTokenAnswer } } }, async (req) =>
    revokeApiToken(app.db.orm, me(req), req.params.id),
  );
}
