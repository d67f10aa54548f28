import { EmbeddedStartError } from './db/embedded';

/**
 * One or two lines for a failed start: what happened and what to do. Known causes carry their
 * own message; anything else is named by its message (never 'undefined', never a stack).
 */
export function startFailure(err: unknown): string {
  if (err instanceof EmbeddedStartError) return `The portal could not start. ${err.message}`;
  const e = err as NodeJS.ErrnoException | undefined;
  if (e?.code === 'ECONNREFUSED' || e?.code === 'ENOTFOUND') {
    return `The portal could not start: the database at DATABASE_URL cannot be reached (${e.code}). Check that PostgreSQL runs and DATABASE_URL is right.`;
  }
  if (e?.code === '28P01') return 'The portal could not start: the database refused the user name or password in DATABASE_URL.';
  const what = err instanceof Error ? err.message || err.name : String(err ?? 'an unknown error');
  return `The portal could not start: ${what}. Run with LOG_LEVEL=debug for details, or ask for help with this message.`;
}

/** Rejects when `work` takes longer than `ms` (a stop step that hangs must not hang the stop). */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what} did not finish within ${ms / 1000} s`)), ms);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
