import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@portal/domain/errors/app-error';
import { STATUSES } from '@portal/domain/registration/status';
import { registrations } from '../../db/schema/registration';
import { stepsUpTo } from '@portal/domain/funnel/recording';
import { recordSteps } from '../funnel/record';

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
      return app.db.orm.transaction(async (tx) => {
        const rows = await tx
          .update(registrations)
          .set({ status: req.body.status, updatedAt: new Date() })
          .where(eq(registrations.id, req.params.id))
          .returning({ id: registrations.id, status: registrations.status, courseType: registrations.courseType });
        if (!rows.length) throw new AppError(404, 'errors:notFound');
        // The steps skipped count as reached now (the funnel's history stays whole).
        await recordSteps(tx, rows[0].id, stepsUpTo(req.body.status, rows[0].courseType));
        return { id: rows[0].id, status: rows[0].status };
      });
    },
  );
}
