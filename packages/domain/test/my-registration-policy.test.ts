import { describe, expect, it } from 'vitest';
import { canChange, cancellationTerms, changesUntil, DEFAULT_POLICY, isValidPolicy } from '../src/my-registration/policy';

const live = { courseType: 'live', startsAt: new Date('2027-03-13T14:00:00Z') };
const onDemand = { courseType: 'on_demand', startsAt: null };
const paid = { cents: 129_900, at: new Date('2027-01-10T12:00:00Z') };
const hoursBefore = (h: number) => new Date(live.startsAt.getTime() - h * 3600_000);

describe('cancelling from the registrant\'s page', () => {
  it('refunds in full until the cut-off before the session, and says until when', () => {
    expect(cancellationTerms(DEFAULT_POLICY, live, paid, hoursBefore(7 * 24 + 1))).toEqual({ allowed: true, refundCents: 129_900, share: 'full', fullRefundUntil: hoursBefore(7 * 24) });
  });

  it('refunds the policy\'s share after the cut-off (rounded down to the cent)', () => {
    expect(cancellationTerms(DEFAULT_POLICY, live, { ...paid, cents: 129_901 }, hoursBefore(7 * 24))).toEqual({ allowed: true, refundCents: 64_950, share: 'partial', fullRefundUntil: null });
    expect(cancellationTerms({ ...DEFAULT_POLICY, lateRefundPercent: 0 }, live, paid, hoursBefore(1))).toMatchObject({ allowed: true, refundCents: 0, share: 'none' });
  });

  it('is no longer possible once the session has started', () => {
    expect(cancellationTerms(DEFAULT_POLICY, live, paid, live.startsAt)).toEqual({ allowed: false, refundCents: 0, share: 'none', fullRefundUntil: null });
  });

  it('an on-demand course: in full within the days after paying, nothing after', () => {
    const within = new Date(paid.at.getTime() + 13 * 86400_000);
    const after = new Date(paid.at.getTime() + 14 * 86400_000);
    expect(cancellationTerms(DEFAULT_POLICY, onDemand, paid, within)).toMatchObject({ allowed: true, share: 'full', refundCents: 129_900 });
    expect(cancellationTerms(DEFAULT_POLICY, onDemand, paid, after)).toMatchObject({ allowed: true, share: 'none', refundCents: 0 });
  });

  it('a registration not paid here gets nothing back', () => {
    expect(cancellationTerms(DEFAULT_POLICY, onDemand, { cents: 0, at: null }, paid.at)).toMatchObject({ refundCents: 0, share: 'none' });
  });
});

describe('moving and changing the team', () => {
  it('is open until the policy\'s hours before the session, never for an on-demand course', () => {
    expect(changesUntil(DEFAULT_POLICY, live)).toEqual(hoursBefore(48));
    expect(canChange(DEFAULT_POLICY, live, hoursBefore(49))).toBe(true);
    expect(canChange(DEFAULT_POLICY, live, hoursBefore(48))).toBe(false);
    expect(canChange(DEFAULT_POLICY, onDemand, paid.at)).toBe(false);
  });
});

describe('a policy staff set', () => {
  it('takes whole hours and days and a share between 0 and 100', () => {
    expect(isValidPolicy(DEFAULT_POLICY)).toBe(true);
    expect(isValidPolicy({ ...DEFAULT_POLICY, lateRefundPercent: 101 })).toBe(false);
    expect(isValidPolicy({ ...DEFAULT_POLICY, fullRefundHoursBefore: 1.5 })).toBe(false);
    expect(isValidPolicy({ ...DEFAULT_POLICY, changesHoursBefore: -1 })).toBe(false);
  });
});
