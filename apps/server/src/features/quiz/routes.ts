import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quizBodySchema } from '@portal/domain/quiz/quiz';
import { QuizAnswer, QuizOutcomeAnswer } from './answers';
import { getQuiz, submitQuiz } from './service';

export default async function quizRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/quiz/:id',
    { schema: { params: z.object({ id: z.string().max(64) }), response: { 200: QuizAnswer } } },
    async (req) => getQuiz(app.db, req.params.id),
  );
  r.post('/api/quiz/', { schema: { body: quizBodySchema, response: { 200: QuizOutcomeAnswer } } }, async (req) => submitQuiz(app.db, req.body));
}
