import type { Database } from './client';
import { pendingMigrations, withStartupLock } from './migrate';

export interface WhenMigratedOptions {
  /** How often to look again while migrations are pending (or the work failed). */
  intervalMs: number;
  /** True once the instance is stopping: give up waiting. */
  stopped: () => boolean;
  onError: (err: unknown) => void;
}

/**
 * An instance started with MIGRATE_ON_START=false on a database the deploy has not migrated yet:
 * it serves (/healthz 200, /readyz 503 'migrations: pending') and sets up what needs the app's
 * tables (the demo seed, the job queues' workers, the scheduler) only once `npm run db:migrate` has
 * run. Then `work` runs under the startup lock, as it would have at start: the migration command
 * holds that lock until it has installed the queues too, so the work finds everything in place.
 * Resolves true once the work is done, false when the instance stopped first.
 */
export async function whenMigrated(db: Database, work: () => Promise<void>, opts: WhenMigratedOptions): Promise<boolean> {
  while (!opts.stopped()) {
    try {
      if ((await pendingMigrations(db.pool)) === 0) {
        // Looked at again under the lock: a migration command may be between its steps.
        const done = await withStartupLock(db, async () => {
          if ((await pendingMigrations(db.pool)) > 0) return false;
          await work();
          return true;
        });
        if (done) return true;
      }
    } catch (err) {
      opts.onError(err);
    }
    await new Promise((resolve) => setTimeout(resolve, opts.intervalMs).unref());
  }
  return false;
}
