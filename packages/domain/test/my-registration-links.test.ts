import { describe, expect, it } from 'vitest';
import { LINK_DAYS_AFTER_SESSION, linkExpiresAt, myRegistrationUrl, ON_DEMAND_LINK_DAYS } from '../src/my-registration/links';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-28T12:00:00Z');

describe('a My registration link', () => {
  it('works until a set time after a live session ends', () => {
    const endsAt = new Date('2027-03-13T22:00:00Z');
    expect(linkExpiresAt({ endsAt }, now).getTime()).toBe(endsAt.getTime() + LINK_DAYS_AFTER_SESSION * DAY);
  });

  it('asked for long after the session, still works that long from now', () => {
    expect(linkExpiresAt({ endsAt: '2024-01-10T22:00:00Z' }, now).getTime()).toBe(now.getTime() + LINK_DAYS_AFTER_SESSION * DAY);
  });

  it('for an on-demand course, works a year from when it was made', () => {
    expect(linkExpiresAt({ endsAt: null }, now).getTime()).toBe(now.getTime() + ON_DEMAND_LINK_DAYS * DAY);
  });

  it('opens the page in the registration locale', () => {
    expect(myRegistrationUrl('https://portal.example', 'abc', 'fr-CA')).toBe('https://portal.example/my-registration?token=abc&locale=fr-CA');
    expect(myRegistrationUrl('https://portal.example', 'abc', 'en')).toBe('https://portal.example/my-registration?token=abc');
  });
});
