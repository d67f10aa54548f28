import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { installMailQueue } from '../platform/mail/queue';
import { installWebhookQueue } from '../features/webhooks/queue';
import type { Database } from './client';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies the drizzle-kit SQL migrations that have not run yet, then installs (or migrates)
 * pg-boss's own tables, the mail queue and the webhook deliveries' queue (safe to call on every start, from several instances).
 */
export async function runMigrations(db: Database): Promise<void> {
  await migrate(db.orm, { migrationsFolder: MIGRATIONS_DIR });
  await installMailQueue(db.pool);
  await installWebhookQueue(db.pool);
}
