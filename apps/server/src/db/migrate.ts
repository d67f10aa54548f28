import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the drizzle-kit SQL migrations that have not run yet (safe to call on every start). */
export async function runMigrations(db: Database): Promise<void> {
  await migrate(db.orm, { migrationsFolder: MIGRATIONS_DIR });
}
