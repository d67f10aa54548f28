import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ScheduleQuerySchema } from '@portal/domain/schedule/schedule';
import { listSchedule } from './service';

export default async function scheduleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/events/', { schema: { querystring: ScheduleQuerySchema } }, async (req) => {
    const { locale: _, ...filters } = req.query;
    return listSchedule(app.db.orm, filters, req.locale);
  });
}
