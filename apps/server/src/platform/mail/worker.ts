import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PgBoss } from 'pg-boss';
import pLimit from 'p-limit';
import { busyGate } from '../jobs/busy-gate';
import type { AttachmentResolver } from './attachments';
import { deliverOne, type OutgoingMail } from './outbox';
import { BOSS_DEFAULTS, MAIL_QUEUE, DEFAULT_QUEUE_SETTINGS, type MailJob } from './queue';
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
  /** Tests only: the busy gate's threshold and longest wait (a negative threshold: always busy). */
  gate?: { busy?: number; maxWaitMs?: number };
  /** Tests only: false is the control, the stop as before the drain (the gate left shut, pg-boss's give-up not heeded). */
  drainOnClose?: boolean;
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
    ...BOSS_DEFAULTS,
    application_name: 'portal-mail',
    // Installed with the migrations (platform/mail/queue.ts); the worker only checks the version.
    migrate: false,
    schedule: false,
  });
  boss.on('error', (err) => app.log.error({ err }, 'mail queue error'));
  let running = false;
  let started = false;
  // Requests first: a mail waits while this instance is busy answering (jobs/busy-gate.ts).
  const gate = busyGate(options.gate);
  const drain = options.drainOnClose !== false;
  const limit = pLimit(CONCURRENCY);
  app.lifecycle.workers.set('mailWorker', () => running);
  const start = async () => {
    started = true;
    await boss.start();
    await boss.updateQueue(MAIL_QUEUE, {
      retryLimit: mail.retryLimit,
      retryDelay: mail.retryDelaySeconds,
      retryBackoff: mail.retryBackoff,
      expireInSeconds: DEFAULT_QUEUE_SETTINGS.expireInSeconds,
    });
    // pg-boss fetches one batch per polling interval; each job of the batch succeeds or fails on
    // its own (complete/fail per job: a failure retries only that mail, with backoff).
    await boss.work<MailJob, unknown, { includeMetadata: true; batchSize: number; pollingIntervalSeconds: number }>(MAIL_QUEUE, { includeMetadata: true, batchSize: BATCH_SIZE, pollingIntervalSeconds: mail.pollSeconds }, async (jobs) => {
      await Promise.all(
        jobs.map((job) => limit(async () => {
          await gate.whenQuiet();
          // pg-boss gave this job up (a stop whose grace ran out fails what is still in flight, and
          // aborts its signal): its retry sends the mail. Claiming the row now would leave the
          // claim (SENDING_LEASE_SECONDS) to a process that is about to exit, and hold the retry back.
          if (drain && job.signal.aborted) return;
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
  // A stopping instance (a rolling restart) finishes the mails it has claimed before it exits:
  // pg-boss 12's graceful stop stops fetching (offWork on every queue), waits up to `timeout` for
  // the handlers in flight (node_modules/pg-boss/dist/index.js, #doStop), and only then fails
  // what is left (failWip) and closes its pool. The gate opens for good first: a mail waiting for
  // this instance to be quiet would otherwise wait out maxWaitMs, past the grace, and the
  // rolling-restart test found such mails failed back, then claimed by the handler after the stop
  // and left claimed when the process exited (their retries found them "being sent" for 300 s).
  app.addHook('onClose', async () => {
    running = false;
    if (drain) gate.stop();
    if (started) await boss.stop({ graceful: true, timeout: 10_000 });
  });
}

export default fp(mailWorker, { name: 'mail-worker' });
