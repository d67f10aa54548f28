import { resolve } from 'node:path';
import type { Config } from '../config';
import { connect, ensureDatabase, type Database } from './client';
import { embeddedUrl, runningPassword, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded';
import { effectiveDataDir } from './embedded-access';
import { dataDirState } from './embedded-owner';
import { runMigrations } from './migrate';

/**
 * The database for an operations command (npm run admin:create, attendance:mark, campaign:import),
 * the same way main.ts finds it: DATABASE_URL when set; otherwise the portal's embedded database
 * under DATA_DIR. Only one process runs that server: when a running portal holds it, the command
 * connects to the portal's server (its port is in postmaster.pid) instead of starting its own.
 */
export class DatabaseInUseError extends Error {
  constructor(dir: string, pid: number, hint: string) {
    super(
      `The portal's embedded database (${dir}) is in use by a running portal (PostgreSQL pid ${pid}).\n` +
        `Stop \`npm start\` and run this again, or set DATABASE_URL to reach the running database${hint ? `, ${hint}` : ''}.`,
    );
    this.name = 'DatabaseInUseError';
  }
}

/**
 * Opens (and migrates) the database; `close` also stops the embedded server when one was started.
 * Throws DatabaseInUseError when a running portal holds the embedded database and its port cannot be read;
 * `hint` adds another way out to its message (e.g. 'or use POST /api/attendance'). `migrate: false`
 * (db:audit, which only reads) leaves the schema as it is.
 */
export async function openCliDatabase(config: Config, hint = '', opts: { migrate?: boolean } = {}): Promise<{ db: Database; close(): Promise<void> }> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    const dir = resolve(config.dataDir, 'postgres');
    const dataDir = effectiveDataDir(dir);
    const state = dataDirState(dataDir);
    if (state.kind === 'in_use') {
      if (!state.port) throw new DatabaseInUseError(dir, state.postgresPid, hint);
      console.error(`Using the database of the running portal (PostgreSQL pid ${state.postgresPid}).`);
      url = embeddedUrl(state.port, 'portal', runningPassword(dataDir));
    } else {
      embedded = await startEmbeddedPostgres(dir, (m) => console.error(m));
      url = embedded.url('portal');
    }
    await ensureDatabase(url);
  }
  const db = connect(url, 2);
  const close = async () => {
    await db.close();
    if (embedded) await embedded.stop();
  };
  try {
    if (opts.migrate ?? true) await runMigrations(db);
  } catch (err) {
    await close();
    throw err;
  }
  return { db, close };
}
