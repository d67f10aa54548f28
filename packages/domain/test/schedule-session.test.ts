import { describe, expect, it } from 'vitest';
import { isLiveSession, opensForRegistration, registrationClosesAt, sessionLocation } from '../src/schedule/session';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('sessionLocation', () => {
  it.each([
    [{ venue: 'Harbourfront Centre', address: '235 Queens Quay W, Toronto, ON M5J 2G8', city: 'Toronto' }, 'Harbourfront Centre, 235 Queens Quay W, Toronto, ON M5J 2G8'],
    [{ venue: 'Hall A', address: '1 Main St', city: 'Springfield' }, 'Hall A, 1 Main St, Springfield'],
    [{ venue: 'Palais', address: '1001, place Jean-Paul-Riopelle, MONTRÉAL (Québec)', city: 'Montréal' }, 'Palais, 1001, place Jean-Paul-Riopelle, MONTRÉAL (Québec)'],
    [{ venue: null, address: null, city: 'Denver' }, 'Denver'],
    [{ venue: '  ', address: null, city: null }, ''],
  ])('%o -> %s', (place, expected) => {
    expect(sessionLocation(place)).toBe(expected);
  });
});

describe('opensForRegistration and isLiveSession', () => {
  it.each([
    [{ courseType: 'live', startsAt: '2026-11-21T12:00:01Z', endsAt: '2026-11-21T20:00:00Z' }, true, true],
    [{ courseType: 'live', startsAt: '2026-11-21T12:00:00Z', endsAt: '2026-11-21T20:00:00Z' }, false, true],
    [{ courseType: 'live', startsAt: '2026-01-17T14:00:00Z', endsAt: '2026-01-17T22:00:00Z' }, false, true],
    [{ courseType: 'live', startsAt: null, endsAt: null }, true, false],
    [{ courseType: 'on_demand', startsAt: null, endsAt: null }, true, false],
  ])('%o: open %s, live session %s', (course, open, live) => {
    expect(opensForRegistration(course, NOW)).toBe(open);
    expect(isLiveSession(course)).toBe(live);
  });
});

describe('registrationClosesAt', () => {
  it('is the start of a dated live session, and never for the others', () => {
    expect(registrationClosesAt({ courseType: 'live', startsAt: '2026-11-21T12:00:01Z' })).toEqual(new Date('2026-11-21T12:00:01Z'));
    expect(registrationClosesAt({ courseType: 'live', startsAt: null })).toBeNull();
    expect(registrationClosesAt({ courseType: 'on_demand', startsAt: null })).toBeNull();
  });
});
