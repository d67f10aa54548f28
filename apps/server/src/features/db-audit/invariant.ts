import type { SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

/** One row that breaks an invariant: the ids that find it and the numbers that disagree. */
export type BreachRow = Record<string, string | number | boolean | null>;

/**
 * A promise the product makes about its data (house rule 16), checked against the database by
 * `npm run db:audit`. `statement` says it in plain words for operators (the command prints it
 * with each breach); `check` reads, never writes, and answers every row that breaks it.
 */
export interface Invariant {
  /** kebab-case, the file's name: what --only selects and --json reports. */
  name: string;
  statement: string;
  /** What an operator does about a breach (docs/deploy.md says more). */
  action: string;
  check(tx: NodePgDatabase): Promise<BreachRow[]>;
}

/** Runs one read query and answers its rows as breach rows (timestamps as ISO text); queries cast counts to int. */
export async function breachRows(tx: NodePgDatabase, query: SQL): Promise<BreachRow[]> {
  const { rows } = await tx.execute<Record<string, unknown>>(query);
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, plain(v)])));
}

// drizzle's raw queries answer timestamptz as PostgreSQL prints it ('2026-05-01 09:00:00.123+00')
const PG_TIMESTAMP = /^(\d{4,}-\d\d-\d\d) (\d\d:\d\d:\d\d(?:\.\d+)?)([+-]\d\d)(:\d\d)?$/;

/** A timestamp as ISO text (UTC), whichever way it arrived. */
export function isoTime(v: Date | string): string {
  if (v instanceof Date) return v.toISOString();
  const m = PG_TIMESTAMP.exec(v);
  return m ? new Date(`${m[1]}T${m[2]}${m[3]}${m[4] ?? ':00'}`).toISOString() : v;
}

function plain(v: unknown): string | number | boolean | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date || (typeof v === 'string' && PG_TIMESTAMP.test(v))) return isoTime(v);
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  return String(v);
}
