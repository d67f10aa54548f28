import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export interface Database {
  pool: pg.Pool;
  orm: NodePgDatabase;
  close(): Promise<void>;
}

export function connect(url: string, max = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client that errors (database restart) must not crash the process.
  pool.on('error', () => {});
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
