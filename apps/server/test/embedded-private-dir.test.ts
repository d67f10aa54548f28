import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { platformBinaries, postgresUser, reachableBinaries, RELOCATED_ROOT } from '../src/db/embedded-access';

/**
 * Started as root from a private folder (mode 700, like a clone under /root): the postgres user
 * cannot pass through it, so the data and, when needed, the binaries are placed where it can.
 */
const root = process.getuid?.() === 0;
const cleanup: string[] = [];
afterAll(() => {
  for (const p of cleanup) rmSync(p, { recursive: true, force: true });
});

function privateFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-private-'));
  chmodSync(dir, 0o700);
  cleanup.push(dir);
  return dir;
}

async function query(url: string, sql: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql)).rows;
  } finally {
    await c.end();
  }
}

describe.runIf(root)('as root, from a folder of mode 700', { timeout: 90_000 }, () => {
  it('starts the database, keeps its data across starts, and says where it is', async () => {
    const dir = join(privateFolder(), 'data', 'postgres');
    const lines: string[] = [];
    const first = await startEmbeddedPostgres(dir, (m) => lines.push(m));
    cleanup.push(dirname(first.dataDir));
    expect(first.dataDir.startsWith(RELOCATED_ROOT)).toBe(true);
    expect(lines.join('\n')).toContain(`the database keeps its files in ${first.dataDir}`);
    await query(first.url('postgres'), 'create table kept (v text); insert into kept values (\'still here\')');
    await first.stop();

    const second = await startEmbeddedPostgres(dir);
    expect(second.dataDir).toBe(first.dataDir);
    expect(await query(second.url('postgres'), 'select v from kept')).toEqual([{ v: 'still here' }]);
    await second.stop();

    // Deleting the data folder (as `rm -rf data/…` does) starts afresh, as it would in place.
    rmSync(dirname(dir), { recursive: true, force: true });
    const third = await startEmbeddedPostgres(dir);
    expect(await query(third.url('postgres'), "select count(*)::int as n from pg_tables where tablename = 'kept'")).toEqual([{ n: 0 }]);
    await third.stop();
  });

  it('copies the binaries where the postgres user can run them when node_modules is out of its reach', async () => {
    const user = postgresUser()!;
    const real = await platformBinaries();
    const hidden = join(privateFolder(), 'native');
    cpSync(dirname(dirname(real.postgres)), hidden, { recursive: true, verbatimSymlinks: true });
    const version = `test-${process.pid}`;
    const inside = { initdb: join(hidden, 'bin', 'initdb'), postgres: join(hidden, 'bin', 'postgres'), version };

    // Control: from inside the private folder, the postgres user cannot even start the binary.
    const refused = spawnSync(inside.postgres, ['--version'], { uid: user.uid, gid: user.gid });
    expect((refused.error as NodeJS.ErrnoException | undefined)?.code).toBe('EACCES');

    const usable = reachableBinaries(inside, user);
    cleanup.push(join(RELOCATED_ROOT, `postgres-${version}`));
    expect(usable.postgres).toBe(join(RELOCATED_ROOT, `postgres-${version}`, 'bin', 'postgres'));
    const ran = spawnSync(usable.postgres, ['--version'], { uid: user.uid, gid: user.gid, encoding: 'utf8' });
    expect(ran.stdout).toMatch(/postgres \(PostgreSQL\) \d+/);
    expect(existsSync(join(RELOCATED_ROOT, `postgres-${version}`, 'lib'))).toBe(true);
  });
});
