import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../../db/migrate';
import { withTimeout } from '../../start-failure';

/** How long the readiness check waits for the database before calling it unreachable. */
const DATABASE_CHECK_MS = 2000;

/**
 * Liveness and readiness, for the load balancer and the orchestrator (docs/deploy.md):
 * - /healthz: the process answers (restart it when it does not). No database call, so a database
 *   outage does not make every instance look dead and get restarted at once.
 * - /readyz: send it traffic. 200 only when the instance is ready (not starting, not draining),
 *   the database answers, every migration this code knows is applied, and its workers run;
 *   otherwise 503 with the failing checks named.
 */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { config: { rateLimit: false } }, async () => ({ status: 'ok' }));

  // Migrations never become unapplied: once all are seen applied the check stops asking.
  let migrationsApplied = false;
  app.get('/readyz', { config: { rateLimit: false } }, async (_req, reply) => {
    const checks: Record<string, string> = { instance: app.lifecycle.state };
    try {
      await withTimeout(app.db.pool.query('select 1'), DATABASE_CHECK_MS, 'database');
      checks.database = 'ok';
      if (!migrationsApplied) migrationsApplied = (await pendingMigrations(app.db.pool)) === 0;
      checks.migrations = migrationsApplied ? 'ok' : 'pending';
    } catch (err) {
      app.log.warn({ err }, 'readiness: database unreachable');
      checks.database = 'unreachable';
    }
    for (const [name, running] of app.lifecycle.workers) checks[name] = running() ? 'ok' : 'stopped';
    const ready = checks.instance === 'ready' && Object.entries(checks).every(([k, v]) => k === 'instance' || v === 'ok');
    return reply.code(ready ? 200 : 503).header('cache-control', 'no-store').send({ status: ready ? 'ready' : 'not ready', checks });
  });
}
