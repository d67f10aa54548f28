import { PgBoss } from 'pg-boss';
import { BOSS_DEFAULTS } from '../mail/queue';

export interface ScheduledJob {
  /** The pg-boss queue (one job per tick). */
  name: string;
  /** When it runs (cron, UTC). */
  cron: string;
  run: () => Promise<unknown>;
}

/**
 * Jobs that run on a schedule (reminders), on pg-boss in the portal's database: pg-boss's cron
 * makes one job per tick for all instances together, and one instance works it. Each job is also
 * safe to run twice (its rows are claimed once), so a retry or a clock skew sends nothing twice.
 * Returns a stop function.
 */
export async function startScheduler(connectionString: string, jobs: ScheduledJob[], onError: (err: unknown, job?: string) => void): Promise<() => Promise<void>> {
  // migrate: true only to run the index builds a pg-boss 12 schema migration leaves for later (its
  // `bam` table); the migration itself already ran with ours (platform/mail/queue.ts, installMailQueue).
  const boss = new PgBoss({ ...BOSS_DEFAULTS, connectionString, max: 2, application_name: 'portal-jobs', migrate: true });
  boss.on('error', (err) => onError(err));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, { policy: 'singleton', retryLimit: 2, retryDelay: 60, expireInSeconds: 600 });
    await boss.schedule(job.name, job.cron);
    await boss.work(job.name, async () => {
      try {
        await job.run();
      } catch (err) {
        onError(err, job.name);
        throw err;
      }
    });
  }
  return () => boss.stop({ graceful: true, timeout: 10_000 });
}
