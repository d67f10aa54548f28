import { describe, expect, it } from 'vitest';
import {
  CHECK_IN_OPENS_MINUTES,
  checkInOpen,
  CheckInScanSchema,
  CheckInSearchSchema,
  scanOutcome,
  ticketsFor,
  voidReasonOf,
  type ScannedTicket,
} from '../src/check-in/rules';

const T0 = new Date('2026-11-27T14:00:00Z');
const reg = (more: Partial<ScannedTicket['registration']> = {}) => ({ offeringId: 'S1', cancelledAt: null, refundedAt: null, ...more });
const ticket = (more: Partial<ScannedTicket> = {}): ScannedTicket => ({ offeringId: 'S1', voidedAt: null, checkedInAt: null, registration: reg(), ...more });

describe('who holds a ticket', () => {
  it.each([['live', true], ['on_demand', false]] as const)('%s: %s', (courseType, expected) => {
    expect(ticketsFor(courseType)).toBe(expected);
  });
});

describe('what voids a ticket', () => {
  it.each([
    ['valid', reg(), null],
    ['cancelled', reg({ cancelledAt: T0 }), 'cancelled'],
    ['refunded in full', reg({ refundedAt: T0 }), 'refunded'],
    ['cancelled and refunded: cancelled', reg({ cancelledAt: T0, refundedAt: T0 }), 'cancelled'],
    ['moved to another session', reg({ offeringId: 'S2' }), 'moved'],
  ] as const)('%s', (_name, registration, expected) => {
    expect(voidReasonOf(registration, 'S1')).toBe(expected);
  });
});

describe('what a scan answers', () => {
  it.each([
    ['no ticket', null, 'unknown'],
    ['a valid ticket, not in yet', ticket(), 'checked_in'],
    ['a valid ticket already in', ticket({ checkedInAt: T0 }), 'already'],
    ['a ticket for another session', ticket({ offeringId: 'S9', registration: reg({ offeringId: 'S9' }) }), 'wrong_session'],
    ['a ticket stamped voided', ticket({ voidedAt: T0 }), 'voided'],
    ['a ticket of a cancelled registration, not stamped', ticket({ registration: reg({ cancelledAt: T0 }) }), 'voided'],
    ['the old ticket of a moved registration, at the old session', ticket({ registration: reg({ offeringId: 'S2' }) }), 'voided'],
    ['a voided ticket for another session: voided first', ticket({ offeringId: 'S9', voidedAt: T0, registration: reg({ offeringId: 'S9' }) }), 'voided'],
    ['a voided ticket already in: voided', ticket({ voidedAt: T0, checkedInAt: T0 }), 'voided'],
  ] as const)('%s: %s', (_name, t, expected) => {
    expect(scanOutcome(t, 'S1')).toBe(expected);
  });
});

describe('when the doors open', () => {
  const minutes = (m: number) => new Date(T0.getTime() + m * 60_000);
  it.each([
    [-CHECK_IN_OPENS_MINUTES - 1, false],
    [-CHECK_IN_OPENS_MINUTES, true],
    [0, true],
    [60 * 24 * 3, true],
  ])('%d minutes from the start: %s', (m, open) => {
    expect(checkInOpen(T0, minutes(m))).toBe(open);
  });
  it('never for a session without a start', () => expect(checkInOpen(null, T0)).toBe(false));
});

describe('request bodies', () => {
  it('trims the scanned text and refuses an oversized one', () => {
    expect(CheckInScanSchema.parse({ token: ' abc\n' })).toEqual({ token: 'abc' });
    expect(CheckInScanSchema.safeParse({ token: 'x'.repeat(201) }).success).toBe(false);
    expect(CheckInScanSchema.safeParse({ token: 42 }).success).toBe(false);
    expect(CheckInSearchSchema.parse({})).toEqual({ q: '' });
  });
});
