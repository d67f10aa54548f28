import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Where an instance is in its life, for the load balancer's readiness check (/readyz):
 * `starting` until the server listens, `ready` while it takes traffic, `draining` from SIGTERM
 * until it stops (it still answers what reaches it, but tells the balancer to send nothing new).
 * Each background worker (mail, webhooks, scheduled jobs) says whether it runs; the instance is
 * ready only when all of them do. This state is the instance's own, so it lives in its memory.
 */
export type LifecycleState = 'starting' | 'ready' | 'draining';

export interface Lifecycle {
  state: LifecycleState;
  /** Name to "is it running": registered by each worker when it starts. */
  workers: Map<string, () => boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

async function lifecycle(app: FastifyInstance) {
  const state: Lifecycle = { state: 'starting', workers: new Map() };
  app.decorate('lifecycle', state);
  app.addHook('onReady', async () => {
    if (state.state === 'starting') state.state = 'ready';
  });
  app.addHook('onRequest', async (_req, reply) => {
    // A draining instance asks clients that reach it directly (not through the balancer) to
    // reconnect elsewhere, so no kept-alive connection is still open when it stops.
    if (state.state === 'draining') reply.header('connection', 'close');
  });
}

export default fp(lifecycle, { name: 'lifecycle' });
