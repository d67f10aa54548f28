import { AsyncLocalStorage } from 'node:async_hooks';
import { NodePgSession } from 'drizzle-orm/node-postgres/session';
import type pg from 'pg';

/**
 * Records every request for a connection of a watched pool made from inside a transaction on that
 * same pool: the pattern that wedged an instance under a burst of payments (issue 28), since past
 * the pool's size every connection is held by a transaction waiting for another. Drizzle's
 * transactions run their callback inside an async context that names their pool; the watched
 * pools' `connect` looks for it. `stop` restores both.
 */
export function watchSecondConnections(pools: pg.Pool[]): { violations: string[]; stop(): void } {
  const inside = new AsyncLocalStorage<unknown>();
  const violations: string[] = [];
  const proto = NodePgSession.prototype as unknown as { transaction: (this: { client: unknown }, cb: (tx: unknown) => unknown, config?: unknown) => Promise<unknown> };
  const original = proto.transaction;
  proto.transaction = function (cb, config) {
    const pool = this.client;
    return original.call(this, (tx) => inside.run(pool, () => cb(tx)), config);
  };
  const restores = pools.map((pool) => {
    const connect = pool.connect;
    pool.connect = function (this: pg.Pool, ...args: unknown[]) {
      if (inside.getStore() === pool) violations.push(new Error('a second connection while holding one').stack ?? '');
      return (connect as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof pool.connect;
    return () => {
      pool.connect = connect;
    };
  });
  return {
    violations,
    stop: () => {
      proto.transaction = original;
      restores.forEach((restore) => restore());
    },
  };
}
