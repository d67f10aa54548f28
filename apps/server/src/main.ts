import { join } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { connect, ensureDatabase, type Database } from './db/client';
import { EmbeddedStartError, startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import type { FastifyInstance } from 'fastify';
import { applyMigrations, pendingMigrations, withStartupLock } from './db/migrate';
import { whenMigrated } from './db/when-migrated';
import { seedDemoData } from './db/seed/index';
import { expireOffers } from './features/waiting-list/service';
import { expireMoveHolds } from './features/moves/hold';
import { sendFunnelReminders, sendSessionReminders } from './features/reminders/service';
import { REMINDER_CRON } from '@portal/domain/reminders/rules';
import { startScheduler } from './platform/jobs/scheduler';
import { LEGACY_JOBS_CRON, moveLegacyJobs } from './platform/mail/queue';
import { sweepOverdueDeliveries, WEBHOOK_SWEEP_CRON } from './features/webhooks/sweep';
import { DUE_CERTIFICATES_CRON, issueDueCertificates } from './features/certificates/due-certificates';
import { EVALUATION_INVITATIONS_CRON, inviteDueEvaluations } from './features/evaluations/invitations';
import { retentionJob } from './features/retention/job';
import { startFailure, withTimeout } from './start-failure';
import { runningTracing } from './platform/observability/trace-context';

/** Starts the portal: configuration, database (embedded unless DATABASE_URL), migrations, demo seed (DEMO_DATA), HTTP. */
let embedded: EmbeddedDatabase | undefined;
let db: Database | undefined;

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let url = config.databaseUrl;
  if (!url) {
    const dir = join(config.dataDir, 'postgres');
    console.log(`Starting embedded PostgreSQL (data in ${dir})…`);
    embedded = await startEmbeddedPostgres(dir, (m) => console.error(m));
    url = embedded.url('portal');
    await ensureDatabase(url);
  }

  // Setting up gets connections of its own, without the requests' timeouts (a long migration must
  // not be cancelled by DATABASE_STATEMENT_TIMEOUT_MS). Instances starting at once set up one after
  // the other, under the startup lock (db/migrate.ts): the migrations, then what needs the app's
  // tables (the demo seed when DEMO_DATA is on, the job queues' workers, the scheduler). With
  // MIGRATE_ON_START=false on a database not migrated yet, the instance serves at once (/readyz:
  // 'migrations: pending') and does that second part once `npm run db:migrate` has run.
  const setup = connect(url, 2);
  db = connect(url, config.database);
  const database = db;
  // The job queues' workers, when their tables are not there yet: started by withTables.
  const deferred: (() => Promise<void>)[] = [];
  const later = (start: () => Promise<void>) => void deferred.push(start);
  let stopScheduler = async () => {};
  let schedulerRunning = false;
  let offersTimer: NodeJS.Timeout | undefined;
  const withTables = async (app: FastifyInstance) => {
    if (config.lifecycle.demoData) await seedDemoData(setup);
    while (deferred.length) {
      await deferred[0]();
      deferred.shift();
    }
    // Reminders (the day before a session; registrations stalled mid-funnel) on pg-boss's schedule.
    if (!schedulerRunning) {
      stopScheduler = await startScheduler(url, [
        { name: 'session-reminders', cron: REMINDER_CRON, run: () => sendSessionReminders(database.orm, config.publicUrl) },
        { name: 'funnel-reminders', cron: REMINDER_CRON, run: () => sendFunnelReminders(database.orm, config.publicUrl) },
        // Webhook deliveries whose job was lost get a new one (each delivery is still sent once: deliver.ts).
        { name: 'webhook-sweep', cron: WEBHOOK_SWEEP_CRON, run: () => sweepOverdueDeliveries(database.orm) },
        retentionJob(database, config),
        // Early arrivals' certificates, once their session has started (issue 50).
        { name: 'due-certificates', cron: DUE_CERTIFICATES_CRON, run: () => issueDueCertificates(database.orm) },
        // The course evaluation's invitation, once per registration, after its certificate (issue 52).
        { name: 'evaluation-invitations', cron: EVALUATION_INVITATIONS_CRON, run: () => inviteDueEvaluations(database.orm, config.publicUrl) },
        // Jobs queued in pg-boss 10's schema by instances of the previous release still running (a rolling deploy) move to pg-boss 12's.
        { name: 'legacy-jobs', cron: LEGACY_JOBS_CRON, run: () => moveLegacyJobs(database.pool) },
      ], (err, job) => app.log.error({ err, job }, 'scheduled job failed'));
      schedulerRunning = true;
    }
    // Waiting-list offers not taken in time go to the next in line (every instance; rows are claimed with SKIP LOCKED).
    // A dearer move's seats held and not paid in time go back the same way (issue 50, moves/hold.ts).
    offersTimer ??= setInterval(() => {
      expireOffers(database.orm, config.publicUrl).catch((err) => app.log.error({ err }, 'waiting-list expiry failed'));
      expireMoveHolds(database.orm, config.publicUrl).catch((err) => app.log.error({ err }, 'move hold expiry failed'));
    }, 60_000);
  };
  const { app, pending } = await withStartupLock(setup, async () => {
    if (config.lifecycle.migrateOnStart) {
      await applyMigrations(setup).catch((err: Error) => {
        throw new EmbeddedStartError(`The database migrations failed: ${err.message}. Nothing was changed by the failed migration; check the database, then start again.`);
      });
    }
    const pending = await pendingMigrations(setup.pool);
    const app = await buildApp(config, database, pending ? { mail: { deferStart: later }, webhooks: { deferStart: later }, find: { deferStart: later } } : {});
    if (!pending) await withTables(app);
    return { app, pending };
  }).catch(async (err) => {
    await setup.close();
    throw err;
  });
  app.lifecycle.workers.set('scheduledJobs', () => schedulerRunning);

  let stopping = false;
  let migrated: Promise<unknown> = Promise.resolve();
  if (pending) {
    console.log(`${pending} database migration(s) pending and MIGRATE_ON_START=false: serving, not ready (/readyz) until \`npm run db:migrate\` has run.`);
    migrated = whenMigrated(setup, () => withTables(app), {
      intervalMs: 2000,
      stopped: () => stopping,
      onError: (err) => app.log.error({ err }, 'setting up after the migrations failed; trying again'),
    }).then((done) => done && console.log('Migrations applied: the instance is set up.')).finally(() => setup.close());
  } else await setup.close();

  if (!config.mail.smtpUrl) console.log('SMTP_URL is not set: e-mails stay queued in the outbox (the dev mailbox at /dev/mailbox shows them).');

  // Each step is bounded and may fail (the database may already be gone): the portal still stops.
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received: stopping…`);
    // A set-up after the migrations that is under way finishes first (its loop sees `stopping`).
    await withTimeout(migrated, 15_000, 'set-up').catch(() => {});
    clearInterval(offersTimer);
    const problems: string[] = [];
    const step = async (what: string, work: () => Promise<void>, ms: number) => {
      await withTimeout(work(), ms, what).catch((err: Error) => problems.push(`${what}: ${err.message}`));
    };
    // Not ready from now: the load balancer's health check (/readyz) takes it out of rotation
    // within the drain delay, while it still answers whatever reaches it meanwhile.
    app.lifecycle.state = 'draining';
    const { drainMs, shutdownTimeoutMs } = config.lifecycle;
    if (drainMs > 0) {
      console.log(`Draining: not ready; still serving for ${drainMs / 1000} s while the load balancer notices…`);
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    // Closing waits for the requests in flight and for the mail and webhook workers' running jobs.
    await step('web server', () => app.close(), shutdownTimeoutMs);
    schedulerRunning = false;
    await step('scheduled jobs', stopScheduler, 12_000);
    await step('database connections', () => database.close(), 5_000);
    if (embedded) await step('embedded database', () => embedded!.stop(), 20_000);
    // The spans still batched are exported (bounded: an unreachable collector does not hold the stop).
    const tracing = runningTracing();
    if (tracing) await step('traces', () => tracing.shutdown(), 5_000);
    const died = embedded?.unexpectedExit();
    if (died) problems.push(`the embedded database had already stopped (${died})`);
    console.log(problems.length ? `Stopped (not everything stopped cleanly: ${problems.join('; ')}).` : 'Stopped cleanly.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'EADDRINUSE') throw new EmbeddedStartError(`Port ${config.port} is already in use: stop the program using it, or set PORT to another port.`);
    throw err;
  });
  // The Node that serves: npm's scripts run the registry's Node 24 (docs/decisions/002), a bare `node` the machine's own.
  console.log(`Provider portal is running at ${config.publicUrl} (Node ${process.version})`);
}

main().catch(async (err) => {
  console.error(startFailure(err));
  // Never leave the embedded database running behind a failed start.
  await withTimeout(db?.close() ?? Promise.resolve(), 5_000, 'pool').catch(() => {});
  await withTimeout(embedded?.stop() ?? Promise.resolve(), 20_000, 'database').catch(() => {});
  process.exit(1);
});
