import { describe, expect, it } from 'vitest';
import { busyRetryAfterMs, RESEND_WHEN_BUSY, resendDelayMs } from '../src/http/resend-when-busy';

describe("which answers mean 'busy, send it again' (busyRetryAfterMs)", () => {
  const now = Date.parse('2026-03-02T15:00:00Z');
  it.each([
    [503, '2', 2000],
    [503, ' 1 ', 1000],
    [503, '0', 0],
    [503, 'Mon, 02 Mar 2026 15:00:05 GMT', 5000],
    [503, 'Mon, 02 Mar 2026 14:59:00 GMT', 0],
    // Not the server's busy answer: no promise that nothing was done, or the request itself refused.
    [503, null, null],
    [503, undefined, null],
    [503, '', null],
    [503, 'soon', null],
    [503, '-1', null],
    [503, '1.5', null],
    [500, '2', null],
    [502, '2', null],
    [504, '2', null],
    [429, '2', null],
    [400, '2', null],
    [409, '2', null],
    [200, '2', null],
  ])('%i with Retry-After %j -> %j ms', (status, retryAfter, expected) => {
    expect(busyRetryAfterMs(status, retryAfter, now)).toBe(expected);
  });
});

describe('the bound (resendDelayMs)', () => {
  it('is 4 attempts or 30 s in all', () => {
    expect(RESEND_WHEN_BUSY).toEqual({ maxAttempts: 4, maxTotalMs: 30_000 });
  });

  it.each([
    [1, 0, 2000, 2000],
    [3, 10_000, 2000, 2000],
    [4, 6000, 2000, null],
    [1, 0, 30_000, 30_000],
    [1, 0, 30_001, null],
    [2, 28_500, 1000, 1000],
    [2, 29_500, 1000, null],
  ])('after %i attempts and %i ms, a wait of %i ms -> %j', (attempts, elapsed, wait, expected) => {
    expect(resendDelayMs(attempts, elapsed, wait)).toBe(expected);
  });
});
