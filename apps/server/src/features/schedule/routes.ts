import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ScheduleQuerySchema } from '@portal/domain/schedule/schedule';
import { sendCompressed } from '../../platform/compressed';
import { PUBLIC_READ } from '../../platform/public-read';
import { ScheduleAnswer } from './answers';
import { scheduleOf } from './service';

export default async function scheduleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Served from the offerings cache as JSON bytes made once per locale and filters (features/offerings/cache.ts).
  r.get('/api/events/', { schema: { querystring: ScheduleQuerySchema, response: { 200: ScheduleAnswer } }, config: PUBLIC_READ }, async (req, reply) => {
    const { locale: _, ...filters } = req.query;
    const body = await app.offerings.derived(`events ${req.locale} ${JSON.stringify(filters)}`, (rows, disclosures) => {
      const { schedule, expiresAt } = scheduleOf(rows, filters, req.locale, disclosures);
      return { value: Buffer.from(JSON.stringify(schedule)), expiresAt };
    });
    // Compressed once per body when the browser accepts it (8.8 KB of JSON is 1.8 KB in brotli).
    return sendCompressed(req, reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding'), body, () => body);
  });
}
