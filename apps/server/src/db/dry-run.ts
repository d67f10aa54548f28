import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

class DryRunRollback extends Error {}

/**
 * Runs `work` in a transaction that is always rolled back: the same code path as a real run (same
 * checks, same answers), and nothing written. Operations commands use it for `--dry-run`.
 */
export async function withoutWriting<T>(db: NodePgDatabase, work: (tx: NodePgDatabase) => Promise<T>): Promise<T> {
  let result: { value: T } | undefined;
  try {
    await db.transaction(async (tx) => {
      result = { value: await work(tx) };
      throw new DryRunRollback();
    });
  } catch (err) {
    if (!(err instanceof DryRunRollback)) throw err;
  }
  return result!.value;
}
