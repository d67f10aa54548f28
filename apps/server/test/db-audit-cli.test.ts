import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The command operators run nightly (`npm run db:audit`): its report and its exit codes. db-audit.test.ts plants each breach. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const databaseUrl = () => (t.db.pool as unknown as { options: { connectionString: string } }).options.connectionString;
const audit = (args: string[], url = databaseUrl()) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/features/db-audit/db-audit-cli.ts', ...args], { env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, stdout: err.stdout, stderr: err.stderr }),
  );

// Each run starts a Node process with the TypeScript loader: slow on a busy machine.
describe('npm run db:audit', { timeout: 120_000 }, () => {
  it('says clean and exits 0 on a clean database, in text and in JSON', async () => {
    const text = await audit([]);
    expect(text.stdout).toMatch(/^Database audit at .*: clean \(6 invariants hold\)\.\nok {6}seats-within-capacity\n/);
    expect(text.code).toBe(0);
    const json = await audit(['--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ clean: true, invariants: expect.arrayContaining([{ name: 'money-follows-seat', statement: expect.any(String), action: expect.any(String), breaches: [] }]) });
    expect(json.code).toBe(0);
  });

  it('prints a breach with its statement, what to do and its rows, and exits 1', async () => {
    // A counter of a series that issued nothing: numbers 1 and 2 are missing.
    await t.db.pool.query(`insert into receipt_counters (series, last_value) values ('R-1999', 2)`);
    try {
      const r = await audit([]);
      expect(r.code).toBe(1);
      expect(r.stdout).toContain('1 of 6 invariants broken');
      expect(r.stdout).toContain('BREACH  receipt-series-gap-free: 3 rows');
      expect(r.stdout).toContain('What to do: Do not renumber issued receipts');
      expect(r.stdout).toContain('- what="number missing from the series" series=R-1999 number=- value=2 counter=2 issued=0');
      expect(r.stdout).toContain('- what="series counter differs from its last number" series=R-1999 number=- value=0 counter=2 issued=0');
      const only = await audit(['--only', 'seats-within-capacity', '--json']);
      expect(JSON.parse(only.stdout).invariants.map((i: { name: string }) => i.name)).toEqual(['seats-within-capacity']);
      expect(only.code).toBe(0);
    } finally {
      await t.db.pool.query(`delete from receipt_counters where series = 'R-1999'`);
    }
  });

  it('exits 2 on misuse and 3 when it cannot audit', async () => {
    const misuse = await audit(['--only', 'no-such-promise']);
    expect(misuse.stderr).toContain('Unknown invariant: no-such-promise');
    expect(misuse.code).toBe(2);
    const url = new URL(databaseUrl());
    url.pathname = '/no_such_database';
    const unreachable = await audit([], url.toString());
    expect(unreachable.stderr).toContain('The database audit could not run');
    expect(unreachable.code).toBe(3);
  });
});
