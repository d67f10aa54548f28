import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nullAnswer, ProviderAnswer } from './answers';
import { providerById } from './service';

export default async function providerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Spec: provider lookups return null when no id is given.
  r.get('/api/provider/id/', { schema: { response: { 200: nullAnswer('Always null: no id was given.') } } }, async () => null);
  r.get('/api/provider/id/:id', { schema: { params: z.object({ id: z.string().max(64) }), response: { 200: ProviderAnswer } } }, async (req) => providerById(app.db.orm, req.params.id));
}
