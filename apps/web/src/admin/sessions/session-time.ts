import { i18next } from '../../lib/i18n';

/** A session's start as its venue's clock shows it, with the zone's short name (Mar 13, 2027, 9:00 AM CST). */
export function formatInZone(instant: string, timeZone: string): string {
  // dateStyle/timeStyle cannot be combined with timeZoneName, so the fields are named one by one.
  return new Intl.DateTimeFormat(i18next.language, { timeZone, year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(
    new Date(instant),
  );
}
