import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CodeParamsSchema } from '@portal/domain/checkout/admin-schemas';
import { DsoCodeCreateSchema, DsoCodeListQuerySchema, DsoCodePatchSchema } from '@portal/domain/dso-codes/admin-schemas';
import { CAN } from '@portal/domain/staff/roles';
import { actorOf } from '../staff/access';
import { createDsoCode, getDsoCode, listDsoCodes, setDsoCodeActive, updateDsoCode } from './admin-service';
import { DsoCodeAnswer, DsoCodeListAnswer } from './answers';

/**
 * DSO discount codes (issue 10): administrators, operations and viewers read them; administrators
 * and operations change them. Lists answer `{ data, total }`; rows carry `id`, the code.
 */
export default async function dsoCodeAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const READ = { roles: CAN.readCodes };
  const MANAGE = { roles: CAN.manageCodes };

  r.get('/api/admin/dso-codes', { config: READ, schema: { querystring: DsoCodeListQuerySchema, response: { 200: DsoCodeListAnswer } } }, async (req) => listDsoCodes(app.db.orm, req.query));

  r.get('/api/admin/dso-codes/:code', { config: READ, schema: { params: CodeParamsSchema, response: { 200: DsoCodeAnswer } } }, async (req) => getDsoCode(app.db.orm, req.params.code));

  r.post('/api/admin/dso-codes', { config: MANAGE, schema: { body: DsoCodeCreateSchema, response: { 201: DsoCodeAnswer } } }, async (req, reply) =>
    reply.code(201).send(await createDsoCode(app.db.orm, actorOf(req), req.body)),
  );

  r.patch('/api/admin/dso-codes/:code', { config: MANAGE, schema: { params: CodeParamsSchema, body: DsoCodePatchSchema, response: { 200: DsoCodeAnswer } } }, async (req) =>
    updateDsoCode(app.db.orm, actorOf(req), req.params.code, req.body),
  );

  for (const [action, active] of [['activate', true], ['deactivate', false]] as const) {
    r.post(`/api/admin/dso-codes/:code/${action}`, { config: MANAGE, schema: { params: CodeParamsSchema, response: { 200: DsoCodeAnswer } } }, async (req) =>
      setDsoCodeActive(app.db.orm, actorOf(req), req.params.code, active),
    );
  }
}
