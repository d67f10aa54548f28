import { COURSE_KINDS, MODALITIES, type CourseKind, type Modality } from '../course/course';
import { MSG } from '../http/messages';

/**
 * The schedule's filters (spec section 'Live training schedule'), for the page and for
 * GET /api/events/'s query (schedule.ts builds its schema from these rules). No zod here, so the
 * page reads its filters from the URL without fetching the validation library.
 */
export const SCHEDULE_COUNTRIES = ['US', 'CA', 'PR'] as const;
export type ScheduleCountry = (typeof SCHEDULE_COUNTRIES)[number];

export const FILTER_KEYS = ['course', 'modality', 'country', 'state', 'city'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface ScheduleFilters {
  course?: CourseKind;
  modality?: Modality;
  country?: ScheduleCountry;
  state?: string;
  city?: string;
}

/** A filter's value as the schedule keeps it, or the message that says why it is refused. */
export type FilterCheck<K extends FilterKey = FilterKey> = { value: NonNullable<ScheduleFilters[K]> } | { error: string };

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (raw: string): { value: T } | { error: string } =>
    (values as readonly string[]).includes(raw) ? { value: raw as T } : { error: MSG.invalid };

const RULES: { [K in FilterKey]: (raw: string) => FilterCheck<K> } = {
  course: oneOf(COURSE_KINDS),
  modality: oneOf(MODALITIES),
  country: oneOf(SCHEDULE_COUNTRIES),
  state: (raw) => {
    const value = raw.trim().toUpperCase();
    return /^[A-Z]{2,3}$/.test(value) ? { value } : { error: MSG.invalid };
  },
  city: (raw) => {
    const value = raw.trim();
    if (!value) return { error: MSG.invalid };
    return value.length > 100 ? { error: MSG.tooLong } : { value };
  },
};

/** One filter: absent when empty (`?city=` means "any"), refused when it is not one of its values. */
export function checkFilter<K extends FilterKey>(key: K, raw: unknown): FilterCheck<K> | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  return typeof raw === 'string' ? RULES[key](raw) : { error: MSG.invalid };
}

/**
 * The filters found in a URL's search parameters: each one kept only when valid on its own, so a
 * shared link with one stale value still applies the others.
 */
export function filtersFromParams(params: URLSearchParams): ScheduleFilters {
  const filters: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const checked = checkFilter(key, params.get(key));
    if (checked && 'value' in checked) filters[key] = checked.value;
  }
  return filters as ScheduleFilters;
}
