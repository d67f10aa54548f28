/**
 * A busy moment is not the person's problem. When the database is too busy the server answers
 * 503 with `Retry-After` (its error handler, apps/server/src/platform/errors.ts): the request's
 * transaction was rolled back, so nothing is half-done and the same request may be sent again.
 * The web's HTTP client (apps/web/src/lib/api-client.ts) then sends it again by itself, for the
 * writes that are known to be safe to repeat, within this bound; past it the person is told.
 *
 * Only that answer is resent: never a 503 without `Retry-After` (a proxy or a stopped instance,
 * which promise nothing), a 500 (the outcome is unknown), a 4xx (the request itself was refused;
 * a 429's Retry-After is the rate limit's, and sending again would only spend it) or anything else.
 */
export const RESEND_WHEN_BUSY = {
  /** Attempts in all, the first one included. */
  maxAttempts: 4,
  /** From the first attempt's start: no wait is begun that would end past it. */
  maxTotalMs: 30_000,
} as const;

/**
 * The seconds an answer asks the client to wait before sending the same request again, or null
 * when the answer is not the server's 'busy, send it again'. `Retry-After` is delay-seconds or an
 * HTTP date (RFC 9110, 10.2.3); `now` is for the date form.
 */
export function busyRetryAfterMs(status: number, retryAfter: string | null | undefined, now = Date.now()): number | null {
  if (status !== 503 || retryAfter == null) return null;
  const value = retryAfter.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * How long to wait before sending again after a busy answer, or null to give up: `attempts` made
 * so far (1 after the first), `elapsedMs` since the first began, `waitMs` what the server asked.
 */
export function resendDelayMs(attempts: number, elapsedMs: number, waitMs: number): number | null {
  if (attempts >= RESEND_WHEN_BUSY.maxAttempts) return null;
  if (elapsedMs + waitMs > RESEND_WHEN_BUSY.maxTotalMs) return null;
  return waitMs;
}
