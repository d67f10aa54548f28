import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PRIVACY_REQUEST_CONFIRM_API, PRIVACY_REQUESTS_API } from '@portal/domain/privacy/paths';
import { privacyRequestConfirmSchema, privacyRequestFormSchema } from '@portal/domain/privacy/request-api';
import { LEAD_RATE_LIMIT } from '../leads/routes';
import { RequestConfirmedAnswer, RequestReceivedAnswer } from './answers';
import { confirmPrivacyRequest, submitPrivacyRequest } from './request-service';

/** The public request form and its confirmation link; limited per client address like the lead forms (each sends an e-mail). */
export default async function privacyRequestRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const settings = { officerEmail: app.config.site.privacyOfficer.email, publicUrl: app.config.publicUrl, secret: app.config.secret };
  r.post(PRIVACY_REQUESTS_API, { config: { rateLimit: LEAD_RATE_LIMIT }, schema: { body: privacyRequestFormSchema, response: { 202: RequestReceivedAnswer } } }, async (req, reply) =>
    reply.code(202).send(await submitPrivacyRequest(app.db, settings, req.locale, req.body)),
  );
  r.post(PRIVACY_REQUEST_CONFIRM_API, { config: { rateLimit: LEAD_RATE_LIMIT }, schema: { body: privacyRequestConfirmSchema, response: { 200: RequestConfirmedAnswer } } }, async (req) =>
    confirmPrivacyRequest(app.db.orm, req.body.token),
  );
}
