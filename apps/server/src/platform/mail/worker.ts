import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import pLimit from 'p-limit';
import { busyGate } from '../jobs/busy-gate';
import type { AttachmentResolver } from './attachments';
import { deliverOne, type OutgoingMail } from './outbox';
import { BOSS_SCHEMA, MAIL_QUEUE, DEFAULT_QUEUE_SETTINGS, type MailJob } from './queue';
import { smtpSender } from './smtp';
import { inJobSpan } from '../observability/trace-context';

export interface MailWorkerOptions {
  /** Tests only: replaces SMTP (a send that counts or fails). */
  send?: (m: OutgoingMail) => Promise<void>;
  /** Draws the attachments a mail references (a receipt's PDF) when it is sent (app.ts gives it). */
  resolveAttachment?: AttachmentResolver;
  /**
   * main.ts, when the migrations are pending at start (MIGRATE_ON_START=false): pg-boss's tables
   * are not there yet, so the worker is handed this start function to call once they are.
   */
  deferStart?: (start: () => Promise<void>) => void;
}

/**
 * The mail worker, started with the server when SMTP_URL is set (without it nothing is sent: mails
 * wait in the outbox and the dev mailbox shows them, and no job is fetched, so nothing spins).
 * pg-boss fetches jobs with SKIP LOCKED, so each instance's worker takes different mails; a failed
 * send is retried by pg-boss with exponential backoff (the queue's settings, from configuration).
 * pg-boss gets its own small pool on the same database.
 */
const BATCH_SIZE = 20;
/** Mails of a batch drawn and sent at the same time (SMTP waits overlap; drawing does not stampede). */
const CONCURRENCY = 4;

async function mailWorker(app: FastifyInstance, options: MailWorkerOptions) {
  const { mail } = app.config;
  const send = options.send ?? (mail.smtpUrl ? smtpSender(mail.smtpUrl, mail.from) : undefined);
  if (!send) return;
  const boss = new PgBoss({
    connectionString: app.db.pool.options.connectionString,
    max: 3,
    schema: BOSS_SCHEMA,
    application_name: 'portal-mail',
    // Installed with the migrations (platform/mail/queue.ts); the worker only checks the version.
    migrate: false,
    schedule: false,
  });
  boss.on('error', (err) => app.log.error({ err }, 'mail queue error'));
  let running = false;
  let started = false;
  // Requests first: a mail waits while this instance is busy answering (jobs/busy-gate.ts).
  const gate = busyGate();
  const limit = pLimit(CONCURRENCY);
  app.lifecycle.workers.set('mailWorker', () => running);
  const start = async () => {
    started = true;
    await boss.start();
    await boss.updateQueue(MAIL_QUEUE, {
      name: MAIL_QUEUE,
      retryLimit: mail.retryLimit,
      retryDelay: mail.retryDelaySeconds,
      retryBackoff: mail.retryBackoff,
      expireInSeconds: DEFAULT_QUEUE_SETTINGS.expireInSeconds,
    });
    // pg-boss fetches one batch per polling interval; each job of the batch succeeds or fails on
    // its own (complete/fail per job: a failure retries only that mail, with backoff).
    await boss.work<MailJob>(MAIL_QUEUE, { includeMetadata: true, batchSize: BATCH_SIZE, pollingIntervalSeconds: mail.pollSeconds }, async (jobs) => {
      await Promise.all(
        jobs.map((job) => limit(async () => {
          await gate.whenQuiet();
          try {
            const outcome = await inJobSpan('mail send', job.data, () => deliverOne(app.db.orm, job.data.outboxId, send, job.retryCount >= job.retryLimit, options.resolveAttachment));
            await boss.complete(MAIL_QUEUE, job.id, { outcome });
          } catch (err) {
            await boss.fail(MAIL_QUEUE, job.id, { message: (err as Error).message }).catch((e) => app.log.error({ err: e }, 'mail job not marked failed'));
          }
        })),
      );
    });
    running = true;
  };
  if (options.deferStart) options.deferStart(start);
  else await start();
  app.addHook('onClose', async () => {
    running = false;
    gate.stop();
    if (started) await boss.stop({ graceful: true, timeout: 10_000, wait: true });
  });
}

export default fp(mailWorker, { name: 'mail-worker' });
