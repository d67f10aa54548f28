import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UniversityFormSchema } from '@portal/domain/university/schema';
import { UniversitySubmittedAnswer } from './answers';
import { submitUniversityForm } from './service';

/** A public form that sends e-mail: a tighter limit per client address than the site's default. */
export const UNIVERSITY_FORM_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

export default async function universityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/university-form/',
    {
      config: { rateLimit: UNIVERSITY_FORM_RATE_LIMIT },
      schema: { body: UniversityFormSchema, response: { 201: UniversitySubmittedAnswer } },
    },
    async (req, reply) => reply.code(201).send(await submitUniversityForm(app.db, req.locale, req.body, { to: app.config.mail.leadsNotify, publicUrl: app.config.publicUrl })),
  );
}
