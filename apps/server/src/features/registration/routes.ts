import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@portal/domain/http/validation';
import { DEFAULT_AVAILABILITY } from '@portal/domain/registration/availability';
import { PUBLIC_READ } from '../../platform/public-read';
import { availability, onDemandCourses, register } from './service';

/** The offering decides the rest of the schema, so the route checks only what it needs to find it. */
const RegisterBody = z.looseObject({
  campaignId: z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(64, { error: 'errors:notFound' }),
});
const CampaignParams = z.object({ campaignId: z.string().max(64) });

export default async function registrationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/register/', { schema: { body: RegisterBody } }, async (req) => register(app.db.orm, req.body, req.locale));
  // Spec: the defaults apply when no campaign id is given.
  r.get('/api/availability/', { config: PUBLIC_READ }, async () => DEFAULT_AVAILABILITY);
  r.get('/api/availability/:campaignId', { schema: { params: CampaignParams, querystring: z.object({ hold: z.string().max(100).optional() }) }, config: PUBLIC_READ }, async (req) =>
    availability(app.db.orm, await app.offerings.byId(req.params.campaignId), req.locale, req.query.hold),
  );
  r.get('/api/registration/courses', async (req) => onDemandCourses(app.db.orm, req.locale));
}
