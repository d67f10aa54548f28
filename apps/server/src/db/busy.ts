/**
 * Errors that mean 'the database is too busy for this request right now', answered 503 with the
 * catalog's `errors:busy` (platform/errors.ts) so that the caller retries instead of waiting for
 * ever: no free connection within DATABASE_CONNECTION_TIMEOUT_MS (pg-pool's own errors: none came
 * free, or a new one was not set up in time, as when PostgreSQL is slow to start backends), a statement
 * cancelled by DATABASE_STATEMENT_TIMEOUT_MS, or a session ended by the idle-in-transaction
 * timeout. A transaction that meets one is rolled back, so retrying it is safe.
 */
const BUSY_CODES = new Set([
  '57014', // query_canceled: statement_timeout
  '25P03', // idle_in_transaction_session_timeout
  '55P03', // lock_not_available: lock_timeout
]);

/** pg-pool's errors when no connection came free, or a new one was not connected, within `connectionTimeoutMillis`. */
const POOL_TIMEOUTS = new Set(['timeout exceeded when trying to connect', 'Connection terminated due to connection timeout']);

export function isDatabaseBusy(err: unknown): boolean {
  // Drizzle wraps a failed query's error in its own (`cause`); a transaction's rollback may wrap it again.
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && BUSY_CODES.has(code)) return true;
    if (typeof message === 'string' && POOL_TIMEOUTS.has(message)) return true;
  }
  return false;
}
