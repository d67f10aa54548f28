import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { goDigitalOfferBodySchema } from '@portal/domain/questionnaire/scanner';
import { GoDigitalOfferAnswer } from './answers';
import { answerGoDigitalOffer } from './service';

export default async function scannerTrialRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/go-digital-offer', { schema: { body: goDigitalOfferBodySchema, response: { 200: GoDigitalOfferAnswer } } }, async (req) => answerGoDigitalOffer(app.db, req.body));
}
