import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { languageOf, type Locale } from '@portal/domain/locale/locales';
import {
  matchesScheduleFilters,
  registerPath,
  scheduleFacets,
  type ScheduleEvent,
  type ScheduleFilters,
  type ScheduleResponse,
} from '@portal/domain/schedule/schedule';
import { formatSessionWhen } from '@portal/domain/schedule/when';
import { sessionAudience } from '@portal/domain/sessions-admin/rules';
import type { Offering } from '../../db/schema/offerings';
import { seatsLeft } from '../offerings/store';
import { upcomingLiveSessions } from './store';

/**
 * GET /api/events/: upcoming live sessions in the request's locale, filtered on the server.
 * The filters' choices come from every upcoming session, so a filtered view can be widened again.
 * Seat counts are business data and stay here: a row says only whether it is `available`.
 */
export async function listSchedule(db: NodePgDatabase, filters: ScheduleFilters, locale: Locale, now = new Date()): Promise<ScheduleResponse> {
  const sessions = await upcomingLiveSessions(db, now);
  return {
    events: sessions.filter((o) => matchesScheduleFilters(o, filters)).map((o) => scheduleEvent(o, locale)),
    total: sessions.length,
    facets: scheduleFacets(sessions),
  };
}

export function scheduleEvent(o: Offering, locale: Locale): ScheduleEvent {
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
  };
}
