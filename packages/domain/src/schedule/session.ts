import { isUpcoming } from './schedule';

/**
 * Where an in-person session takes place, on one line: venue, street address and city. The
 * seeded addresses usually hold the city already; it is added only when they do not, so it
 * never shows twice.
 */
export function sessionLocation(s: { venue: string | null; address: string | null; city: string | null }): string {
  const parts = [s.venue, s.address].filter((p): p is string => Boolean(p?.trim()));
  const city = s.city?.trim();
  if (city && !parts.some((p) => p.toLocaleLowerCase().includes(city.toLocaleLowerCase()))) parts.push(city);
  return parts.join(', ');
}

/** A live session with its dates: the one kind of course that has a date, hours and a calendar file. */
export function isLiveSession<T extends { courseType: string; startsAt: Date | string | null; endsAt: Date | string | null }>(
  o: T,
): o is T & { startsAt: NonNullable<T['startsAt']>; endsAt: NonNullable<T['endsAt']> } {
  return o.courseType === 'live' && o.startsAt !== null && o.endsAt !== null;
}

/**
 * Whether a course still takes registrations: a dated live session only until it starts (a
 * session under way or over is refused, as the schedule no longer lists it); the on-demand course
 * and a live offering not yet given a date always (neither has started).
 */
export function opensForRegistration(o: { courseType: string; startsAt: Date | string | null }, now: Date): boolean {
  const closes = registrationClosesAt(o);
  return closes === null || isUpcoming(closes, now);
}

/** When a course stops taking registrations by itself (a dated live session, as it starts), or null if it never does. */
export function registrationClosesAt(o: { courseType: string; startsAt: Date | string | null }): Date | null {
  return o.courseType === 'live' && o.startsAt !== null ? new Date(o.startsAt) : null;
}
