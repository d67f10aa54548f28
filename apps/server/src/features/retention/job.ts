import { RETENTION_SKIPPED } from '@portal/domain/privacy/retention-api';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { ScheduledJob } from '../../platform/jobs/scheduler';
import { runRetention } from './run';

/** Every day at 03:30 UTC: a quiet hour on both coasts of North America. */
export const RETENTION_CRON = '30 3 * * *';

/**
 * The daily retention run on pg-boss's schedule (one job per tick for all instances). A run that
 * stopped on an error is recorded, and also thrown so the scheduler logs it and pg-boss retries;
 * a run skipped because another was in progress is not an error.
 */
export function retentionJob(db: Database, config: Pick<Config, 'retention'>): ScheduledJob {
  return {
    name: 'retention',
    cron: RETENTION_CRON,
    run: async () => {
      const run = await runRetention(db, config.retention, { trigger: 'schedule', dryRun: false });
      if (run.error && run.error !== RETENTION_SKIPPED) throw new Error(`retention run ${run.id} stopped: ${run.error}`);
      return run;
    },
  };
}
