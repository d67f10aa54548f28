import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export interface Database {
  pool: pg.Pool;
  orm: NodePgDatabase;
  close(): Promise<void>;
}

/**
 * How a pool behaves under load (config.ts, `database`). Without the timeouts a request waits for
 * a connection, and a transaction stays open, for ever: past the pool's size an instance would
 * wedge instead of answering 503 (platform/errors.ts) and letting the caller retry.
 */
export interface PoolSettings {
  poolSize: number;
  /** The longest wait for a free connection; then the caller gets an error (answered 503). */
  connectionTimeoutMs?: number;
  /** PostgreSQL cancels a statement running longer than this. */
  statementTimeoutMs?: number;
  /** PostgreSQL ends a session left idle inside an open transaction this long (its locks go with it). */
  idleInTransactionTimeoutMs?: number;
}

/** A pool on `url`: a size alone (commands, tests, benches) or the server's full settings. */
export function connect(url: string, settings: number | PoolSettings = 20): Database {
  const s: PoolSettings = typeof settings === 'number' ? { poolSize: settings } : settings;
  const pool = new pg.Pool({
    connectionString: url,
    max: s.poolSize,
    connectionTimeoutMillis: s.connectionTimeoutMs,
    statement_timeout: s.statementTimeoutMs,
    idle_in_transaction_session_timeout: s.idleInTransactionTimeoutMs,
  });
  // An idle client that errors (database restart) must not crash the process.
  pool.on('error', () => {});
  // Nor may a client in use whose session PostgreSQL ends between two statements (the idle-in-
  // transaction timeout, a shutdown): pg emits that on the client, where no one listens while it
  // is checked out. The transaction's next statement fails instead, and the pool drops the client.
  pool.on('connect', (client) => client.on('error', () => {}));
  const orm = drizzle(pool);
  return { pool, orm, close: () => pool.end() };
}

/** Creates the database named in `url` when it does not exist, through the maintenance database. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
