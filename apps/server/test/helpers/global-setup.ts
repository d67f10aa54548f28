import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect, ensureDatabase } from '../../src/db/client';
import { startEmbeddedPostgres } from '../../src/db/embedded';
import { runMigrations } from '../../src/db/migrate';

/**
 * One embedded PostgreSQL server for the whole run, with a migrated template database; every
 * test file clones the template into a fresh database of its own (see test-app.ts).
 */
export const TEMPLATE_DB = 'portal_template';

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-pg-'));
  const pg = await startEmbeddedPostgres(dir);
  const templateUrl = pg.url(TEMPLATE_DB);
  await ensureDatabase(templateUrl);
  const db = connect(templateUrl, 2);
  await runMigrations(db);
  await db.close();
  project.provide('pgAdminUrl', pg.url('postgres'));
  project.provide('pgTemplate', TEMPLATE_DB);
  return async () => {
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}
