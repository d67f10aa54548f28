import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type pg from 'pg';

/**
 * A @fastify/rate-limit store in PostgreSQL, so that every server instance behind the proxy counts
 * against the same limit (an in-memory store would give each instance its own allowance). One
 * statement per counted request: a fixed window per key, reset when it has ended.
 */
const INCREMENT = `
  insert into rate_limit_counters (key, count, reset_at)
  values ($1, 1, now() + $2 * interval '1 millisecond')
  on conflict (key) do update set
    count = case when rate_limit_counters.reset_at <= now() then 1 else rate_limit_counters.count + 1 end,
    reset_at = case when rate_limit_counters.reset_at <= now() then excluded.reset_at else rate_limit_counters.reset_at end
  returning count, greatest(0, ceil(extract(epoch from reset_at - now()) * 1000))::int as ttl`;

/** Ended windows are removed now and then, by whichever instance happens to count. */
const SWEEP = `delete from rate_limit_counters where reset_at < now() - interval '1 minute'`;
const SWEEP_EVERY = 1000;

type Incr = FastifyRateLimitStore['incr'];

export function postgresRateLimitStore(pool: pg.Pool) {
  let counted = 0;
  class PostgresStore implements FastifyRateLimitStore {
    // @fastify/rate-limit constructs the store with its options; the route prefix comes from child().
    constructor(_options?: unknown, private readonly prefix = 'all:') {}

    incr(key: string, callback: Parameters<Incr>[1], timeWindow?: number, _max?: number): void {
      const window = timeWindow ?? 60_000;
      if (++counted % SWEEP_EVERY === 0) pool.query(SWEEP).catch(() => {});
      pool.query<{ count: number; ttl: number }>(INCREMENT, [this.prefix + key, window]).then(
        ({ rows: [row] }) => callback(null, { current: row.count, ttl: row.ttl }),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // At run time the plugin passes the route's merged limit settings, with the route in routeInfo.
      const info = (routeOptions as unknown as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new PostgresStore(undefined, `${[info.method].flat().join(',')} ${info.url ?? ''}:`);
    }
  }
  return PostgresStore;
}
