import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EvaluationAnswer, EvaluationBody } from './answers';
import { getEvaluation, submitEvaluation } from './service';

/** As the registrant's page reads (my-registration/routes.ts): the token is the capability. */
const LIMIT = { max: 60, timeWindow: '1 minute' };
const params = z.object({ token: z.string().max(64) });

/** The course evaluation on the registrant's own page (issue 52, item 2): no sign-in, the page's token. */
export default async function evaluationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/my-registration/:token/evaluation', { schema: { params, response: { 200: EvaluationAnswer } }, config: { rateLimit: LIMIT } }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
    return getEvaluation(app.db.orm, req.params.token, req.locale);
  });
  r.post('/api/my-registration/:token/evaluation', { schema: { params, body: EvaluationBody, response: { 200: EvaluationAnswer } }, config: { rateLimit: LIMIT } }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
    return submitEvaluation(app.db.orm, req.params.token, req.body, req.locale);
  });
}
