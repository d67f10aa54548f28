import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@portal/domain/http/validation';
import { DEFAULT_AVAILABILITY } from '@portal/domain/registration/availability';
import { parseJsonCookie, UTM_COOKIE } from '@portal/domain/tracking/cookies';
import { PUBLIC_READ } from '../../platform/public-read';
import { AvailabilityAnswer, CoursesAnswer, DefaultAvailabilityAnswer, RegisteredAnswer } from './answers';
import { availability, availabilityBody, onDemandCourses, register } from './service';

/** The offering decides the rest of the schema, so the route checks only what it needs to find it. */
const RegisterBody = z.looseObject({
  campaignId: z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(64, { error: 'errors:notFound' }),
});
const CampaignParams = z.object({ campaignId: z.string().max(64) });

export default async function registrationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/register/', { schema: { body: RegisterBody, response: { 200: RegisteredAnswer } } }, async (req) => {
    // The kept UTM cookie (set only once the visitor agreed to tracking): the registration keeps its campaign.
    const utm = parseJsonCookie(req.cookies[UTM_COOKIE]);
    const campaign = { utmSource: utm.utm_source?.trim().slice(0, 200), utmCampaign: utm.utm_campaign?.trim().slice(0, 200) };
    return register(app.db.orm, req.body, req.locale, {}, campaign);
  });
  // Spec: the defaults apply when no campaign id is given.
  r.get('/api/availability/', { config: PUBLIC_READ, schema: { response: { 200: DefaultAvailabilityAnswer } } }, async () => DEFAULT_AVAILABILITY);
  r.get('/api/availability/:campaignId', { schema: { params: CampaignParams, querystring: z.object({ hold: z.string().max(100).optional() }), response: { 200: AvailabilityAnswer } }, config: PUBLIC_READ }, async (req, reply) => {
    const { campaignId } = req.params;
    if (req.query.hold) return availability(app.db.orm, await app.offerings.byId(campaignId), req.locale, req.query.hold);
    // Kept only when found (an unknown id throws its 404 before anything is kept).
    const body = await app.offerings.derived(`availability ${req.locale} ${campaignId}`, (rows, disclosures) =>
      availabilityBody(rows.find((o) => o.id === campaignId), req.locale, disclosures));
    // The kept bytes are the JSON of an AvailabilityAnswer (availabilityBody); a typed reply cannot type bytes.
    const bytes: FastifyReply = reply;
    return bytes.type('application/json; charset=utf-8').send(body);
  });
  r.get('/api/registration/courses', { schema: { response: { 200: CoursesAnswer } } }, async (req) => onDemandCourses(app.db.orm, req.locale));
}
