import { describe, expect, it } from 'vitest';
import { instantToWallTime, wallTimeToInstant } from '../src/sessions-admin/zoned-time';

describe('session times entered at the venue', () => {
  it('turns the wall-clock time of the venue into the instant, in and out of daylight saving time', () => {
    expect(wallTimeToInstant('2027-03-13T09:00', 'America/Chicago')).toBe('2027-03-13T15:00:00.000Z'); // CST, the day before DST
    expect(wallTimeToInstant('2027-03-15T09:00', 'America/Chicago')).toBe('2027-03-15T14:00:00.000Z'); // CDT
    expect(wallTimeToInstant('2027-06-05T09:30', 'America/St_Johns')).toBe('2027-06-05T12:00:00.000Z'); // -02:30
    expect(wallTimeToInstant('2027-06-05T09:00', 'America/Puerto_Rico')).toBe('2027-06-05T13:00:00.000Z');
  });

  it('shows an instant as the venue’s wall-clock time, whatever the computer’s zone', () => {
    expect(instantToWallTime('2027-03-13T15:00:00.000Z', 'America/Chicago')).toBe('2027-03-13T09:00');
    expect(instantToWallTime('2027-11-07T06:30:00.000Z', 'America/Toronto')).toBe('2027-11-07T01:30');
    for (const wall of ['2027-01-02T08:15', '2027-07-20T18:45', '2027-12-31T23:59']) {
      for (const zone of ['America/Vancouver', 'America/Montreal', 'America/Halifax', 'Pacific/Honolulu']) {
        expect(instantToWallTime(wallTimeToInstant(wall, zone), zone)).toBe(wall);
      }
    }
  });

  it('answers null or empty for missing or malformed values', () => {
    expect(wallTimeToInstant('', 'America/Chicago')).toBeNull();
    expect(wallTimeToInstant('2027-03-13 09:00', 'America/Chicago')).toBeNull();
    expect(instantToWallTime(null, 'America/Chicago')).toBe('');
    expect(instantToWallTime('not a date', 'America/Chicago')).toBe('');
  });
});
