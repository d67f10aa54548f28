import type { FastifyInstance } from 'fastify';

/** Liveness and database reachability, for load balancers and support. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { config: { rateLimit: false } }, async (_req, reply) => {
    try {
      await app.db.pool.query('select 1');
      return { status: 'ok', database: 'ok' };
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error', database: 'unreachable' });
    }
  });
}
