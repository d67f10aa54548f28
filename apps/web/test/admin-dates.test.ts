import { describe, expect, it } from 'vitest';
import { dateText } from '../src/admin/providers/admin-dates';

/**
 * The back office writes dates in its chosen locale whatever the browser's (issue 39, 8b): the
 * same instant in each of the three, at noon UTC so no time zone moves it to another day.
 */
describe('dateText', () => {
  const noon = '2026-11-27T12:00:00Z';

  it.each([
    ['en', 'Nov 27, 2026'],
    ['en-CA', 'Nov 27, 2026'],
    ['fr-CA', '27 nov. 2026'],
  ] as const)('writes a day in %s as %s', (locale, expected) => {
    expect(dateText(noon, locale)).toBe(expected);
  });

  it('writes the short style as each locale does (French Canada: year first)', () => {
    expect(dateText(noon, 'en', { dateStyle: 'short' })).toBe('11/27/26');
    expect(dateText(noon, 'fr-CA', { dateStyle: 'short' })).toBe('2026-11-27');
  });

  it('adds the time when asked, in the locale’s clock', () => {
    expect(dateText(noon, 'en', { time: true })).toMatch(/^Nov 27, 2026, \d{1,2}:00\s[AP]M$/);
    expect(dateText(noon, 'fr-CA', { time: true })).toMatch(/^27 nov\. 2026, \d{2} h 00$/);
  });

  it('writes a dash for no date', () => {
    expect(dateText(null, 'fr-CA')).toBe('—');
    expect(dateText(undefined, 'en')).toBe('—');
  });
});
