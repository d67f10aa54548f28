import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '@portal/domain/errors/app-error';
import { unsubscribeSchema } from '@portal/domain/reminders/rules';
import { checkoutRateLimit } from '../checkout/routes';
import { UnsubscribedAnswer } from './answers';
import { unsubscribeReminders } from './service';

/** The unsubscribe link of a funnel reminder (its page asks, then posts here). */
export default async function reminderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/reminders/unsubscribe', { config: { rateLimit: checkoutRateLimit(app.config.rateLimitPerMinute) }, schema: { body: unsubscribeSchema, response: { 200: UnsubscribedAnswer } } }, async (req) => {
    if (!(await unsubscribeReminders(app.db.orm, req.body.token))) throw new AppError(410, 'registration:reminders.invalidLink');
    return { unsubscribed: true as const };
  });
}
