import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConfirmationAnswer } from './answers';
import { getConfirmation } from './service';

export default async function completionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/confirmation/:id', { schema: { params: z.object({ id: z.string().max(64) }), response: { 200: ConfirmationAnswer } } }, async (req) => getConfirmation(app.db.orm, req.params.id, req.locale));
}
