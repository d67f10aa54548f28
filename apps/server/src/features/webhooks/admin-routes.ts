import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CAN } from '@portal/domain/staff/roles';
import { WebhookEndpointCreateSchema, WebhookEndpointPatchSchema, WebhookIdParamsSchema, WebhookListQuerySchema } from '@portal/domain/webhooks/admin-schemas';
import { actorOf } from '../staff/access';
import {
  createEndpoint,
  deleteEndpoint,
  getEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
} from './admin-service';
import {
  DeliveryListAnswer, EndpointAnswer, EndpointChangedAnswer, EndpointCreatedAnswer, EndpointDeletedAnswer, EndpointListAnswer, RedeliveryQueuedAnswer,
  SecretRotatedAnswer, TestQueuedAnswer,
} from './answers';

/**
 * Webhook endpoints to the company's CRM (issue 29): administrators only. Lists answer
 * `{ data, total }`; the signing secret is in the answers of create and rotate-secret only.
 */
export default async function webhookAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ADMIN = { roles: CAN.manageWebhooks };
  const ctx = { appSecret: app.config.secret, production: app.config.production };

  r.get('/api/admin/webhook-endpoints', { config: ADMIN, schema: { querystring: WebhookListQuerySchema, response: { 200: EndpointListAnswer } } }, async (req) => listEndpoints(app.db.orm, req.query));

  r.get('/api/admin/webhook-endpoints/:id', { config: ADMIN, schema: { params: WebhookIdParamsSchema, response: { 200: EndpointAnswer } } }, async (req) => getEndpoint(app.db.orm, req.params.id));

  r.post('/api/admin/webhook-endpoints', { config: ADMIN, schema: { body: WebhookEndpointCreateSchema, response: { 201: EndpointCreatedAnswer } } }, async (req, reply) =>
    reply.code(201).send(await createEndpoint(app.db.orm, ctx, { ...actorOf(req), name: req.staff!.name, locale: req.locale }, req.body)),
  );

  r.patch('/api/admin/webhook-endpoints/:id', { config: ADMIN, schema: { params: WebhookIdParamsSchema, body: WebhookEndpointPatchSchema, response: { 200: EndpointChangedAnswer } } }, async (req) =>
    updateEndpoint(app.db.orm, ctx, actorOf(req), req.params.id, req.body),
  );

  r.post('/api/admin/webhook-endpoints/:id/rotate-secret', { config: ADMIN, schema: { params: WebhookIdParamsSchema, response: { 200: SecretRotatedAnswer } } }, async (req) =>
    rotateSecret(app.db.orm, ctx, actorOf(req), req.params.id),
  );

  r.delete('/api/admin/webhook-endpoints/:id', { config: ADMIN, schema: { params: WebhookIdParamsSchema, response: { 204: EndpointDeletedAnswer } } }, async (req, reply) => {
    await deleteEndpoint(app.db.orm, actorOf(req), req.params.id);
    return reply.code(204).send();
  });

  r.post('/api/admin/webhook-endpoints/:id/test', { config: ADMIN, schema: { params: WebhookIdParamsSchema, response: { 202: TestQueuedAnswer } } }, async (req, reply) =>
    reply.code(202).send(await sendTestEvent(app.db.orm, actorOf(req), req.params.id)),
  );

  r.get('/api/admin/webhook-endpoints/:id/deliveries', { config: ADMIN, schema: { params: WebhookIdParamsSchema, querystring: WebhookListQuerySchema, response: { 200: DeliveryListAnswer } } }, async (req) =>
    listDeliveries(app.db.orm, req.params.id, req.query),
  );

  r.post('/api/admin/webhook-deliveries/:id/redeliver', { config: ADMIN, schema: { params: WebhookIdParamsSchema, response: { 202: RedeliveryQueuedAnswer } } }, async (req, reply) =>
    reply.code(202).send(await redeliver(app.db.orm, actorOf(req), req.params.id)),
  );
}
