import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleEvent, ScheduleResponse } from '@portal/domain/schedule/schedule';
import { offerings } from '../src/db/schema/offerings';
import { DEMO_OFFERINGS, seedOfferings } from '../src/features/offerings/seed';
import { claimSeats } from '../src/features/offerings/store';
import { SCHEDULE_OFFERING_IDS as S, SCHEDULE_OFFERINGS, seedScheduleOfferings } from '../src/features/schedule/seed';
import { createTestApp, type TestApp } from './helpers/test-app';

/** GET /api/events/: upcoming live sessions, filters, locales, the sold-out flag. */
const CORE = {
  chicago: 'Cn9DwAy62m_-VXgk9y6L5Q',
  virtualFrench: 'riYq_FCdlx8XAwtXpBfZIw',
  denverTwoDays: 'kRWzZZmh4xZElIKiuiqHMg',
  onboardingSoldOut: 'LzjoUxJipP3dO62WpzROZQ',
  onDemand: 'XSWcyRJca9vioeovVKDYEA',
};
const ALL = [...DEMO_OFFERINGS, ...SCHEDULE_OFFERINGS];
const now = new Date();
const UPCOMING_LIVE = ALL.filter((o) => o.courseType === 'live' && o.startsAt && o.startsAt > now);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  await seedScheduleOfferings(t.db);
  await seedScheduleOfferings(t.db); // idempotent
});
afterAll(() => t.close());

const events = async (query = '', locale?: string) => {
  const res = await t.call({ method: 'GET', url: `/api/events/${query ? `?${query}` : ''}`, locale });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ScheduleResponse;
};
const ids = (r: ScheduleResponse) => r.events.map((e) => e.id).sort();
const byId = (r: ScheduleResponse, id: string) => r.events.find((e) => e.id === id) as ScheduleEvent;

describe('the list', () => {
  it('holds every upcoming live session, soonest first, and no past or on-demand one', async () => {
    const r = await events();
    expect(UPCOMING_LIVE.length).toBeGreaterThanOrEqual(12);
    expect(ids(r)).toEqual(UPCOMING_LIVE.map((o) => o.id).sort());
    expect(r.total).toBe(UPCOMING_LIVE.length);
    const starts = r.events.map((e) => e.startsAt);
    expect(starts).toEqual([...starts].sort());
    for (const past of [S.pastMiami, S.pastVirtualFrench, S.pastPediatricMontreal, CORE.onDemand]) expect(ids(r)).not.toContain(past);
  });

  it('covers what the demo promises: both kinds, three countries, both modalities, both languages, sold-out and multi-day', async () => {
    const r = await events();
    expect(new Set(r.events.map((e) => e.kind))).toEqual(new Set(['fundamentals', 'onboarding']));
    expect(new Set(r.events.map((e) => e.country))).toEqual(new Set(['US', 'CA', 'PR']));
    expect(new Set(r.events.map((e) => e.modality))).toEqual(new Set(['in_person', 'virtual']));
    expect(new Set(r.events.map((e) => e.language))).toEqual(new Set(['en', 'fr']));
    expect(r.events.some((e) => !e.available)).toBe(true);
    expect(r.events.some((e) => e.multiDay)).toBe(true);
    expect(r.facets.countries).toEqual(['US', 'CA', 'PR']);
    expect(r.facets.cities.map((c) => c.city)).toContain('Toronto');
  });

  it('says sold out from the seats left, without sending seat counts', async () => {
    const r = await events();
    expect(byId(r, CORE.onboardingSoldOut).available).toBe(false);
    expect(byId(r, S.losAngelesSoldOut).available).toBe(false);
    expect(byId(r, CORE.chicago).available).toBe(true);
    expect(JSON.stringify(r)).not.toMatch(/seat|capacity|fee/i);
    // The meeting link is for enrolled attendees, not the public schedule.
    expect(JSON.stringify(r)).not.toContain('meet.clear-aligner-provider.example');
  });

  it('describes a row: who can attend, presenter, place, register link, time in the venue zone', async () => {
    const r = await events();
    const chicago = byId(r, CORE.chicago);
    expect(chicago).toMatchObject({
      audience: 'gp_ortho', presenter: 'Dr. Maya Patel', language: 'en', modality: 'in_person', venue: 'Lakeshore Conference Center',
      city: 'Chicago', state: 'IL', country: 'US', timeZone: 'America/Chicago', multiDay: false, days: 1,
      registerPath: `/registration?campaign_id=${CORE.chicago}`, startsAt: '2027-03-13T14:00:00.000Z',
    });
    // 14:00 UTC on 13 March 2027 is 8:00 in Chicago (daylight time starts the next day).
    expect(chicago.when).toEqual({ date: 'March 13, 2027', time: '8:00 AM – 4:00 PM CST' });
    expect(byId(r, S.pediatricVancouver).audience).toBe('pediatric');
    const denver = byId(r, CORE.denverTwoDays);
    expect(denver).toMatchObject({ multiDay: true, days: 2 });
    expect(denver.when.date).toMatch(/^May 7\s*–\s*8, 2027$/);
    expect(denver.when.time).toBe('9:00 AM – 3:00 PM MDT');
    expect(byId(r, S.virtualUs)).toMatchObject({ modality: 'virtual', venue: null, address: null, city: null });
  });
});

describe('locales', () => {
  it('fr-CA by parameter: French titles and dates', async () => {
    const r = await events('locale=fr-CA');
    expect(byId(r, CORE.chicago).title).toBe('Principes fondamentaux des aligneurs transparents');
    expect(byId(r, CORE.chicago).when).toEqual({ date: '13 mars 2027', time: '08 h 00 – 16 h 00 HNC' });
    expect(byId(r, S.onboardingAustin).title).toBe('Atelier d’intégration des fournisseurs avec la Dre Priya Raman');
  });

  it('fr-CA by cookie, en-CA by parameter, en by default', async () => {
    expect(byId(await events('', 'fr-CA'), CORE.chicago).when.date).toBe('13 mars 2027');
    expect(byId(await events('locale=en-CA'), CORE.chicago).when.time).toBe('8:00 a.m. – 4:00 p.m. CST');
    expect(byId(await events(), CORE.chicago).title).toBe('Clear-Aligner Fundamentals');
  });
});

describe('filters', () => {
  const expected = (pred: (o: (typeof ALL)[number]) => boolean) => UPCOMING_LIVE.filter(pred).map((o) => o.id).sort();

  it.each([
    ['course=onboarding', (o: (typeof ALL)[number]) => o.kind === 'onboarding', 3],
    ['course=fundamentals', (o: (typeof ALL)[number]) => o.kind === 'fundamentals', 10],
    ['modality=virtual', (o: (typeof ALL)[number]) => o.modality === 'virtual', 3],
    ['modality=in_person', (o: (typeof ALL)[number]) => o.modality === 'in_person', 10],
    ['country=PR', (o: (typeof ALL)[number]) => o.country === 'PR', 1],
    ['country=CA', (o: (typeof ALL)[number]) => o.country === 'CA', 6],
    ['state=QC', (o: (typeof ALL)[number]) => o.state === 'QC', 2],
    ['state=qc', (o: (typeof ALL)[number]) => o.state === 'QC', 2],
    ['city=Toronto', (o: (typeof ALL)[number]) => o.city === 'Toronto', 2],
    ['city=montreal', (o: (typeof ALL)[number]) => o.city === 'Montréal', 1],
    ['city=Qu%C3%A9bec', (o: (typeof ALL)[number]) => o.city === 'Québec', 1],
  ])('%s', async (query, pred, count) => {
    const r = await events(query);
    expect(ids(r)).toEqual(expected(pred));
    expect(r.events).toHaveLength(count);
    expect(r.total).toBe(UPCOMING_LIVE.length);
  });

  it('combine: country, modality and course together', async () => {
    const r = await events('country=CA&modality=in_person&course=fundamentals');
    expect(ids(r)).toEqual([S.quebecCityTwoDays, S.pediatricVancouver, S.toronto].sort());
    const r2 = await events('country=US&state=TX&city=Austin&course=onboarding&modality=in_person');
    expect(ids(r2)).toEqual([S.onboardingAustin]);
  });

  it('a search that matches nothing: no rows, but the total says sessions exist (Nothing found, not Check back later)', async () => {
    const r = await events('city=Chicago&modality=virtual');
    expect(r.events).toEqual([]);
    expect(r.total).toBe(UPCOMING_LIVE.length);
  });

  it('empty parameters mean "any"', async () => {
    expect(ids(await events('course=&modality=&country=&state=&city='))).toEqual(UPCOMING_LIVE.map((o) => o.id).sort());
  });

  it.each([
    'course=advanced', 'modality=hybrid', 'country=FR', 'country=us', 'state=Quebec', 'state=Q1', `city=${'x'.repeat(101)}`,
    'course=onboarding&course=fundamentals',
  ])('refuses %s with 400 and the reading-rule shape', async (query) => {
    const res = await t.call({ method: 'GET', url: `/api/events/?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.length).toBeGreaterThan(0);
  });

  it('the path is exact: /api/events works without the trailing slash too, other methods do not', async () => {
    expect((await t.call({ method: 'GET', url: '/api/events' })).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/events/', payload: {} })).statusCode).toBe(404);
  });
});

describe('no sessions at all', () => {
  it('answers an empty list with total 0 (the page says to check back later)', async () => {
    const empty = await createTestApp();
    try {
      const res = await empty.call({ method: 'GET', url: '/api/events/' });
      expect(res.json()).toEqual({ events: [], total: 0, facets: { countries: [], states: [], cities: [] } });
    } finally {
      await empty.close();
    }
  });
});

/**
 * The sold-out flag under concurrent claims of the last seats (the registration path's own race
 * test covers POST /api/register/). Each claim holds its transaction open a moment after
 * claiming, so without the row lock the others read a stale count: the control run must oversell.
 */
describe('the sold-out flag after concurrent seat claims', () => {
  const CAPACITY = 3;
  const CLAIMS = 12;
  const session = (id: string) => ({
    ...SCHEDULE_OFFERINGS[0], id, titleEn: `Race ${id}`, seatsCapacity: CAPACITY, seatsTaken: 0,
    startsAt: new Date('2030-01-05T15:00:00Z'), endsAt: new Date('2030-01-05T22:00:00Z'),
  });

  async function stampede(id: string, lock: boolean) {
    await t.db.orm.insert(offerings).values(session(id));
    const results = await Promise.all(
      Array.from({ length: CLAIMS }, () =>
        t.db.orm.transaction(async (tx) => {
          const won = await claimSeats(tx, id, 1, { lock });
          await tx.execute(sql`select pg_sleep(0.05)`);
          return won;
        }),
      ),
    );
    const row = byId(await events(), id);
    return { won: results.filter(Boolean).length, available: row.available };
  }

  it(`with the lock: exactly ${CAPACITY} claims win and the row shows Sold Out`, async () => {
    const r = await stampede('raceScheduleLocked0000', true);
    expect(r.won).toBe(CAPACITY);
    expect(r.available).toBe(false);
  });

  it('control run without the lock oversells, and the schedule would still offer Register', async () => {
    const r = await stampede('raceScheduleUnlocked00', false);
    expect(r.won).toBeGreaterThan(CAPACITY);
    expect(r.available).toBe(true);
  });
});
