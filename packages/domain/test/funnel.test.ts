import { describe, expect, it } from 'vitest';
import { funnelCsvRows, rate, stepFigures, type FunnelFigures } from '../src/funnel/figures';
import { moduleStep, stepsReached, stepsUpTo } from '../src/funnel/recording';
import { FunnelQuerySchema, StalledQuerySchema } from '../src/funnel/schemas';

describe('the steps a move reaches', () => {
  it.each([
    [null, 'objectives', 'registered', ['information', 'objectives']],
    [null, 'cart', 'registered', ['information', 'checkout']],
    ['objectives', 'go_digital_landing', 'objectives_answered', []],
    ['go_digital_landing', 'scorm', 'offer_answered', ['education']],
    ['go_digital_landing', 'cart', 'offer_answered', ['checkout']],
    ['scorm', 'quiz', 'modules_completed', []],
    ['quiz', 'cart', 'quiz_passed', ['quiz_passed', 'checkout']],
    ['cart', 'confirmation', 'paid', ['paid']],
    ['cart', 'on_demand_confirmation', 'paid', ['paid']],
    ['confirmation', 'completed', 'certified', []],
  ] as const)('%s -> %s (%s) reaches %j', (from, to, event, expected) => {
    expect(stepsReached(from, to, event)).toEqual(expected);
  });

  it('numbers the modules in course order', () => {
    expect([moduleStep('fundamentals'), moduleStep('digital-workflow'), moduleStep('case-selection')]).toEqual(['module_1', 'module_2', 'module_3']);
  });
});

describe('the steps up to a status', () => {
  it.each([
    ['objectives', 'live', ['information', 'objectives']],
    ['scorm', 'live', ['information', 'objectives', 'education']],
    ['quiz', 'live', ['information', 'objectives', 'education', 'module_1', 'module_2', 'module_3']],
    ['cart', 'live', ['information', 'objectives', 'education', 'module_1', 'module_2', 'module_3', 'quiz_passed', 'checkout']],
    ['completed', 'live', ['information', 'objectives', 'education', 'module_1', 'module_2', 'module_3', 'quiz_passed', 'checkout', 'paid']],
    ['cart', 'on_demand', ['information', 'checkout']],
    ['on_demand_confirmation', 'on_demand', ['information', 'checkout', 'paid']],
    ['error', 'live', ['information']],
  ] as const)('%s (%s)', (status, courseType, expected) => {
    expect(stepsUpTo(status, courseType)).toEqual(expected);
  });
});

describe('figures', () => {
  it('a share is null when nobody could take it', () => {
    expect([rate(1, 4), rate(0, 4), rate(0, 0)]).toEqual([0.25, 0, null]);
  });

  it('conversions come from those who reached the step before; unreached steps count 0', () => {
    const steps = stepFigures([
      { step: 'information', reached: 10, fromPrevious: 0, medianSeconds: 60 },
      { step: 'objectives', reached: 8, fromPrevious: 8, medianSeconds: null },
      { step: 'checkout', reached: 2, fromPrevious: 0, medianSeconds: null },
    ]);
    expect(steps.map((s) => [s.step, s.reached, s.conversion])).toEqual([
      ['information', 10, null], ['objectives', 8, 0.8], ['education', 0, 0], ['module_1', 0, null], ['module_2', 0, null],
      ['module_3', 0, null], ['quiz_passed', 0, null], ['checkout', 2, null], ['paid', 0, 0],
    ]);
  });

  it('the CSV rows carry each figure', () => {
    const f: FunnelFigures = {
      from: '', until: '', overallConversion: 0.5,
      steps: stepFigures([{ step: 'information', reached: 2, fromPrevious: 0, medianSeconds: 5400 }]),
      quiz: { tried: 0, passedFirstTry: 0, rate: null }, coupons: { paid: 1, used: 1, rate: 1 }, scannerTrial: { paid: 1, taken: 0, rate: 0 },
      revenue: [{ currency: 'USD', paidCents: 10000, refundedCents: 2500, netCents: 7500 }],
      weeks: [{ week: '2025-W10', startsOn: '2025-03-03', registrations: 2, paid: 1 }],
    };
    const rows = funnelCsvRows(f);
    expect(rows).toContainEqual(['step', 'information', '2', '', '1.50']);
    expect(rows).toContainEqual(['quiz', 'passed_first_try', '0/0', '', '']);
    expect(rows).toContainEqual(['coupons', 'paid_with_coupon', '1/1', '100.0', '']);
    expect(rows).toContainEqual(['revenue', 'net_USD', '75.00', '', '']);
    expect(rows).toContainEqual(['week_paid', '2025-W10', '1', '', '']);
  });
});

describe('query schemas', () => {
  it('reads filters and refuses what is not one', () => {
    expect(FunnelQuerySchema.parse({ courseType: 'live', utmSource: ' mail ' })).toEqual({ courseType: 'live', utmSource: 'mail' });
    for (const bad of [{ courseType: 'x' }, { locale: 'de' }, { from: '2025-13-01' }, { utmCampaign: 'x'.repeat(201) }]) expect(FunnelQuerySchema.safeParse(bad).success).toBe(false);
    expect(StalledQuerySchema.parse({ step: 'quiz_passed' })).toMatchObject({ step: 'quiz_passed', days: 7, page: 1, perPage: 25 });
    expect(StalledQuerySchema.safeParse({ step: 'paid' }).success).toBe(false);
  });
});
