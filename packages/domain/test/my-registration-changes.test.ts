import { describe, expect, it } from 'vitest';
import { isMoveTarget, type MoveSession } from '../src/my-registration/move';
import { DEFAULT_POLICY } from '../src/my-registration/policy';
import { planTeamChange, teamCapHolds } from '../src/my-registration/team';

const NOW = new Date('2027-03-01T12:00:00Z');
const inHours = (h: number) => new Date(NOW.getTime() + h * 3_600_000);
const here: MoveSession = { id: 'here', kind: 'fundamentals', courseType: 'live', variant: 'standard', status: 'published', startsAt: inHours(240) };

describe('isMoveTarget', () => {
  it.each<[string, Partial<MoveSession>, boolean]>([
    ['another session of the same course and variant', {}, true],
    ['the same session', { id: 'here' }, false],
    ['another course', { kind: 'onboarding' }, false],
    ['another variant', { variant: 'pediatric' }, false],
    ['on demand', { courseType: 'on_demand', startsAt: null }, false],
    ['a draft', { status: 'draft' }, false],
    ['one that has started', { startsAt: inHours(-1) }, false],
    ['one past its changes cut-off (48 h by default)', { startsAt: inHours(47) }, false],
    ['one just before its cut-off', { startsAt: inHours(49) }, true],
  ])('%s: %s', (_what, change, expected) => {
    expect(isMoveTarget(here, { ...here, id: 'there', ...change }, DEFAULT_POLICY, NOW)).toBe(expected);
  });

  it('follows the target\'s own policy', () => {
    expect(isMoveTarget(here, { ...here, id: 'there', startsAt: inHours(100) }, { ...DEFAULT_POLICY, changesHoursBefore: 120 }, NOW)).toBe(false);
  });
});

describe('planTeamChange', () => {
  const current = [{ id: 'a', email: 'ana@example.com' }, { id: 'b', email: 'bo@example.com' }];
  const m = (email: string) => ({ email, firstName: email.split('@')[0] });

  it('keeps members by address whatever the order or case, replaces those gone, adds the rest', () => {
    const plan = planTeamChange(current, [m('new1@example.com'), m('ANA@example.com'), m('new2@example.com')])!;
    expect(plan.kept.map((k) => k.id)).toEqual(['a']);
    expect(plan.replaced).toEqual([{ id: 'b', member: m('new1@example.com') }]);
    expect(plan.added).toEqual([m('new2@example.com')]);
  });

  it('changes nothing for the same team', () => {
    expect(planTeamChange(current, [m('bo@example.com'), m('ana@example.com')])).toEqual({ kept: [{ id: 'b', member: m('bo@example.com') }, { id: 'a', member: m('ana@example.com') }], replaced: [], added: [] });
  });

  it('replaces everyone, in order', () => {
    expect(planTeamChange(current, [m('x@example.com'), m('y@example.com')])!.replaced.map((r) => [r.id, r.member.email])).toEqual([['a', 'x@example.com'], ['b', 'y@example.com']]);
  });

  it('refuses a shorter team (removing is not offered)', () => {
    expect(planTeamChange(current, [m('ana@example.com')])).toBeNull();
    expect(planTeamChange([], [])).toEqual({ kept: [], replaced: [], added: [] });
  });
});

describe('teamCapHolds', () => {
  it.each([
    [0, 3, 3, true],
    [0, 4, 3, false],
    [2, 2, 1, true],
    [2, 3, 1, false],
  ])('%i members now, %i sent, %i team seats per registration: %s', (now, sent, cap, expected) => {
    expect(teamCapHolds(now, sent, cap)).toBe(expected);
  });
});
