import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PgBoss } from 'pg-boss';
import { BOSS_DEFAULTS } from '../../platform/mail/queue';
import { FIND_QUEUE, type FindJob } from './find-queue';
import { mailFoundLinks } from './links';

export interface FindWorkerOptions {
  /** Tests only: false leaves the jobs queued (to show the route does nothing but queue one). */
  start?: boolean;
  /** main.ts, when the migrations are pending at start: the worker starts once they are in. */
  deferStart?: (start: () => Promise<void>) => void;
}

/**
 * Works the "Find my registrations" jobs (find-queue.ts) in every instance: pg-boss hands each job
 * to one worker (SKIP LOCKED), found by polling (MAIL_POLL_SECONDS). Never woken by the request
 * that queued it: a known address's heavier job would then run at once, on the same event loop,
 * and slow the tail of that request's own answer (measured: `npm run bench:find`), or the next
 * request's; at the next poll it lands at no time a prober chooses. A job that fails (the
 * database) is retried by pg-boss; the per-address mail limit (in the job) bounds what a retry sends.
 */
async function findWorker(app: FastifyInstance, options: FindWorkerOptions) {
  let boss: PgBoss | undefined;
  let running = false;
  if (options.start === false) return;
  const start = async () => {
    const queue = new PgBoss({ connectionString: app.db.pool.options.connectionString, max: 2, ...BOSS_DEFAULTS, application_name: 'portal-find', migrate: false, schedule: false, supervise: false });
    queue.on('error', (err) => app.log.error({ err }, 'find queue error'));
    boss = queue;
    await queue.start();
    await queue.work<FindJob>(FIND_QUEUE, { batchSize: 1, pollingIntervalSeconds: app.config.mail.pollSeconds }, async (jobs) => {
      for (const job of jobs) await mailFoundLinks(app.db.orm, job.data.email, app.config.publicUrl);
    });
    running = true;
  };
  app.lifecycle.workers.set('findWorker', () => running);
  if (options.deferStart) options.deferStart(start);
  // In the background: a database that cannot be reached at start leaves the jobs queued and /readyz says so.
  else app.addHook('onReady', async () => void start().catch((err) => app.log.error({ err }, 'find worker could not start')));
  app.addHook('onClose', async () => {
    running = false;
    await boss?.stop({ graceful: true, timeout: 10_000 });
  });
}

export default fp(findWorker, { name: 'find-worker' });
