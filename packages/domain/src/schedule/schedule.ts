import { z } from 'zod/mini';
import type { ShownDisclosure } from '../ce-records/disclosure';
import type { CourseKind, Modality, Variant } from '../course/course';
import { MSG, emptyAsAbsent } from '../http/validation';
import { PATHS } from '../site/paths';
import { SCHEDULE_COUNTRIES, checkFilter, type FilterKey, type ScheduleCountry, type ScheduleFilters } from './filters';

/**
 * The live training schedule (spec sections 2 and 3: 'Course schedule row'). The server lists
 * upcoming live sessions and applies the filters; the web page keeps the filters in its URL.
 */
/** Who can attend: the standard course is for general dentists and orthodontists, the pediatric one for pediatric dentists. */
export type Audience = 'gp_ortho' | 'pediatric';
export const audienceOf = (variant: Variant): Audience => (variant === 'pediatric' ? 'pediatric' : 'gp_ortho');

/** A filter of GET /api/events/'s query, checked by its rule in filters.ts. */
const filter = <K extends FilterKey>(key: K) =>
  z.optional(
    z.pipe(
      z.unknown(),
      z.transform((raw, ctx): ScheduleFilters[K] => {
        const checked = checkFilter(key, raw);
        if (checked && 'error' in checked) ctx.issues.push({ code: 'custom', message: checked.error, input: raw });
        return checked && 'value' in checked ? checked.value : undefined;
      }),
    ),
  );

/** GET /api/events/ query: every filter optional and combinable. `locale` is read by the request-locale hook. */
export const ScheduleQuerySchema = z.object({
  locale: emptyAsAbsent(z.string({ error: MSG.invalid }).check(z.maxLength(10, { error: MSG.tooLong }))),
  course: filter('course'),
  modality: filter('modality'),
  country: filter('country'),
  state: filter('state'),
  city: filter('city'),
});
export type ScheduleQuery = z.infer<typeof ScheduleQuerySchema>;

/** Cities compare without case or accents: "Montreal" finds "Montréal". */
export function sameCity(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
  return norm(a) === norm(b);
}

export interface SchedulePlace {
  kind: CourseKind;
  modality: Modality;
  country: string | null;
  state: string | null;
  city: string | null;
}

export function matchesScheduleFilters(e: SchedulePlace, f: ScheduleFilters): boolean {
  if (f.course && e.kind !== f.course) return false;
  if (f.modality && e.modality !== f.modality) return false;
  if (f.country && e.country !== f.country) return false;
  if (f.state && e.state !== f.state) return false;
  if (f.city && !(e.city && sameCity(e.city, f.city))) return false;
  return true;
}

/** Only sessions that have not started yet are listed (a session under way takes no registrations). */
export function isUpcoming(startsAt: Date | string | null, now: Date): boolean {
  return startsAt !== null && new Date(startsAt).getTime() > now.getTime();
}

/** The choices the filters offer, from every upcoming session (not only the filtered ones). */
export interface ScheduleFacets {
  countries: string[];
  states: { country: string; code: string }[];
  cities: { country: string; state: string | null; city: string }[];
}

export function scheduleFacets(events: readonly SchedulePlace[]): ScheduleFacets {
  const countries = new Set<string>();
  const states = new Map<string, { country: string; code: string }>();
  const cities = new Map<string, { country: string; state: string | null; city: string }>();
  for (const e of events) {
    if (!e.country) continue;
    countries.add(e.country);
    if (e.state) states.set(`${e.country}/${e.state}`, { country: e.country, code: e.state });
    if (e.city) cities.set(`${e.country}/${e.state}/${e.city}`, { country: e.country, state: e.state, city: e.city });
  }
  const byText = (a: string, b: string) => a.localeCompare(b, 'en');
  return {
    countries: SCHEDULE_COUNTRIES.filter((c) => countries.has(c)),
    states: [...states.values()].sort((a, b) => byText(a.country + a.code, b.country + b.code)),
    cities: [...cities.values()].sort((a, b) => byText(a.city, b.city)),
  };
}

/** One row of the schedule as GET /api/events/ sends it. Seat counts stay on the server: only `available`. */
export interface ScheduleEvent {
  id: string;
  kind: CourseKind;
  variant: Variant;
  audience: Audience;
  modality: Modality;
  title: string;
  presenter: string;
  language: 'en' | 'fr';
  startsAt: string;
  endsAt: string | null;
  timeZone: string;
  days: number;
  multiDay: boolean;
  /** Date and time in the venue's zone, formatted for the request's locale. */
  when: { date: string; time: string };
  venue: string | null;
  address: string | null;
  country: string | null;
  state: string | null;
  city: string | null;
  available: boolean;
  registerPath: string;
  /** The session's commercial-relationship disclosures (issue 52): its course's, then its presenter's; empty: none. */
  disclosures: ShownDisclosure[];
}

export interface ScheduleResponse {
  events: ScheduleEvent[];
  /** Upcoming sessions before filtering: 0 means "check back later", not "nothing found". */
  total: number;
  facets: ScheduleFacets;
}

export const registerPath = (offeringId: string) => `${PATHS.registration}?campaign_id=${encodeURIComponent(offeringId)}`;
