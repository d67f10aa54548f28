import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { evaluationFormSchema } from '@portal/domain/ce-records/evaluation';
import { safeCell } from '@portal/domain/certificates/roster';
import { publicId } from '@portal/domain/http/validation';
import { CAN } from '@portal/domain/staff/roles';
import { writeCsv } from '../../platform/cli/csv';
import { actorOf } from '../staff/access';
import { writeAudit } from '../staff/audit';
import { COURSE_KEYS, courseKey, formView, resultsCsv, resultsOf, saveForm } from './admin-service';
import { EvaluationFormAnswer, EvaluationFormsAnswer, EvaluationResultsAnswer, EvaluationResultsCsv } from './answers';

const ROLES = { roles: CAN.evaluations };
const params = z.object({ id: z.string().max(40) });
const filter = z.object({ courseKey: z.string().max(40).optional(), sessionId: z.optional(publicId()) });
const filterOf = (q: z.infer<typeof filter>) => ({ courseKey: q.courseKey ? courseKey(q.courseKey) : undefined, sessionId: q.sessionId });

/** Course evaluations in the back office (issue 52, item 2): each course's questions, the results per session and course, and their CSV. */
export default async function evaluationAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/evaluation-forms', { config: ROLES, schema: { response: { 200: EvaluationFormsAnswer } } }, async (req) => {
    const data = await Promise.all(COURSE_KEYS.map((key) => formView(app.db.orm, key, req.locale)));
    return { data, total: data.length };
  });
  r.get('/api/admin/evaluation-forms/:id', { config: ROLES, schema: { params, response: { 200: EvaluationFormAnswer } } }, async (req) => formView(app.db.orm, courseKey(req.params.id), req.locale));
  r.put('/api/admin/evaluation-forms/:id', { config: ROLES, schema: { params, body: evaluationFormSchema, response: { 200: EvaluationFormAnswer } } }, async (req) =>
    saveForm(app.db.orm, actorOf(req), courseKey(req.params.id), req.body, req.locale),
  );

  r.get('/api/admin/evaluation-results', { config: ROLES, schema: { querystring: filter, response: { 200: EvaluationResultsAnswer } } }, async (req) => resultsOf(app.db.orm, filterOf(req.query), req.locale));

  r.get('/api/admin/evaluation-results.csv', { config: ROLES, schema: { querystring: filter, response: { 200: EvaluationResultsCsv } } }, async (req, reply) => {
    const f = filterOf(req.query);
    const { header, body } = await resultsCsv(app.db.orm, f);
    await writeAudit(app.db.orm, actorOf(req), { entity: 'evaluation_form', entityId: f.courseKey ?? f.sessionId ?? 'all', action: 'download_results', after: { ...f, rows: body.length } });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="evaluations-${(f.sessionId ?? f.courseKey ?? 'all').replace(':', '-')}.csv"`)
      .header('cache-control', 'no-store')
      .send(writeCsv(header, body.map((row) => row.map(safeCell))));
  });
}
