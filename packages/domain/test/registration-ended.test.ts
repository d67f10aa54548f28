import { describe, expect, it } from 'vitest';
import { endedState, hasEnded, isRefundedInFull, paymentState, registrationState } from '../src/registration/ended';

/** How a registration ends (cancelled, refunded in full) and how its payment reads (issue 28, defects 2 and 15). */
describe('ended registrations', () => {
  const at = '2031-05-07T14:00:00Z';
  it.each([
    [{ status: 'confirmation', cancelledAt: null, refundedAt: null }, 'confirmation', false],
    [{ status: 'quiz', cancelledAt: at, refundedAt: null }, 'cancelled', true],
    [{ status: 'confirmation', cancelledAt: null, refundedAt: at }, 'refunded', true],
    // Refunded after a cancellation: it still reads cancelled.
    [{ status: 'confirmation', cancelledAt: at, refundedAt: at }, 'cancelled', true],
  ] as const)('%o reads %s', (r, state, ended) => {
    expect(registrationState(r)).toBe(state);
    expect(hasEnded(r)).toBe(ended);
    expect(endedState(r)).toBe(ended ? state : null);
  });

  it.each([
    [149500, 0, false],
    [149500, 1000, false],
    [149500, 149500, true],
    [0, 0, false],
  ])('paid %i, refunded %i: in full %s', (paid, refunded, full) => {
    expect(isRefundedInFull(paid, refunded)).toBe(full);
  });

  it.each([
    ['paid', 0, 'paid'],
    ['paid', 1000, 'paid'],
    ['paid', 149500, 'refunded'],
    ['declined', 0, 'declined'],
    ['pending', 0, 'pending'],
  ] as const)('a %s order with %i refunded reads %s', (status, refunded, shown) => {
    expect(paymentState({ status, orderTotalCents: 149500 }, refunded)).toBe(shown);
  });
});
