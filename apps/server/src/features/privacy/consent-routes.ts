import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONSENT_COOKIE, CONSENT_MAX_AGE } from '@portal/domain/privacy/consent';
import { CONSENTS_API, consentDecisionSchema } from '@portal/domain/privacy/consent-api';
import { checkoutRateLimit } from '../checkout/routes';
import { ConsentRecordedAnswer } from './answers';
import { recordTrackingConsent } from './consent-service';

/**
 * The tracking banner's decisions (limited per address like the other public writes, XSRF like
 * every write). The consent cookie is written by this answer, after the record is stored: the
 * browser reads it (not HttpOnly) to know what it may set and send.
 */
export default async function consentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    CONSENTS_API,
    { config: { rateLimit: checkoutRateLimit(app.config.rateLimitPerMinute) }, schema: { body: consentDecisionSchema, response: { 201: ConsentRecordedAnswer } } },
    async (req, reply) => {
      const recorded = await recordTrackingConsent(app.db, { decision: req.body, locale: req.locale, cookie: req.cookies[CONSENT_COOKIE] });
      reply.setCookie(CONSENT_COOKIE, recorded.cookie, { path: '/', maxAge: CONSENT_MAX_AGE, sameSite: 'lax', secure: app.config.production, httpOnly: false });
      return reply.code(201).send(recorded);
    },
  );
}
