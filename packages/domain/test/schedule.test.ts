import { describe, expect, it } from 'vitest';
import {
  audienceOf,
  isUpcoming,
  matchesScheduleFilters,
  registerPath,
  sameCity,
  scheduleFacets,
  ScheduleQuerySchema,
  type SchedulePlace,
} from '../src/schedule/schedule';
import { filtersFromParams } from '../src/schedule/filters';
import { MSG } from '../src/http/validation';
import { formatSessionWhen } from '../src/schedule/when';

const CHICAGO: SchedulePlace = { kind: 'fundamentals', modality: 'in_person', country: 'US', state: 'IL', city: 'Chicago' };
const MONTREAL_VIRTUAL: SchedulePlace = { kind: 'fundamentals', modality: 'virtual', country: 'CA', state: 'QC', city: 'Montréal' };
const ONBOARDING_TORONTO: SchedulePlace = { kind: 'onboarding', modality: 'in_person', country: 'CA', state: 'ON', city: 'Toronto' };
const VIRTUAL_US: SchedulePlace = { kind: 'fundamentals', modality: 'virtual', country: 'US', state: null, city: null };

describe('matchesScheduleFilters', () => {
  it.each([
    [{}, CHICAGO, true],
    [{ course: 'onboarding' as const }, ONBOARDING_TORONTO, true],
    [{ course: 'onboarding' as const }, CHICAGO, false],
    [{ modality: 'virtual' as const }, MONTREAL_VIRTUAL, true],
    [{ modality: 'virtual' as const }, CHICAGO, false],
    [{ country: 'CA' as const }, MONTREAL_VIRTUAL, true],
    [{ country: 'PR' as const }, CHICAGO, false],
    [{ state: 'QC' }, MONTREAL_VIRTUAL, true],
    [{ state: 'QC' }, ONBOARDING_TORONTO, false],
    [{ city: 'montreal' }, MONTREAL_VIRTUAL, true],
    [{ city: 'MONTRÉAL ' }, MONTREAL_VIRTUAL, true],
    [{ city: 'Chicago' }, VIRTUAL_US, false],
    [{ country: 'CA' as const, modality: 'in_person' as const, course: 'onboarding' as const }, ONBOARDING_TORONTO, true],
    [{ country: 'CA' as const, modality: 'in_person' as const, course: 'fundamentals' as const }, ONBOARDING_TORONTO, false],
    [{ country: 'US' as const, city: 'Toronto' }, ONBOARDING_TORONTO, false],
  ])('%o on %o -> %s', (filters, place, expected) => {
    expect(matchesScheduleFilters(place, filters)).toBe(expected);
  });
});

describe('ScheduleQuerySchema', () => {
  it.each([
    [{}, {}],
    [{ course: '', city: '' }, {}],
    [{ state: ' qc ' }, { state: 'QC' }],
    [{ city: '  Québec ' }, { city: 'Québec' }],
    [{ course: 'fundamentals', modality: 'virtual', country: 'PR' }, { course: 'fundamentals', modality: 'virtual', country: 'PR' }],
  ])('accepts %o', (query, expected) => {
    expect(ScheduleQuerySchema.parse(query)).toEqual(expected);
  });

  it.each([{ course: 'advanced' }, { modality: 'hybrid' }, { country: 'BR' }, { state: 'Quebec' }, { city: 'x'.repeat(101) }, { course: ['onboarding'] }])(
    'refuses %o',
    (query) => {
      expect(ScheduleQuerySchema.safeParse(query).success).toBe(false);
    },
  );
});

describe("a refused filter's message", () => {
  it.each([
    [{ city: 'x'.repeat(101) }, 'city', MSG.tooLong],
    [{ city: '   ' }, 'city', MSG.invalid],
    [{ state: 'Quebec' }, 'state', MSG.invalid],
    [{ course: ['onboarding'] }, 'course', MSG.invalid],
  ])('%o', (query, path, message) => {
    const issues = ScheduleQuerySchema.safeParse(query).error?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([[path, message]]);
  });
});

describe('filtersFromParams', () => {
  it('keeps the valid filters of a shared URL and drops the stale ones', () => {
    const params = new URLSearchParams('course=onboarding&modality=hybrid&country=CA&state=on&city=Toronto&utm_source=x');
    expect(filtersFromParams(params)).toEqual({ course: 'onboarding', country: 'CA', state: 'ON', city: 'Toronto' });
    expect(filtersFromParams(new URLSearchParams(''))).toEqual({});
  });
});

describe('small rules', () => {
  it('who can attend', () => {
    expect(audienceOf('standard')).toBe('gp_ortho');
    expect(audienceOf('pediatric')).toBe('pediatric');
  });

  it('upcoming means not started yet', () => {
    const now = new Date('2027-01-01T12:00:00Z');
    expect(isUpcoming('2027-01-01T12:00:01Z', now)).toBe(true);
    expect(isUpcoming('2027-01-01T12:00:00Z', now)).toBe(false);
    expect(isUpcoming(null, now)).toBe(false);
  });

  it('cities compare without case or accents', () => {
    expect(sameCity('Montréal', 'montreal')).toBe(true);
    expect(sameCity('Québec', 'Quebec City')).toBe(false);
  });

  it('the register link opens the funnel for that session', () => {
    expect(registerPath('Cn9DwAy62m_-VXgk9y6L5Q')).toBe('/registration?campaign_id=Cn9DwAy62m_-VXgk9y6L5Q');
  });

  it('facets list each country, state and city once, countries in the spec order', () => {
    expect(scheduleFacets([ONBOARDING_TORONTO, CHICAGO, MONTREAL_VIRTUAL, VIRTUAL_US, CHICAGO])).toEqual({
      countries: ['US', 'CA'],
      states: [{ country: 'CA', code: 'ON' }, { country: 'CA', code: 'QC' }, { country: 'US', code: 'IL' }],
      cities: [
        { country: 'US', state: 'IL', city: 'Chicago' },
        { country: 'CA', state: 'QC', city: 'Montréal' },
        { country: 'CA', state: 'ON', city: 'Toronto' },
      ],
    });
  });
});

describe('formatSessionWhen', () => {
  const day = { startsAt: '2027-03-13T14:00:00Z', endsAt: '2027-03-13T22:00:00Z', days: 1, timeZone: 'America/Chicago' };
  const twoDays = { startsAt: '2027-05-07T15:00:00Z', endsAt: '2027-05-08T21:00:00Z', days: 2, timeZone: 'America/Denver' };
  it.each([
    [day, 'en', 'March 13, 2027', '8:00 AM – 4:00 PM CST'],
    [day, 'en-CA', 'March 13, 2027', '8:00 a.m. – 4:00 p.m. CST'],
    [day, 'fr-CA', '13 mars 2027', '08 h 00 – 16 h 00 HNC'],
    [{ ...day, timeZone: 'America/Toronto' }, 'en', 'March 13, 2027', '9:00 AM – 5:00 PM EST'],
    [twoDays, 'en', /^May 7\s*–\s*8, 2027$/, '9:00 AM – 3:00 PM MDT'],
    [twoDays, 'fr-CA', /^7\s*–\s*8 mai 2027$/, '09 h 00 – 15 h 00 HAR'],
  ] as const)('%o in %s', (session, locale, date, time) => {
    const when = formatSessionWhen(session, locale);
    if (typeof date === 'string') expect(when.date).toBe(date);
    else expect(when.date).toMatch(date);
    expect(when.time).toBe(time);
  });
});
