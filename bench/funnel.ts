import { performance } from 'node:perf_hooks';
import { benchDatabase } from './bench-database';
import type { FunnelQuery, StalledQuery } from '../packages/domain/src/funnel/schemas';
import { funnelFigures } from '../apps/server/src/features/funnel/figures';
import { stalledAt } from '../apps/server/src/features/funnel/stalled';
import { DEMO_OFFERINGS, seedOfferings } from '../apps/server/src/features/offerings/seed';
import { generateFunnel } from './funnel-data';

/**
 * Issue 30's measure: the funnel dashboard's query time on BENCH_REGISTRATIONS (100,000)
 * generated registrations over the last year, with their step history (as the server records
 * it), quiz attempts, paid orders (some with a coupon or a scanner trial) and refunds, in a fresh
 * embedded PostgreSQL. Times the figures (GET /api/admin/funnel's one statement) with no filter
 * and with each filter, and the stalled list, BENCH_RUNS (7) times each after a warm-up; prints
 * the median and the slowest run. Exits 1 if the figures disagree with a direct count.
 */
const COUNT = Number(process.env.BENCH_REGISTRATIONS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const { db, stop } = await benchDatabase('funnel');
try {
  await seedOfferings(db);
  const started = performance.now();
  await generateFunnel(db.pool, COUNT);
  console.log(`generated ${COUNT} registrations in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const counts = (await db.pool.query(`select (select count(*) from registration_step_history)::int as steps, (select count(*) from quiz_attempts)::int as attempts, (select count(*) from orders)::int as orders`)).rows[0];
  console.log(`history rows ${counts.steps}, quiz attempts ${counts.attempts}, paid orders ${counts.orders}`);

  const year: FunnelQuery = { from: day(-365), to: day(0) };
  const live = DEMO_OFFERINGS.find((o) => o.courseType === 'live')!.id;
  const cases: [string, FunnelQuery][] = [
    ['a year, no filter', year],
    ['last 30 days (the default period)', {}],
    ['a quarter', { from: day(-90), to: day(0) }],
    ['course type live', { ...year, courseType: 'live' }],
    ['variant pediatric', { ...year, variant: 'pediatric' }],
    ['one offering', { ...year, offeringId: live }],
    ['locale fr-CA', { ...year, locale: 'fr-CA' }],
    ['utm_source newsletter', { ...year, utmSource: 'newsletter' }],
    ['utm_campaign spring-3', { ...year, utmCampaign: 'spring-3' }],
    ['every filter at once', { ...year, courseType: 'live', variant: 'standard', offeringId: live, locale: 'en', utmSource: 'newsletter', utmCampaign: 'spring-3' }],
  ];
  const rows: { case: string; 'median ms': string; 'max ms': string; registered: number }[] = [];
  for (const [name, q] of cases) {
    const { median, max, result } = await time(() => funnelFigures(db.orm, q));
    rows.push({ case: name, 'median ms': median.toFixed(1), 'max ms': max.toFixed(1), registered: result.steps[0].reached });
  }
  const stalled: StalledQuery = { ...year, step: 'objectives', days: 7, page: 1, perPage: 25 };
  const s = await time(() => stalledAt(db.orm, stalled));
  rows.push({ case: 'stalled at objectives 7 days, page 1', 'median ms': s.median.toFixed(1), 'max ms': s.max.toFixed(1), registered: s.result.total });
  const deep = await time(() => stalledAt(db.orm, { ...stalled, page: 200 }));
  rows.push({ case: 'the same, page 200', 'median ms': deep.median.toFixed(1), 'max ms': deep.max.toFixed(1), registered: deep.result.total });
  console.table(rows);

  // The figures must be right, not only fast: the year's counts against a direct count.
  const f = await funnelFigures(db.orm, year);
  const direct = (await db.pool.query(`select step, count(*)::int as n from registration_step_history h join registrations r on r.id = h.registration_id where r.created_at >= $1 group by step`, [`${day(-365)}T00:00:00Z`])).rows;
  const wrong = direct.filter((d: { step: string; n: number }) => f.steps.find((x) => x.step === d.step)?.reached !== d.n);
  if (wrong.length) {
    console.error('figures disagree with a direct count', wrong);
    process.exitCode = 1;
  }
} finally {
  await stop();
}

async function time<T>(run: () => Promise<T>) {
  let result = await run(); // warm-up: plans and caches
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    result = await run();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(ms.length / 2)], max: ms.at(-1)!, result };
}
