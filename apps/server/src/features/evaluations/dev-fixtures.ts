import type { FastifyInstance } from 'fastify';
import { inviteDueEvaluations } from './invitations';

/**
 * Development and test only (never registered in production): runs the invitations job now, so a
 * journey gets the evaluation's mail without waiting for the next minute's run.
 */
export default async function devEvaluationFixtures(app: FastifyInstance) {
  app.post('/api/dev/evaluations/invite', async () => ({ mailed: await inviteDueEvaluations(app.db.orm, app.config.publicUrl) }));
}
