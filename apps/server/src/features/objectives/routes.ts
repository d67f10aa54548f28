import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { objectivesBodySchema } from '@portal/domain/questionnaire/objectives';
import { answerObjectives } from './service';

export default async function objectivesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/objectives/', { schema: { body: objectivesBodySchema } }, async (req) => answerObjectives(app.db, req.body));
}
