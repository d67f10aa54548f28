import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UpdateModuleSchema } from '@portal/domain/education/cmi';
import { ModulesAnswer, ProgressSavedAnswer } from './answers';
import { modulesFor, saveProgress } from './service';

/** Education step (spec section 7): the modules with their saved state, and saving progress. */
export default async function educationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/scorm-modules/:id', { schema: { params: z.object({ id: z.string().max(64) }), response: { 200: ModulesAnswer } } }, async (req) =>
    modulesFor(app.db.orm, app.scorm, req.params.id, req.locale, req.t),
  );
  // 16 KB: a full save is about 5 KB (suspend_data is capped at 4096 characters).
  r.patch('/api/scorm-modules/update', { bodyLimit: 16 * 1024, schema: { body: UpdateModuleSchema, response: { 200: ProgressSavedAnswer } } }, async (req) => saveProgress(app.db.orm, req.body));
}
