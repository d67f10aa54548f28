import { dateFormat, formatDate, formatTime } from '../locale/format';
import { languageOf, type Locale } from '../locale/locales';

/**
 * A session's date and hours in its venue's time zone: "May 7 – 8, 2027" and
 * "9:00 AM – 3:00 PM MDT" (a multi-day session runs the same hours each day).
 */
type Session = { startsAt: Date | string; endsAt: Date | string | null; days: number; timeZone: string };

/** Formatting dates is the schedule's main cost per request; the same session reads the same way. */
const memo = new Map<string, { date: string; time: string }>();
const MEMO_LIMIT = 5000;

export function formatSessionWhen(s: Session, locale: Locale): { date: string; time: string } {
  const key = `${locale}|${new Date(s.startsAt).getTime()}|${s.endsAt ? new Date(s.endsAt).getTime() : ''}|${s.days}|${s.timeZone}`;
  const known = memo.get(key);
  if (known) return known;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  const when = computeWhen(s, locale);
  memo.set(key, when);
  return when;
}

function computeWhen(s: Session, locale: Locale): { date: string; time: string } {
  const start = new Date(s.startsAt);
  const end = s.endsAt ? new Date(s.endsAt) : null;
  const date = s.days > 1 && end ? dateFormat(locale, { dateStyle: 'long', timeZone: s.timeZone }).formatRange(start, end) : formatDate(start, locale, s.timeZone);
  if (!end) return { date, time: formatTime(start, locale, s.timeZone) };
  const startTime = dateFormat(locale, { timeStyle: 'short', timeZone: s.timeZone }).format(start);
  return { date, time: `${startTime} – ${formatTime(end, locale, s.timeZone)}` };
}

/**
 * How an e-mail names a session: its title in the reader's language and, for a live session, its
 * date and hours ("Clear-Aligner Fundamentals, May 7, 2027, 9:00 AM – 3:00 PM MDT").
 */
export function sessionLine(
  o: { titleEn: string; titleFr: string; startsAt: Date | string | null; endsAt: Date | string | null; days: number; timeZone: string },
  locale: Locale,
): { title: string; session: string } {
  const title = languageOf(locale) === 'fr' ? o.titleFr : o.titleEn;
  const when = o.startsAt ? formatSessionWhen({ startsAt: o.startsAt, endsAt: o.endsAt, days: o.days, timeZone: o.timeZone }, locale) : null;
  return { title, session: [title, when?.date, when?.time].filter(Boolean).join(', ') };
}
