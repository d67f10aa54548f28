import { describe, expect, it } from 'vitest';
import {
  AGD_NUMBER_MSG,
  agdNumberOf,
  agdRoster,
  deliveryMethodOf,
  rosterDue,
  type RosterAttendee,
  type RosterCourse,
} from '../src/ce-records/agd-roster';
import { registrationSchema } from '../src/registration/schema';

const person = (over: Partial<RosterAttendee>): RosterAttendee => ({
  registrationId: 'r1', sessionId: 'live-1', firstName: 'Maya', lastName: 'Chen', email: 'maya@example.com',
  information: { agdNumber: '123456' }, attendedAt: new Date('2027-06-05T13:30:00Z'), ...over,
});

const live: RosterCourse = {
  id: 'live-1', courseType: 'live', title: 'Clear aligner fundamentals', ceHours: 7, agdSubjectCode: '370', deliveryMethod: null,
  presenter: 'Dr. Ana Ruiz', location: 'Hotel Omni, Boston, MA', startsAt: new Date('2027-06-05T13:00:00Z'), timeZone: 'America/New_York',
};
const onDemand: RosterCourse = { ...live, id: 'od', courseType: 'on_demand', startsAt: null, location: 'Online', ceHours: 7 };

describe('AGD numbers', () => {
  it('reads six digits, tidying spaces around them', () => {
    expect(agdNumberOf({ agdNumber: '123456' })).toEqual({ state: 'ok', agdNumber: '123456' });
    expect(agdNumberOf({ agdNumber: '  123456 ' })).toEqual({ state: 'ok', agdNumber: '123456' });
  });

  it.each([['12345'], ['1234567'], ['12 3456'], ['AGD123'], ['１２３４５６']])('reads %s as malformed, without failing', (value) => {
    expect(agdNumberOf({ agdNumber: value })).toEqual({ state: 'malformed' });
  });

  it('reads whatever an old row holds without failing', () => {
    for (const info of [null, undefined, 42, 'text', {}, { agdNumber: 123456 }, { agdNumber: null }, { agdNumber: '' }]) {
      expect(agdNumberOf(info)).toEqual({ state: 'missing' });
    }
  });

  const schema = registrationSchema({ variant: 'standard', courseType: 'live', modality: 'in_person', locale: 'en' });
  const agdIssue = (agdNumber?: string) => {
    const result = schema.safeParse({ agdNumber });
    return result.success ? undefined : result.error.issues.find((i) => i.path[0] === 'agdNumber');
  };

  it('is checked at registration, and stays optional', () => {
    expect(agdIssue('12345')?.message).toBe(AGD_NUMBER_MSG);
    expect(agdIssue('12-3456')?.message).toBe(AGD_NUMBER_MSG);
    expect(agdIssue(' 123456 ')).toBeUndefined();
    expect(agdIssue('')).toBeUndefined();
    expect(agdIssue(undefined)).toBeUndefined();
  });
});

describe('delivery method', () => {
  it('defaults to lecture live and self-instruction on demand; staff may set it', () => {
    expect(deliveryMethodOf({ courseType: 'live' })).toBe('lecture');
    expect(deliveryMethodOf({ courseType: 'on_demand', deliveryMethod: null })).toBe('self_instruction');
    expect(deliveryMethodOf({ courseType: 'live', deliveryMethod: 'participation' })).toBe('participation');
  });
});

describe('roster rows', () => {
  it("prints AGD's columns for an attendee with a well-formed number", () => {
    const { rows, toAsk } = agdRoster(live, '', [person({})]);
    expect(rows).toEqual([['123456', '06/05/2027', 'Clear aligner fundamentals', '7', '370', 'Lecture', 'Dr. Ana Ruiz', 'Hotel Omni, Boston, MA']]);
    expect(toAsk).toEqual([]);
  });

  it('lists the attendees with a missing or malformed number to ask, and leaves out those who did not attend', () => {
    const { rows, toAsk } = agdRoster(live, '', [
      person({ registrationId: 'a', information: {} }),
      person({ registrationId: 'b', email: 'b@example.com', information: { agdNumber: '99' } }),
      person({ registrationId: 'c', attendedAt: null }),
      person({ registrationId: 'd', information: { agdNumber: '654321' } }),
    ]);
    expect(rows.map((r) => r[0])).toEqual(['654321']);
    expect(toAsk).toEqual([
      { registrationId: 'a', name: 'Maya Chen', email: 'maya@example.com', problem: 'missing' },
      { registrationId: 'b', name: 'Maya Chen', email: 'b@example.com', problem: 'malformed' },
    ]);
  });

  it('counts a moved registration once, at the session it is on now', () => {
    // Attendance is one record per registration; after a move the registration's session is the new one.
    const moved = person({ registrationId: 'moved', sessionId: 'live-2' });
    expect(agdRoster(live, '', [moved]).rows).toEqual([]);
    const atNew = agdRoster({ ...live, id: 'live-2' }, '', [moved, moved]);
    expect(atNew.rows).toHaveLength(1);
  });

  it('reports the on-demand course by completion date, one roster per month of completion', () => {
    const march = person({ registrationId: 'm', sessionId: 'od', attendedAt: new Date('2027-03-31T23:30:00Z') });
    const april = person({ registrationId: 'a', sessionId: 'od', attendedAt: new Date('2027-04-02T12:00:00Z'), information: { agdNumber: '222222' } });
    const { rows } = agdRoster(onDemand, '2027-03', [march, april]);
    expect(rows).toEqual([['123456', '03/31/2027', 'Clear aligner fundamentals', '7', '370', 'Self-Instruction', 'Dr. Ana Ruiz', 'Online']]);
    expect(agdRoster(onDemand, '2027-04', [march, april]).rows.map((r) => [r[0], r[1]])).toEqual([['222222', '04/02/2027']]);
  });
});

describe('when a roster is due', () => {
  it('30 days after a live session ends, overdue after', () => {
    const endsAt = new Date('2027-06-05T21:00:00Z');
    expect(rosterDue({ courseType: 'live', endsAt }, '', new Date('2027-06-04T00:00:00Z'))!.ended).toBe(false);
    expect(rosterDue({ courseType: 'live', endsAt }, '', new Date('2027-06-06T21:00:00Z'))).toMatchObject({ ended: true, daysLeft: 29 });
    expect(rosterDue({ courseType: 'live', endsAt }, '', new Date('2027-07-10T21:00:00Z'))!.daysLeft).toBe(-5);
  });

  it('30 days after the month of completion for the on-demand course', () => {
    const due = rosterDue({ courseType: 'on_demand', endsAt: null }, '2027-12', new Date('2028-01-01T00:00:00Z'))!;
    expect(due.dueAt.toISOString()).toBe('2028-01-31T00:00:00.000Z');
    expect(due).toMatchObject({ ended: true, daysLeft: 30 });
    expect(rosterDue({ courseType: 'on_demand', endsAt: null }, '2027-12', new Date('2027-12-15T00:00:00Z'))!.ended).toBe(false);
  });
});
