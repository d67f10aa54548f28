/**
 * PostgreSQL may abort a transaction that lost a conflict: serialization failure (40001) or
 * deadlock (40P01). Both are safe to run again from the start, so the caller's whole transaction
 * function is retried a few times with a short random back-off (house rule 3).
 */
const RETRYABLE = new Set(['40001', '40P01']);

function pgCode(err: unknown): string | undefined {
  // drizzle wraps driver errors; the PostgreSQL code is on the error or on its cause.
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

export function isRetryable(err: unknown): boolean {
  const code = pgCode(err);
  return code !== undefined && RETRYABLE.has(code);
}

export async function retryTransaction<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= attempts || !isRetryable(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * attempt));
    }
  }
}
