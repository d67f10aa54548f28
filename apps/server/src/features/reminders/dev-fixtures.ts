import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendFunnelReminders, sendSessionReminders } from './service';

/**
 * Development and test only (never registered in production): runs the reminder jobs now, as if
 * the clock read `at`, so a journey can get a reminder without waiting a day.
 */
export default async function devReminderFixtures(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/dev/reminders/run', { schema: { body: z.object({ at: z.iso.datetime() }) } }, async (req) => {
    const at = new Date(req.body.at);
    return { session: await sendSessionReminders(app.db.orm, app.config.publicUrl, at), funnel: await sendFunnelReminders(app.db.orm, app.config.publicUrl, at) };
  });
}
