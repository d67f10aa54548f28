import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../src/platform/cli/csv';
import { seedOfferings } from '../src/features/offerings/seed';
import { OFFERING } from './helpers/checkout-fixtures';
import { order, quizAttempt, seeded, stepAfter } from './helpers/funnel-fixtures';
import { newStaff, signIn } from './helpers/staff-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The funnel dashboard on a seeded cohort with known transitions (March 2025):
 *   A x4 live, objectives         (Mon 3rd, en, newsletter/spring)
 *   B x3 live, at the quiz        (Tue 4th, fr-CA, ads/spring)
 *   F x1 live pediatric, scorm    (Wed 5th, en)
 *   C x2 live, at checkout        (Tue 11th, en, newsletter/spring)
 *   D x3 live, paid               (Wed 12th, en, newsletter/fall)
 *   E x2 on-demand, paid          (Thu 13th, en)
 *   X x1 live, objectives, in April (outside the period)
 * Steps are an hour apart (the fixture), except where a test moves one.
 */
const PEDIATRIC = OFFERING.pediatricLive;
let t: TestApp;
let viewer: Record<string, string>;
let ops: Record<string, string>;
const ids: Record<string, string[]> = {};
const MARCH = { from: '2025-03-01', to: '2025-03-31' };

beforeAll(async () => {
  t = await createTestApp();
  await seedOfferings(t.db);
  viewer = await signIn(t, await newStaff(t, 'viewer'));
  ops = await signIn(t, await newStaff(t, 'operations'));
  const make = async (key: string, count: number, o: Parameters<typeof seeded>[1]) => {
    ids[key] = [];
    for (let i = 0; i < count; i++) ids[key].push(await seeded(t, { ...o, createdAt: o.createdAt.replace('10:00', `10:0${i}`) }));
  };
  await make('A', 4, { offeringId: OFFERING.live, status: 'objectives', createdAt: '2025-03-03T10:00:00Z', utmSource: 'newsletter', utmCampaign: 'spring' });
  await make('B', 3, { offeringId: OFFERING.live, status: 'quiz', createdAt: '2025-03-04T10:00:00Z', locale: 'fr-CA', utmSource: 'ads', utmCampaign: 'spring' });
  await make('F', 1, { offeringId: PEDIATRIC, status: 'scorm', createdAt: '2025-03-05T10:00:00Z' });
  await make('C', 2, { offeringId: OFFERING.live, status: 'cart', createdAt: '2025-03-11T10:00:00Z', utmSource: 'newsletter', utmCampaign: 'spring' });
  await make('D', 3, { offeringId: OFFERING.live, status: 'confirmation', createdAt: '2025-03-12T10:00:00Z', utmSource: 'newsletter', utmCampaign: 'fall' });
  await make('E', 2, { offeringId: OFFERING.onDemand, status: 'on_demand_confirmation', createdAt: '2025-03-13T10:00:00Z' });
  await make('X', 1, { offeringId: OFFERING.live, status: 'objectives', createdAt: '2025-04-15T10:00:00Z' });

  // Checkout to paid: 2, 3 and 10 hours (D), 4 and 4 hours (E): median 4 h.
  for (const [id, h] of [[ids.D[0], 2], [ids.D[1], 3], [ids.D[2], 10], [ids.E[0], 4], [ids.E[1], 4]] as const) await stepAfter(t, id, 'paid', 'checkout', h);
  // Education to the first module: 3 h (B), 2 h (C), 1 h (D): median of 1,1,1,2,2,3,3,3 = 2 h.
  for (const id of ids.B) await stepAfter(t, id, 'module_1', 'education', 3);
  for (const id of ids.C) await stepAfter(t, id, 'module_1', 'education', 2);

  // First tries: B1 fails, B2 fails twice, C1 fails then passes, C2 and D pass: 4 of 7.
  await quizAttempt(t, ids.B[0], false, '2025-03-04T18:00:00Z');
  await quizAttempt(t, ids.B[1], false, '2025-03-04T18:00:00Z');
  await quizAttempt(t, ids.B[1], false, '2025-03-04T19:00:00Z');
  await quizAttempt(t, ids.C[0], false, '2025-03-11T16:00:00Z');
  await quizAttempt(t, ids.C[0], true, '2025-03-11T17:00:00Z');
  for (const id of [ids.C[1], ...ids.D]) await quizAttempt(t, id, true, '2025-03-12T16:00:00Z');

  await order(t, ids.D[0], { currency: 'USD', totalCents: 149500, coupon: 'SPRING10' });
  await order(t, ids.D[1], { currency: 'USD', totalCents: 149500, scannerTrial: true });
  await order(t, ids.D[2], { currency: 'CAD', totalCents: 199500, refundCents: 50000 });
  await order(t, ids.E[0], { currency: 'USD', totalCents: 9900 });
  await order(t, ids.E[1], { currency: 'USD', totalCents: 9900, coupon: 'SPRING10', scannerTrial: true });
  await order(t, ids.C[0], { status: 'declined', currency: 'USD', totalCents: 149500 });
});
afterAll(() => t.close());

const get = async (query: Record<string, string>, cookies = viewer) => {
  const res = await t.call({ method: 'GET', url: '/api/admin/funnel', query, cookies });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const reached = (body: { steps: { step: string; reached: number }[] }) => Object.fromEntries(body.steps.map((s) => [s.step, s.reached]));

describe('the funnel figures', () => {
  it('counts each step, the conversions, the medians, the first tries, the take-ups, the revenue and the weeks', async () => {
    const f = await get(MARCH);
    expect(reached(f)).toEqual({ information: 15, objectives: 13, education: 9, module_1: 8, module_2: 8, module_3: 8, quiz_passed: 5, checkout: 7, paid: 5 });
    expect(f.steps.map((s: { conversion: number | null }) => s.conversion)).toEqual([null, 13 / 15, 9 / 13, 8 / 9, 1, 1, 5 / 8, 1, 5 / 7]);
    expect(f.overallConversion).toBe(5 / 15);
    const median = Object.fromEntries(f.steps.map((s: { step: string; medianSeconds: number | null }) => [s.step, s.medianSeconds]));
    expect(median).toMatchObject({ information: 3600, objectives: 3600, education: 7200, checkout: 14400, paid: null });
    expect(f.quiz).toEqual({ tried: 7, passedFirstTry: 4, rate: 4 / 7 });
    expect(f.coupons).toEqual({ paid: 5, used: 2, rate: 0.4 });
    expect(f.scannerTrial).toEqual({ paid: 5, taken: 2, rate: 0.4 });
    expect(f.revenue).toEqual([
      { currency: 'CAD', paidCents: 199500, refundedCents: 50000, netCents: 149500 },
      { currency: 'USD', paidCents: 318800, refundedCents: 0, netCents: 318800 },
    ]);
    expect(f.weeks).toEqual([
      { week: '2025-W10', startsOn: '2025-03-03', registrations: 8, paid: 0 },
      { week: '2025-W11', startsOn: '2025-03-10', registrations: 7, paid: 5 },
    ]);
  });

  it.each([
    [{ utmSource: 'newsletter' }, { information: 9, checkout: 5, paid: 3 }],
    [{ utmCampaign: 'fall' }, { information: 3, paid: 3 }],
    [{ utmSource: 'newsletter', utmCampaign: 'spring' }, { information: 6, quiz_passed: 2, paid: 0 }],
    [{ locale: 'fr-CA' }, { information: 3, module_3: 3, quiz_passed: 0 }],
    [{ courseType: 'on_demand' }, { information: 2, objectives: 0, checkout: 2, paid: 2 }],
    [{ offeringId: OFFERING.onDemand }, { information: 2, paid: 2 }],
    [{ variant: 'pediatric' }, { information: 1, education: 1, module_1: 0 }],
    [{ from: '2025-03-10', to: '2025-03-16' }, { information: 7, paid: 5 }],
    [{ from: '2025-04-01', to: '2025-04-30' }, { information: 1, objectives: 1, education: 0 }],
  ])('filters by %j', async (filter, expected) => {
    const f = await get({ ...MARCH, ...filter });
    expect(reached(f)).toMatchObject(expected);
  });

  it('per filter, the other figures follow the cohort: campaign fall has D only', async () => {
    const f = await get({ ...MARCH, utmCampaign: 'fall' });
    expect(f.quiz).toEqual({ tried: 3, passedFirstTry: 3, rate: 1 });
    expect(f.coupons).toEqual({ paid: 3, used: 1, rate: 1 / 3 });
    expect(f.revenue.map((r: { currency: string; netCents: number }) => [r.currency, r.netCents])).toEqual([['CAD', 149500], ['USD', 299000]]);
    const od = await get({ ...MARCH, courseType: 'on_demand' });
    expect(od.steps.find((s: { step: string }) => s.step === 'checkout').conversion).toBeNull();
    expect(od.steps.find((s: { step: string }) => s.step === 'paid').conversion).toBe(1);
    expect(od.weeks).toEqual([{ week: '2025-W11', startsOn: '2025-03-10', registrations: 2, paid: 2 }]);
  });

  it('an empty cohort has zeros and no shares; bad filters are refused', async () => {
    const f = await get({ from: '2020-01-01', to: '2020-01-31' });
    expect(f.steps.every((s: { reached: number }) => s.reached === 0)).toBe(true);
    expect([f.overallConversion, f.quiz.rate, f.coupons.rate]).toEqual([null, null, null]);
    expect(f.revenue).toEqual([]);
    for (const query of [{ from: '2025-03-02', to: '2025-03-01' }, { courseType: 'webinar' }, { locale: 'de' }, { from: 'yesterday' }, { utmSource: 'x'.repeat(201) }] as Record<string, string>[]) {
      const res = await t.call({ method: 'GET', url: '/api/admin/funnel', query, cookies: viewer });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().error ?? res.json().errors).toBeTruthy();
    }
  });
});

describe('agreement with the registrations export', () => {
  it('registrations and paid per course type and locale match the export of the same period', async () => {
    const res = await t.call({ method: 'GET', url: '/api/admin/exports/registrations.csv', query: MARCH, cookies: ops });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = readCsv(res.body).map((r) => r.fields);
    const col = (name: string) => header.indexOf(name);
    const isPaid = (r: string[]) => ['confirmation', 'on_demand_confirmation', 'completed'].includes(r[col('status')]);
    for (const filter of [{}, { courseType: 'live' }, { courseType: 'on_demand' }, { locale: 'fr-CA' }, { locale: 'en' }] as Record<string, string>[]) {
      const picked = rows.filter((r) => (!filter.courseType || r[col('course_type')] === filter.courseType) && (!filter.locale || r[col('locale')] === filter.locale));
      const f = reached(await get({ ...MARCH, ...filter }));
      expect([f.information, f.paid], JSON.stringify(filter)).toEqual([picked.length, picked.filter(isPaid).length]);
    }
  });

  it('the CSV of the figures carries the same numbers, for the roles that export', async () => {
    const res = await t.call({ method: 'GET', url: '/api/admin/funnel.csv', query: { ...MARCH, utmSource: 'newsletter' }, cookies: ops });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="funnel-2025-03-01-to-2025-03-31.csv"');
    const rows = readCsv(res.body).map((r) => r.fields);
    expect(rows[0]).toEqual(['section', 'name', 'value', 'percent', 'median_hours']);
    expect(rows).toContainEqual(['step', 'information', '9', '', '1.00']);
    expect(rows).toContainEqual(['step', 'paid', '3', '60.0', '']);
    expect(rows).toContainEqual(['revenue', 'net_USD', '2990.00', '', '']);
    expect((await t.call({ method: 'GET', url: '/api/admin/funnel.csv', query: MARCH, cookies: viewer })).statusCode).toBe(403);
    const { rows: audit } = await t.db.pool.query(`select action from audit_log where entity = 'export' and action = 'funnel'`);
    expect(audit).toHaveLength(1);
  });
});

describe('stalled at a step', () => {
  const stalled = async (query: Record<string, string>) => {
    const res = await t.call({ method: 'GET', url: '/api/admin/funnel/stalled', query: { ...MARCH, ...query }, cookies: viewer });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('lists who reached the step N days ago and nothing after, oldest first, a page at a time', async () => {
    const all = await stalled({ step: 'objectives', days: '30' });
    expect(all.total).toBe(4);
    expect(all.data.map((p: { id: string }) => p.id)).toEqual(ids.A);
    expect(all.data[0]).toMatchObject({ firstName: 'Test', lastName: 'Dentist', offeringId: OFFERING.live, reachedAt: '2025-03-03T11:00:00.000Z' });
    expect(all.data[0].email).toMatch(/@example\.com$/);
    const page2 = await stalled({ step: 'objectives', days: '30', perPage: '3', page: '2' });
    expect([page2.total, page2.data.map((p: { id: string }) => p.id)]).toEqual([4, [ids.A[3]]]);
    expect((await stalled({ step: 'module_3', days: '1' })).total).toBe(3);
    expect((await stalled({ step: 'education', days: '1', variant: 'pediatric' })).data.map((p: { id: string }) => p.id)).toEqual(ids.F);
    // Not yet N days there: nobody.
    expect((await stalled({ step: 'objectives', days: '3650' })).total).toBe(0);
  });

  it('leaves out ended registrations; paid is nobody\'s stall; bad input is refused', async () => {
    await t.db.pool.query('update registrations set cancelled_at = now() where id = $1', [ids.A[0]]);
    expect((await stalled({ step: 'objectives', days: '30' })).total).toBe(3);
    for (const query of [{ step: 'paid' }, { step: 'nowhere' }, { step: 'objectives', days: '-1' }, { step: 'objectives', perPage: '1000' }] as Record<string, string>[]) {
      const res = await t.call({ method: 'GET', url: '/api/admin/funnel/stalled', query, cookies: viewer });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});
