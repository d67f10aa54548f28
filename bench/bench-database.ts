import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, ensureDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { runMigrations } from '../apps/server/src/db/migrate';

/**
 * A fresh embedded PostgreSQL in a temporary directory with the portal's schema, for benches that
 * start the portal in their own process (`url` to hand it); `stop` closes the connections and removes it all.
 */
export async function benchDatabase(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `portal-bench-${name}-`));
  const pg = await startEmbeddedPostgres(dir);
  const url = pg.url('portal');
  await ensureDatabase(url);
  const db = connect(url);
  await runMigrations(db);
  const stop = async () => {
    await db.close();
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  return { db, url, stop };
}
