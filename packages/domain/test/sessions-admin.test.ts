import { describe, expect, it } from 'vitest';
import { capacityAllowed, isIanaTimeZone, nextSessionStatus, sessionAudience, sessionIssues, SESSION_MSG } from '../src/sessions-admin/rules';
import { SessionCreateSchema, SessionPatchSchema } from '../src/sessions-admin/schemas';

describe('session rules (back office)', () => {
  it('never lets capacity go below the seats taken', () => {
    expect(capacityAllowed(3, 3)).toBe(true);
    expect(capacityAllowed(2, 3)).toBe(false);
    expect(capacityAllowed(2.5, 2)).toBe(false);
  });

  it('moves between statuses; a cancelled session is final', () => {
    expect(nextSessionStatus('draft', 'publish')).toEqual({ status: 'published' });
    expect(nextSessionStatus('published', 'unpublish')).toEqual({ status: 'draft' });
    expect(nextSessionStatus('published', 'publish')).toEqual({ status: 'published' });
    expect(nextSessionStatus('draft', 'cancel')).toEqual({ status: 'cancelled' });
    expect(nextSessionStatus('cancelled', 'cancel')).toEqual({ refused: SESSION_MSG.alreadyCancelled });
    expect(nextSessionStatus('cancelled', 'publish')).toEqual({ refused: SESSION_MSG.cancelled });
  });

  it.each([
    ['America/Toronto', true],
    ['Europe/Paris', true],
    ['UTC', true],
    ['America/Argentina/Buenos_Aires', true],
    ['Mars/Olympus', false],
    ['+05:00', false],
    ['EST5EDT ', false],
    ['', false],
  ])('time zone %j is valid: %s', (zone, valid) => expect(isIanaTimeZone(zone)).toBe(valid));

  it('reads who can attend from the variant unless staff set it', () => {
    expect(sessionAudience({ audience: null, variant: 'pediatric' })).toBe('pediatric');
    expect(sessionAudience({ audience: null, variant: 'standard' })).toBe('gp_ortho');
    expect(sessionAudience({ audience: 'pediatric', variant: 'standard' })).toBe('pediatric');
  });

  it('checks the fields together', () => {
    const base = { courseType: 'live', modality: 'virtual', startsAt: '2030-01-01T10:00:00Z', endsAt: '2030-01-01T09:00:00Z', meetingUrl: 'https://x.example.com', seatsCapacity: 2, teamSeatAmount: 3 } as const;
    expect(sessionIssues(base)).toEqual([
      { path: 'endsAt', key: SESSION_MSG.endsBeforeStarts },
      { path: 'teamSeatAmount', key: SESSION_MSG.teamSeatsAboveCapacity },
    ]);
    expect(sessionIssues({ ...base, modality: 'in_person', endsAt: '2030-01-01T17:00:00Z', teamSeatAmount: 0 }).map((i) => i.path)).toEqual(['venue', 'city', 'country']);
    expect(sessionIssues({ courseType: 'on_demand', modality: 'virtual', seatsCapacity: 10, teamSeatAmount: 2 })).toEqual([]);
  });

  it('a change leaves out what it does not send (no defaults), a new session gets them', () => {
    expect(SessionPatchSchema.parse({ seatsCapacity: 4 })).toEqual({ seatsCapacity: 4 });
    const created = SessionCreateSchema.parse({
      kind: 'fundamentals', courseType: 'on_demand', variant: 'standard', modality: 'virtual', titleEn: 'A', titleFr: 'B', language: 'en',
      timeZone: 'America/New_York', seatsCapacity: 10, feeUsdCents: 0, feeCadCents: 0, venue: '', ceHours: 7.5,
    });
    expect(created).toMatchObject({ status: 'draft', presenter: '', days: 1, teamSeatAmount: 0, venue: null, ceHours: 7.5 });
    expect(SessionPatchSchema.safeParse({ ceHours: 7.25 }).success).toBe(false);
  });
});
