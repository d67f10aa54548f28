import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ResumeExchangeSchema, ResumeLookupSchema } from '@portal/domain/registration/resume';
import { RESUME_LOOKUPS_PER_MINUTE } from '@portal/domain/registration/resume-limits';
import { nullAnswer } from '../provider/answers';
import { ResumeLinkSentAnswer, ResumeTargetAnswer } from './answers';
import { exchangeResumeToken, sendResumeLink } from './service';

/**
 * Resuming a registration by e-mail. Look-ups are limited per client address here and per
 * e-mail address in the service; the exchange is limited too, though 128-bit tokens cannot be guessed.
 */
const LOOKUP_LIMIT = { max: RESUME_LOOKUPS_PER_MINUTE, timeWindow: '1 minute' };
const EXCHANGE_LIMIT = { max: 20, timeWindow: '1 minute' };

export default async function resumeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Spec: provider lookups return null when no e-mail is given.
  r.get('/api/provider/email/', { schema: { response: { 200: nullAnswer('Always null: no e-mail address was given.') } } }, async () => null);
  r.get('/api/provider/email/:email', { schema: { params: ResumeLookupSchema, response: { 200: ResumeLinkSentAnswer } }, config: { rateLimit: LOOKUP_LIMIT } }, async (req) =>
    sendResumeLink(app.db.orm, req.params.email, app.config.publicUrl),
  );
  r.post('/api/registration/resume', { schema: { body: ResumeExchangeSchema, response: { 200: ResumeTargetAnswer } }, config: { rateLimit: EXCHANGE_LIMIT } }, async (req) =>
    exchangeResumeToken(app.db.orm, req.body.token),
  );
}
