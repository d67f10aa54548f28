import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { objectivesBodySchema } from '@portal/domain/questionnaire/objectives';
import { ObjectivesAnsweredAnswer } from './answers';
import { answerObjectives } from './service';

export default async function objectivesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/objectives/', { schema: { body: objectivesBodySchema, response: { 200: ObjectivesAnsweredAnswer } } }, async (req) => answerObjectives(app.db, req.body));
}
