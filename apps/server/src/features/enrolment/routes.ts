import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer } from '../../platform/answers/declare';
import { enrolmentCalendar } from './service';

export default async function enrolmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/enrolment/:registrationId/calendar.ics', { schema: { params: z.object({ registrationId: z.string().max(64) }), response: { 200: fileAnswer('text/calendar', 'The registration\'s session as an iCalendar event, as an attachment.') } } }, async (req, reply) => {
    const { ics, fileName } = await enrolmentCalendar(app.db.orm, req.params.registrationId, req.locale, app.config.publicUrl);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(ics);
  });
}
