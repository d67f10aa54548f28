import { languageOf, type Locale } from '@portal/domain/locale/locales';
import {
  matchesScheduleFilters,
  registerPath,
  scheduleFacets,
  type ScheduleEvent,
  type ScheduleResponse,
} from '@portal/domain/schedule/schedule';
import type { ScheduleFilters } from '@portal/domain/schedule/filters';
import { formatSessionWhen } from '@portal/domain/schedule/when';
import { sessionAudience } from '@portal/domain/sessions-admin/rules';
import { sessionDisclosures } from '@portal/domain/ce-records/disclosure';
import type { Offering } from '../../db/schema/offerings';
import { bookOf, NO_DISCLOSURES, type AllDisclosures } from '../disclosures/store';
import { seatsLeft } from '../offerings/store';

/**
 * GET /api/events/: upcoming live sessions in the request's locale, filtered on the server.
 * The filters' choices come from every upcoming session, so a filtered view can be widened again.
 * Seat counts are business data and stay here: a row says only whether it is `available`.
 * `offerings` is every offering (the instance's cache); `expiresAt` is when the answer changes
 * by itself: the next session starts and leaves the schedule.
 */
export function scheduleOf(offerings: readonly Offering[], filters: ScheduleFilters, locale: Locale, disclosures: AllDisclosures = NO_DISCLOSURES, now = new Date()): { schedule: ScheduleResponse; expiresAt: number } {
  const sessions = upcomingLiveSessions(offerings, now);
  return {
    schedule: {
      events: sessions.filter((o) => matchesScheduleFilters(o, filters)).map((o) => scheduleEvent(o, locale, disclosures)),
      total: sessions.length,
      facets: scheduleFacets(sessions),
    },
    expiresAt: sessions[0]?.startsAt?.getTime() ?? Number.POSITIVE_INFINITY,
  };
}

/** Live, published sessions that start after `now`, soonest first. */
export function upcomingLiveSessions(offerings: readonly Offering[], now: Date): Offering[] {
  return offerings
    .filter((o) => o.courseType === 'live' && o.status === 'published' && o.startsAt !== null && o.startsAt > now)
    .sort((a, b) => a.startsAt!.getTime() - b.startsAt!.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export function scheduleEvent(o: Offering, locale: Locale, disclosures: AllDisclosures = NO_DISCLOSURES): ScheduleEvent {
  const startsAt = o.startsAt!;
  return {
    id: o.id,
    kind: o.kind,
    variant: o.variant,
    audience: sessionAudience(o),
    modality: o.modality,
    title: languageOf(locale) === 'fr' ? o.titleFr : o.titleEn,
    presenter: o.presenter,
    language: o.language,
    startsAt: startsAt.toISOString(),
    endsAt: o.endsAt?.toISOString() ?? null,
    timeZone: o.timeZone,
    days: o.days,
    multiDay: o.days > 1,
    when: formatSessionWhen({ startsAt, endsAt: o.endsAt, days: o.days, timeZone: o.timeZone }, locale),
    venue: o.modality === 'virtual' ? null : o.venue,
    address: o.modality === 'virtual' ? null : o.address,
    country: o.country,
    state: o.state,
    city: o.city,
    available: seatsLeft(o) > 0,
    registerPath: registerPath(o.id),
    disclosures: sessionDisclosures(o.presenter, bookOf(disclosures, o), locale),
  };
}
