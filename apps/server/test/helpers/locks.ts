import type { TestApp } from './test-app';

/** Sessions of the test's database waiting on a row lock: race tests wait for their claimants to queue. */
export async function waitingOnLocks(t: TestApp): Promise<number> {
  const { rows } = await t.db.pool.query(`select count(*)::int c from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
  return rows[0].c;
}

export async function until(check: () => Promise<boolean>, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}
