import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { registerDatabaseMetrics } from './database-metrics';

/** Where Prometheus scrapes each instance (docs/deploy.md, 'Metrics'). */
export const METRICS_PATH = '/metrics';

/**
 * Prometheus metrics of this instance at /metrics (prom-client): request durations by route and
 * status, the database pool, Node's event-loop lag, heap and GC (prom-client's defaults), and,
 * read from the database at each scrape, the job queues, mails, payments, webhook deliveries and
 * seats left. The database figures are the same on every instance (aggregate them with max, not
 * sum); the others are the instance's own. In production /metrics answers only with
 * `Authorization: Bearer <METRICS_TOKEN>` (and not at all without a token); elsewhere it is open.
 */
async function metrics(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  observeRequestDurations(app, registry);

  const pool = app.db.pool;
  new Gauge({
    name: 'portal_db_pool_connections',
    help: "This instance's database pool: connections open, idle, and requests waiting for one",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'portal_ready',
    help: '1 while this instance is ready for traffic (as /readyz, without its database checks), 0 while starting or draining',
    registers: [registry],
    collect() {
      this.set(app.lifecycle.state === 'ready' ? 1 : 0);
    },
  });
  registerDatabaseMetrics(registry, app.db, app.log);

  const token = app.config.metricsToken;
  const open = !app.config.production && !token;
  const allowed = (req: FastifyRequest) => {
    if (open) return true;
    if (!token) return false;
    const given = Buffer.from(req.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  app.get(METRICS_PATH, { config: { rateLimit: false } }, async (req: FastifyRequest, reply: FastifyReply) => {
    if (!allowed(req)) return reply.code(404).send({ error: 'Not Found' });
    const body = await registry.metrics();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(body);
  });
}

/**
 * The per-request part of the metrics: each answer's duration in a histogram by route pattern,
 * method and status (bench:api-layers measures what it costs a read, as its 'metrics' layer).
 */
export function observeRequestDurations(app: FastifyInstance, registry: Registry) {
  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    // The route's pattern, not its URL: ids in paths would make a series per registration.
    const route = req.routeOptions.url ?? 'unmatched';
    if (route === METRICS_PATH) return;
    duration.observe({ method: req.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}

export default fp(metrics, { name: 'metrics', dependencies: ['lifecycle'] });
