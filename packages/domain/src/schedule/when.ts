import { formatDate, formatTime } from '../locale/format';
import type { Locale } from '../locale/locales';

/**
 * A session's date and hours in its venue's time zone: "May 7 – 8, 2027" and
 * "9:00 AM – 3:00 PM MDT" (a multi-day session runs the same hours each day).
 */
export function formatSessionWhen(
  s: { startsAt: Date | string; endsAt: Date | string | null; days: number; timeZone: string },
  locale: Locale,
): { date: string; time: string } {
  const start = new Date(s.startsAt);
  const end = s.endsAt ? new Date(s.endsAt) : null;
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: s.timeZone });
  const date = s.days > 1 && end ? dateFormat.formatRange(start, end) : formatDate(start, locale, s.timeZone);
  if (!end) return { date, time: formatTime(start, locale, s.timeZone) };
  const startTime = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: s.timeZone }).format(start);
  return { date, time: `${startTime} – ${formatTime(end, locale, s.timeZone)}` };
}
