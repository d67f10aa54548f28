import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { joinWaitingListSchema } from '@portal/domain/waiting-list/rules';
import { checkoutRateLimit } from '../checkout/routes';
import { WaitingListJoinedAnswer } from './answers';
import { joinWaitingList } from './service';

/** Joining the waiting list of a sold-out session (limited per address like the other public forms). */
export default async function waitingListRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/waiting-list/', { config: { rateLimit: checkoutRateLimit(app.config.rateLimitPerMinute) }, schema: { body: joinWaitingListSchema, response: { 200: WaitingListJoinedAnswer } } }, async (req) =>
    joinWaitingList(app.db.orm, req.body, req.locale),
  );
}
