import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@portal/domain/http/validation';
import { BROCHURE_API, CONTACT_US_API, SCANNER_LEAD_API } from '@portal/domain/leads/paths';
import { fileAnswer } from '../../platform/answers/declare';
import { ContactLeadReceivedAnswer, ScannerLeadReceivedAnswer } from './public-answers';
import { brochureFileName, brochurePdf } from './brochure';
import { submitContactLead, submitScannerLead } from './service';

/** Public forms: a tighter limit per client address than the site's default. */
export const LEAD_RATE_LIMIT = { max: 5, timeWindow: '1 minute' };

/**
 * The body must be a JSON object; its fields are checked by the service with the domain schema
 * (the contact form's depends on the locale), after the honeypot.
 */
const LeadBody = z.looseObject({}, { error: MSG.invalid });
const BrochureQuery = z.object({ locale: z.string().max(20).optional() });

export default async function leadRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const notice = { to: app.config.mail.leadsNotify, publicUrl: app.config.publicUrl };
  r.post(CONTACT_US_API, { config: { rateLimit: LEAD_RATE_LIMIT }, schema: { body: LeadBody, response: { 201: ContactLeadReceivedAnswer } } }, async (req, reply) =>
    reply.code(201).send(await submitContactLead(app.db, req.locale, req.body, notice)),
  );
  r.post(SCANNER_LEAD_API, { config: { rateLimit: LEAD_RATE_LIMIT }, schema: { body: LeadBody, response: { 201: ScannerLeadReceivedAnswer } } }, async (req, reply) =>
    reply.code(201).send(await submitScannerLead(app.db, app.config.mail.scannerSpecialist, req.locale, req.body, notice)),
  );
  // The locale comes from the `locale` parameter (or the cookie), like every request's.
  r.get(BROCHURE_API, { schema: { querystring: BrochureQuery, response: { 200: fileAnswer('application/pdf', 'The program brochure in the request\'s locale, as a PDF attachment.') } } }, async (req, reply) => {
    const pdf = await brochurePdf(req.locale, app.config.publicUrl);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${brochureFileName(req.locale)}"`)
      .header('cache-control', 'private, max-age=3600')
      .send(Buffer.from(pdf));
  });
}
