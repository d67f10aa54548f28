/**
 * Staff enter a session's times as the clock on the wall at the venue (an <input type=
 * "datetime-local"> value, YYYY-MM-DDTHH:mm) in the session's IANA time zone, whatever the zone of
 * their own computer; the API stores instants. These two functions convert between them.
 */
function offsetMinutes(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** '2027-03-13T09:00' in America/Chicago → '2027-03-13T15:00:00.000Z'; null for an empty or malformed value. */
export function wallTimeToInstant(wall: string | null | undefined, zone: string): string | null {
  const m = wall ? WALL_TIME.exec(wall) : null;
  if (!m) return null;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  // The zone's offset at the guessed instant, corrected once for a change of offset in between (DST).
  const first = asUtc - offsetMinutes(asUtc, zone) * 60_000;
  const second = asUtc - offsetMinutes(first, zone) * 60_000;
  return new Date(second).toISOString();
}

/** The inverse: an instant shown as the venue's wall-clock time, for the form's inputs. */
export function instantToWallTime(instant: string | null | undefined, zone: string): string {
  if (!instant) return '';
  const at = new Date(instant).getTime();
  if (Number.isNaN(at)) return '';
  return new Date(at + offsetMinutes(at, zone) * 60_000).toISOString().slice(0, 16);
}
