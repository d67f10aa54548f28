import { describe, expect, it } from 'vitest';
import { attendanceDecision, certificateDue } from '../src/certificates/attendance-rule';
import { CHECK_IN_OPENS_MINUTES, SCAN_CLOCK_TOLERANCE_MINUTES, scanTimeWithin } from '../src/check-in/rules';

/** Issue 50: attendance only once the doors have opened, a certificate only once the session has started. */
const START = new Date('2026-11-27T14:00:00Z');
const at = (ms: number) => new Date(START.getTime() + ms);
const MIN = 60_000;
const OPENS = -CHECK_IN_OPENS_MINUTES * MIN;
const live = { courseType: 'live' as const, startsAt: START };
const onDemand = { courseType: 'on_demand' as const, startsAt: null };

describe('when attendance may be written (server clock)', () => {
  it.each([
    ['ten days before', -10 * 24 * 60 * MIN, false],
    ['one ms before the doors open', OPENS - 1, false],
    ['exactly when the doors open', OPENS, true],
    ['one ms before the start', -1, true],
    ['at the start', 0, true],
    ['a week after', 7 * 24 * 60 * MIN, true],
  ])('%s: %s', (_, ms, open) => {
    expect(attendanceDecision(live, at(ms)).open).toBe(open);
  });

  it('never for a live session without a start', () => {
    expect(attendanceDecision({ courseType: 'live', startsAt: null }, START)).toEqual({ open: false });
  });

  it('an on-demand completion is recorded and certified at once, as of now', () => {
    expect(attendanceDecision(onDemand, START, new Date(0))).toEqual({ open: true, markedAt: START, certify: true });
  });
});

describe('a certificate only for a session that has started', () => {
  it.each([
    [OPENS, false],
    [-1, false],
    [0, true],
    [60 * MIN, true],
  ])('%d ms from the start: %s', (ms, due) => {
    expect(certificateDue(live, at(ms))).toBe(due);
    const decision = attendanceDecision(live, at(ms));
    expect(decision.open && decision.certify).toBe(due);
  });
  it('an on-demand course: always (its completion is the attendance)', () => expect(certificateDue(onDemand, START)).toBe(true));
  it('a live session without a start: never', () => expect(certificateDue({ courseType: 'live', startsAt: null }, START)).toBe(false));
});

describe('what a caller says about the arrival is bounded', () => {
  it.each([
    ['year 1', new Date('0001-01-01T00:00:00Z'), at(OPENS)],
    ['before the doors open', at(OPENS - MIN), at(OPENS)],
    ['an early arrival', at(-30 * MIN), at(-30 * MIN)],
    ['in the future', at(60 * MIN), at(10 * MIN)],
  ])('%s', (_, arrivedAt, markedAt) => {
    expect(attendanceDecision(live, at(10 * MIN), arrivedAt)).toEqual({ open: true, markedAt, certify: true });
  });
  it('defaults to now', () => {
    expect(attendanceDecision(live, at(-MIN))).toEqual({ open: true, markedAt: at(-MIN), certify: false });
  });
});

describe("a phone's scan time (scanTimeWithin)", () => {
  const issued = at(-3 * 24 * 60 * MIN);
  const bounds = { startsAt: START, ticketIssuedAt: issued };
  const now = at(30 * MIN);
  it.each([
    ['year 1', new Date('0001-01-01T00:00:00Z'), null],
    ['2000-01-01', new Date('2000-01-01T00:00:00Z'), null],
    ['beyond the tolerance before the doors open', at(OPENS - SCAN_CLOCK_TOLERANCE_MINUTES * MIN - 1), null],
    ['within the tolerance: moved up to the opening', at(OPENS - SCAN_CLOCK_TOLERANCE_MINUTES * MIN), at(OPENS)],
    ['exactly at the opening', at(OPENS), at(OPENS)],
    ['an ordinary scan', at(10 * MIN), at(10 * MIN)],
    ['a phone ahead of the server: now', at(90 * MIN), now],
  ])('%s', (_, scannedAt, expected) => {
    expect(scanTimeWithin(scannedAt, bounds, now)).toEqual(expected);
  });
  it("never before the ticket's issue (a ticket issued at the door)", () => {
    const atDoor = { startsAt: START, ticketIssuedAt: at(5 * MIN) };
    expect(scanTimeWithin(at(0), atDoor, now)).toEqual(at(5 * MIN));
    expect(scanTimeWithin(at(-MIN), atDoor, now)).toBeNull();
  });
});
