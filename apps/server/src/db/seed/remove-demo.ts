import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { DEMO_COUPONS } from '../../features/checkout/seed';
import { DEMO_DSO_CODES } from '../../features/dso-codes/seed';
import { DEMO_OFFERINGS } from '../../features/offerings/seed';
import { SCHEDULE_OFFERINGS } from '../../features/schedule/seed';

/**
 * Removes the demo rows an earlier start loaded (before DEMO_DATA existed every start did, in
 * production too), identified by the demo seeds' fixed ids and codes. A row that real records use
 * stays, with what uses it: an offering that registrations, orders (through their registration),
 * waiting-list entries, attendance or tickets point at; a coupon an order used; a DSO code a
 * registration gave. What points at a row is read from the database's own foreign keys, so a table
 * added later is counted too, plus the two code columns that have no foreign key. Run it in one
 * transaction (the command does): the rows are locked first, so nothing starts using one between
 * the count and the delete.
 */
export type DemoKind = 'offering' | 'coupon' | 'DSO code';

export interface DemoRow {
  kind: DemoKind;
  key: string;
  name: string;
}

export interface KeptRow extends DemoRow {
  /** What uses it, e.g. '2 registrations, 1 ticket'. */
  usedBy: string;
}

export interface DemoRemoval {
  removed: DemoRow[];
  kept: KeptRow[];
}

interface Target {
  kind: DemoKind;
  table: 'offerings' | 'coupons' | 'dso_codes';
  key: 'id' | 'code';
  keys: string[];
  /** Codes are compared upper-case (as entered codes are normalised); ids exactly. */
  codes: boolean;
  name: string;
  /** Columns that hold the key without a foreign key. */
  loose: { table: string; column: string }[];
}

const TARGETS: Target[] = [
  { kind: 'offering', table: 'offerings', key: 'id', keys: [...DEMO_OFFERINGS, ...SCHEDULE_OFFERINGS].map((o) => o.id!), codes: false, name: "title_en || coalesce(' (' || city || ', ' || to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD') || ')', '')", loose: [] },
  { kind: 'coupon', table: 'coupons', key: 'code', keys: DEMO_COUPONS.map((c) => c.code), codes: true, name: "coalesce(percent_off || '% off', to_char(amount_off_cents / 100.0, 'FM999990.00') || ' ' || currency || ' off')", loose: [{ table: 'orders', column: 'coupon_code' }] },
  { kind: 'DSO code', table: 'dso_codes', key: 'code', keys: DEMO_DSO_CODES.map((c) => c.code), codes: true, name: "organization || ', ' || discount_percent || '% off'", loose: [{ table: 'registrations', column: 'dso_code' }] },
];

/** How the tables that can point at a demo row read in the report. */
const NOUNS: Record<string, [string, string]> = {
  registrations: ['registration', 'registrations'],
  waiting_list: ['waiting-list entry', 'waiting-list entries'],
  attendance: ['attendance record', 'attendance records'],
  tickets: ['ticket', 'tickets'],
  orders: ['order', 'orders'],
};
const list = (keys: string[]) => sql`(${sql.join(keys.map((k) => sql`${k}`), sql`, `)})`;
const noun = (table: string, n: number) => `${n} ${(NOUNS[table] ?? [`${table} row`, `${table} rows`])[n === 1 ? 0 : 1]}`;

export async function removeDemoData(tx: NodePgDatabase): Promise<DemoRemoval> {
  const removed: DemoRow[] = [];
  const kept: KeptRow[] = [];
  for (const target of TARGETS) {
    const found = await tx.execute<{ key: string; name: string }>(
      sql`select ${sql.identifier(target.key)} as key, ${sql.raw(target.name)} as name from ${sql.identifier(target.table)}
          where ${sql.identifier(target.key)} in ${list(target.keys)} order by 2, 1 for update`,
    );
    if (!found.rows.length) continue;
    const keys = found.rows.map((r) => r.key);
    const uses = new Map<string, string[]>();
    for (const ref of [...(await foreignKeysTo(tx, target.table)), ...target.loose]) {
      const column = target.codes ? sql`upper(${sql.identifier(ref.column)})` : sql.identifier(ref.column);
      const counted = await tx.execute<{ key: string; n: number }>(
        sql`select ${column} as key, count(*)::int as n from ${sql.identifier(ref.table)} where ${column} in ${list(keys)} group by 1`,
      );
      for (const { key, n } of counted.rows) uses.set(key, [...(uses.get(key) ?? []), noun(ref.table, n)]);
    }
    for (const row of found.rows) {
      const used = uses.get(row.key);
      if (used) kept.push({ kind: target.kind, key: row.key, name: row.name, usedBy: used.join(', ') });
      else removed.push({ kind: target.kind, key: row.key, name: row.name });
    }
    const unused = found.rows.filter((r) => !uses.has(r.key)).map((r) => r.key);
    if (unused.length) await tx.execute(sql`delete from ${sql.identifier(target.table)} where ${sql.identifier(target.key)} in ${list(unused)}`);
  }
  return { removed, kept };
}

/** Every single-column foreign key in the public schema that points at `table`. */
async function foreignKeysTo(tx: NodePgDatabase, table: string): Promise<{ table: string; column: string }[]> {
  const res = await tx.execute<{ table: string; column: string }>(sql`
    select src.relname as table, a.attname as column
    from pg_constraint c
    join pg_class src on src.oid = c.conrelid
    join pg_class dst on dst.oid = c.confrelid
    join pg_namespace n on n.oid = dst.relnamespace
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and n.nspname = 'public' and dst.relname = ${table} and array_length(c.conkey, 1) = 1
    order by 1, 2`);
  return res.rows;
}
