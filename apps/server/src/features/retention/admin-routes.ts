import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_RETENTION_API } from '@portal/domain/privacy/paths';
import { RetentionRunRequestSchema, RetentionRunsQuerySchema } from '@portal/domain/privacy/retention-api';
import { CAN } from '@portal/domain/staff/roles';
import { actorOf } from '../staff/access';
import { RetentionOverviewAnswer, RunAnswer, RunListAnswer } from './answers';
import { listRuns, retentionOverview, runView } from './report';
import { runRetention } from './run';

/**
 * The back office's Retention screen (issue 30): administrators and operations read the periods
 * in force, the dry-run report and the runs; administrators start a run (or a dry run) now.
 */
export default async function retentionAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const periods = app.config.retention;

  r.get(ADMIN_RETENTION_API, { config: { roles: CAN.readRetention }, schema: { response: { 200: RetentionOverviewAnswer } } }, async () => retentionOverview(app.db.orm, periods));

  r.get(`${ADMIN_RETENTION_API}/runs`, { config: { roles: CAN.readRetention }, schema: { querystring: RetentionRunsQuerySchema, response: { 200: RunListAnswer } } }, async (req) => listRuns(app.db.orm, req.query));

  r.post(`${ADMIN_RETENTION_API}/runs`, { config: { roles: CAN.runRetention }, schema: { body: RetentionRunRequestSchema, response: { 201: RunAnswer } } }, async (req, reply) => {
    const actor = actorOf(req);
    const run = await runRetention(app.db, periods, { trigger: 'staff', dryRun: req.body.dryRun, actor });
    return reply.code(201).send(runView(run, actor.label));
  });
}
