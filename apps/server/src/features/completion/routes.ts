import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestProvesPaid } from '../my-registration/paid-browser';
import { ConfirmationAnswer, ConfirmationDetailsAnswer } from './answers';
import { getConfirmation, getConfirmationDetails } from './service';

export default async function completionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/confirmation/:id', { schema: { params: z.object({ id: z.string().max(64) }), response: { 200: ConfirmationAnswer } } }, async (req) => getConfirmation(app.db.orm, req.params.id, req.locale));
  // The registrant's own part, for the browser that paid only (issue 50): never kept by a cache.
  r.get('/api/confirmation/:id/details', { schema: { params: z.object({ id: z.string().max(64) }), response: { 200: ConfirmationDetailsAnswer } } }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
    return getConfirmationDetails(app.db.orm, req.params.id, requestProvesPaid(req, app.config.secret, req.params.id));
  });
}
