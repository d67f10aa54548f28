import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { BOSS_DEFAULTS } from '../../platform/mail/queue';
import { attemptDelivery, type DeliverDeps } from './deliver';
import { WEBHOOK_CHANNEL, WEBHOOK_QUEUE, type WebhookJob } from './queue';
import { inJobSpan } from '../../platform/observability/trace-context';

export interface WebhookWorkerOptions {
  /** Tests only: the control run without the claim, or a shorter timeout. */
  deliver?: Pick<DeliverDeps, 'claim' | 'timeoutMs'>;
  /** main.ts, when the migrations are pending at start: the worker starts once they are in (no pg-boss tables before). */
  deferStart?: (start: () => Promise<void>) => void;
}

const BATCH_SIZE = 20;

/**
 * Delivers webhook events, in every instance: pg-boss hands each job to one worker (SKIP LOCKED),
 * and each delivery row is claimed before it is sent (deliver.ts), so several instances send
 * each event to each endpoint once. A LISTEN connection wakes the worker as soon as a transaction
 * that queued a delivery commits; polling (WEBHOOK_POLL_SECONDS) finds the retries that fall due.
 */
async function webhookWorker(app: FastifyInstance, options: WebhookWorkerOptions) {
  const { config } = app;
  const connectionString = app.db.pool.options.connectionString;
  const deps: DeliverDeps = {
    appSecret: config.secret,
    publicUrl: config.publicUrl,
    retryFirstSeconds: config.webhooks.retryFirstSeconds,
    retryMaxSeconds: config.webhooks.retryMaxSeconds,
    publicOnly: !config.webhooks.allowPrivateTargets,
    ...options.deliver,
  };
  let closing = false;
  let boss: PgBoss | null = null;
  let listener: pg.Client | null = null;

  const start = async (queue: PgBoss) => {
    queue.on('error', (err) => app.log.error({ err }, 'webhook queue error'));
    await queue.start();
    const workerId = await queue.work<WebhookJob>(
      WEBHOOK_QUEUE,
      { includeMetadata: true, batchSize: BATCH_SIZE, pollingIntervalSeconds: config.webhooks.pollSeconds },
      async (jobs) => {
        await Promise.all(
          jobs.map(async (job) => {
            try {
              const outcome = await inJobSpan('webhook deliver', job.data, () => attemptDelivery(app.db.orm, deps, job.data.deliveryId));
              await queue.complete(WEBHOOK_QUEUE, job.id, { outcome });
            } catch (err) {
              // A database error, not the endpoint's answer (that is recorded and retried by the delivery).
              app.log.error({ err, deliveryId: job.data.deliveryId }, 'webhook delivery failed');
              await queue.fail(WEBHOOK_QUEUE, job.id, { message: (err as Error).message }).catch((e) => app.log.error({ err: e }, 'webhook job not marked failed'));
            }
          }),
        );
      },
    );
    const listen = async () => {
      const client = new pg.Client({ connectionString, application_name: 'portal-webhooks-listen' });
      client.on('notification', () => queue.notifyWorker(workerId));
      client.on('error', (err) => {
        app.log.warn({ err }, 'webhook wake-up connection lost; polling until it is back');
        client.end().catch(() => {});
        if (!closing) setTimeout(() => void listen().catch(() => {}), 1000).unref();
      });
      await client.connect();
      await client.query(`listen ${WEBHOOK_CHANNEL}`);
      if (closing) return client.end();
      listener = client;
      // Anything queued while the connection was down is fetched now rather than at the next poll.
      queue.notifyWorker(workerId);
    };
    await listen();
  };

  // Started once the server is ready, in the background, and tried again while the database
  // cannot be reached: deliveries wait in their table meanwhile, and the server still answers
  // (its health check says the database is down instead of the instance failing to start).
  const startUntilRunning = async () => {
    while (!closing) {
      const queue = new PgBoss({ connectionString, max: 3, ...BOSS_DEFAULTS, application_name: 'portal-webhooks', migrate: false, schedule: false });
      boss = queue;
      try {
        await start(queue);
        running = true;
        return;
      } catch (err) {
        app.log.error({ err }, 'webhook worker could not start; trying again in 5 s');
        await queue.stop({ graceful: false }).catch(() => {});
        boss = null;
        if (!closing) await new Promise((resolve) => setTimeout(resolve, 5000).unref());
      }
    }
  };
  let starting: Promise<void> = Promise.resolve();
  // Not ready while the worker cannot start (the database is down): /readyz says so.
  let running = false;
  app.lifecycle.workers.set('webhookWorker', () => running);
  if (options.deferStart) {
    options.deferStart(async () => {
      if (!closing) starting = startUntilRunning();
    });
  } else {
    app.addHook('onReady', async () => {
      starting = startUntilRunning();
    });
  }

  app.addHook('onClose', async () => {
    closing = true;
    running = false;
    await starting;
    await (listener as pg.Client | null)?.end().catch(() => {});
    await (boss as PgBoss | null)?.stop({ graceful: true, timeout: 10_000 });
  });
}

export default fp(webhookWorker, { name: 'webhook-worker' });
