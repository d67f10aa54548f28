import { describe, expect, it } from 'vitest';
import { MAX_TEAM_MEMBERS } from '../src/registration/schema';
import { DEFAULT_POLICY } from '../src/my-registration/policy';
import { maxTeamMembersOf, registrantActions, type RegistrantActionsInput } from '../src/my-registration/registrant-actions';

const startsAt = new Date('2027-03-13T14:00:00Z');
const hoursBefore = (h: number) => new Date(startsAt.getTime() - h * 3600_000);
const base: RegistrantActionsInput = {
  policy: DEFAULT_POLICY,
  session: { courseType: 'live', startsAt, teamSeatAmount: 3, seatsLeft: 10 },
  ended: false,
  paid: { totalCents: 100_000, refundedCents: 0, currency: 'USD', at: new Date('2027-01-10T12:00:00Z') },
  teamSize: 1,
  currency: 'USD',
  complete: false,
};

describe('what the registrant may do', () => {
  it('before every cut-off: cancel in full, move, change the team up to the team seats', () => {
    expect(registrantActions(base, hoursBefore(10 * 24))).toEqual({
      cancel: { allowed: true, refundCents: 100_000, currency: 'USD', share: 'full', fullRefundUntil: hoursBefore(7 * 24).toISOString(), lateRefundPercent: 50 },
      changesUntil: hoursBefore(48).toISOString(),
      canMove: true,
      canChangeTeam: true,
      maxTeamMembers: 3,
    });
  });

  it('gives back the share of what is left after a staff refund, and closes changes at their cut-off', () => {
    const a = registrantActions({ ...base, paid: { ...base.paid!, refundedCents: 20_000 } }, hoursBefore(24));
    expect(a.cancel).toMatchObject({ allowed: true, refundCents: 40_000, share: 'partial', fullRefundUntil: null });
    expect(a).toMatchObject({ canMove: false, canChangeTeam: false, maxTeamMembers: 1 });
  });

  it('offers nothing once the session has started, or the registration has ended', () => {
    expect(registrantActions(base, startsAt).cancel).toMatchObject({ allowed: false, refundCents: 0 });
    expect(registrantActions({ ...base, ended: true }, hoursBefore(10 * 24))).toMatchObject({ cancel: null, canMove: false, canChangeTeam: false, maxTeamMembers: 1 });
  });

  it('before paying: cancelling frees the seats and gives nothing back, until the session starts; a live registration may move', () => {
    const unpaid = { ...base, paid: null, currency: 'CAD' };
    expect(registrantActions(unpaid, hoursBefore(10 * 24))).toMatchObject({
      cancel: { allowed: true, refundCents: 0, currency: 'CAD', share: 'unpaid', fullRefundUntil: null },
      canMove: true,
      canChangeTeam: true,
    });
    expect(registrantActions(unpaid, hoursBefore(1)).cancel).toMatchObject({ allowed: true, share: 'unpaid' });
    expect(registrantActions(unpaid, startsAt).cancel).toMatchObject({ allowed: false, share: 'unpaid' });
    const onDemand = { ...unpaid, session: { ...base.session, courseType: 'on_demand', startsAt: null } };
    expect(registrantActions(onDemand, startsAt).cancel).toMatchObject({ allowed: true, share: 'unpaid' });
  });

  it('complete with no paid order here (imported, paid elsewhere): nothing to cancel from the page', () => {
    expect(registrantActions({ ...base, paid: null, complete: true }, hoursBefore(10 * 24)).cancel).toBeNull();
    expect(registrantActions({ ...base, complete: true }, hoursBefore(10 * 24)).cancel).toMatchObject({ share: 'full' });
  });

  it('an on-demand course: cancel in full within its days, no session to move to or seats to fill', () => {
    const onDemand = { ...base, session: { ...base.session, courseType: 'on_demand', startsAt: null } };
    expect(registrantActions(onDemand, new Date('2027-01-12T00:00:00Z'))).toEqual({
      cancel: { allowed: true, refundCents: 100_000, currency: 'USD', share: 'full', fullRefundUntil: '2027-01-24T12:00:00.000Z', lateRefundPercent: 0 },
      changesUntil: null,
      canMove: false,
      canChangeTeam: false,
      maxTeamMembers: 1,
    });
  });

  it.each([
    ['the team seats per registration', 1, 3, 10, 3],
    ['the session\'s free seats', 1, 5, 2, 3],
    ['a full session: the team it holds', 2, 5, 0, 2],
    ['fewer team seats than it holds (lowered since)', 4, 2, 10, 4],
    ['the form\'s limit', 0, 50, 100, MAX_TEAM_MEMBERS],
  ])('caps the team by %s', (_what, team, teamSeats, seatsLeft, expected) => {
    expect(maxTeamMembersOf(team, teamSeats, seatsLeft)).toBe(expected);
  });
});
