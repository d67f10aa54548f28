import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventRepeatingFreq } from 'ical-generator';
import { ceHours } from '@portal/domain/course/course';
import { formatNumber } from '@portal/domain/locale/format';
import { languageOf, type Locale } from '@portal/domain/locale/locales';
import type { Offering } from '../../db/schema/offerings';
import { translator } from '../../platform/i18n';

/**
 * The "Add to calendar" event of a live session (RFC 5545): times in the venue's IANA zone
 * (DTSTART;TZID=… with its VTIMEZONE, so calendars show the right hour in any zone), the venue or
 * the meeting link as location, and a description in the reader's locale. A multi-day session is
 * one event a day with the same hours (a daily rule), not one event running through the nights.
 */
export interface CalendarInput {
  /** Stable per registration, so a second download updates the same calendar entry. */
  uid: string;
  offering: Offering;
  locale: Locale;
  /** The portal's address, for the event's link when the session has no meeting link. */
  portalUrl: string;
  now?: Date;
}

export function sessionCalendar({ uid, offering: o, locale, portalUrl, now = new Date() }: CalendarInput): string {
  if (!o.startsAt || !o.endsAt) throw new Error(`offering ${o.id} has no dates`);
  const t = translator(locale);
  const zone = o.timeZone;
  const title = languageOf(locale) === 'fr' ? o.titleFr : o.titleEn;
  const start = new TZDate(o.startsAt.getTime(), zone);
  // The last day's end time, moved back to the first day in local wall-clock time (DST-safe).
  const end = new TZDate(o.endsAt.getTime(), zone);
  end.setDate(end.getDate() - (o.days - 1));

  const virtual = o.modality === 'virtual';
  const location = virtual ? (o.meetingUrl ?? t('schedule:virtual')) : [o.venue, o.address].filter(Boolean).join(', ');
  const description = [
    t('schedule:calendar.course', { title }),
    o.presenter ? t('schedule:calendar.presenter', { name: o.presenter }) : '',
    t('schedule:calendar.ceHours', { hours: formatNumber(ceHours(o, locale), locale) }),
    virtual && o.meetingUrl ? t('schedule:calendar.join', { url: o.meetingUrl }) : t('schedule:calendar.where', { location }),
    o.days > 1 ? t('schedule:calendar.days', { days: o.days }) : '',
  ].filter(Boolean).join('\n');

  const cal = ical({ prodId: { company: 'Clear Aligner Provider Portal', product: 'Training', language: languageOf(locale).toUpperCase() } });
  cal.method(ICalCalendarMethod.PUBLISH);
  // No calendar-wide zone (DTSTAMP stays UTC); the generator adds a VTIMEZONE for each event's zone.
  cal.timezone({ name: null, generator: getVtimezoneComponent });
  const event = cal.createEvent({
    id: uid,
    stamp: now,
    start,
    end,
    timezone: zone,
    summary: title,
    location,
    description,
    url: virtual && o.meetingUrl ? o.meetingUrl : portalUrl,
    repeating: o.days > 1 ? { freq: ICalEventRepeatingFreq.DAILY, count: o.days } : null,
  });
  event.createAlarm({ type: ICalAlarmType.display, triggerBefore: 24 * 60 * 60, description: title });
  return cal.toString();
}
