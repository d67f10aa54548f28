import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@portal/domain/errors/app-error';
import { STATUSES } from '@portal/domain/registration/status';
import { registrations } from '../../db/schema/registration';

/**
 * Development and test only (never registered in production): moves an existing registration,
 * made through the real form, to a status, so a journey can skip the steps it does not test
 * (the enrolment journey goes from the information form straight to checkout).
 */
export default async function devRegistrationStatus(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.patch(
    '/api/dev/registrations/:id/status',
    { schema: { params: z.object({ id: z.string().max(64) }), body: z.object({ status: z.enum(STATUSES) }) } },
    async (req) => {
      const rows = await app.db.orm
        .update(registrations)
        .set({ status: req.body.status, updatedAt: new Date() })
        .where(eq(registrations.id, req.params.id))
        .returning({ id: registrations.id, status: registrations.status });
      if (!rows.length) throw new AppError(404, 'errors:notFound');
      return rows[0];
    },
  );
}
