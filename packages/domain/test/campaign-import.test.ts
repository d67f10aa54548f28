import { describe, expect, it } from 'vitest';
import { campaignImportRowSchema, statusFitsCourse } from '../src/campaign/import';
import { campaignLink } from '../src/campaign/routes';
import { STATUSES } from '../src/registration/status';

describe('campaign import rows', () => {
  const row = { email: ' Ana@Example.com ', first_name: 'Ana', last_name: 'Lopez', country: 'US', locale: 'fr-CA', offering_id: 'Cn9DwAy62m_-VXgk9y6L5Q', status: 'cart' };
  it('accepts a good row and normalises the e-mail', () => {
    expect(campaignImportRowSchema.parse(row).email).toBe('ana@example.com');
  });
  it.each([
    ['email', 'nope'], ['first_name', ''], ['country', 'MX'], ['locale', 'de'], ['offering_id', 'short'], ['status', 'paid'],
  ])('refuses a bad %s', (key, value) => {
    const r = campaignImportRowSchema.safeParse({ ...row, [key]: value });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path).toEqual([key]);
  });
  it.each([
    ['on_demand_confirmation', 'on_demand', true], ['on_demand_confirmation', 'live', false], ['quiz', 'on_demand', false],
    ['quiz', 'live', true], ['cart', 'on_demand', true], ['completed', 'live', true],
  ] as const)('status %s for a %s course: %s', (status, courseType, fits) => {
    expect(statusFitsCourse(status, courseType)).toBe(fits);
  });
});

describe('campaignLink', () => {
  it.each([
    [{ id: 'X', status: 'cart', locale: 'en' }, {}, '/campaign_payment?id=X'],
    [{ id: 'X', status: 'confirmation', course_type: 'on_demand', locale: 'fr-CA' }, { base: 'https://p.example/' }, 'https://p.example/campaign_confirmation?id=X&locale=fr-CA'],
    [{ id: 'X', status: 'error', locale: 'fr-CA' }, {}, '/?locale=fr-CA'],
    [{ id: 'X', status: 'error', locale: 'en' }, { base: 'https://p.example' }, 'https://p.example/'],
    [{ id: 'X', status: 'quiz', locale: 'en-CA' }, { path: '/campaign_scorm' as const, extra: { novalidate: 'true' } }, '/campaign_scorm?id=X&locale=en-CA&novalidate=true'],
  ])('%j %j -> %s', (record, opts, expected) => {
    expect(campaignLink(record, opts)).toBe(expected);
  });
});

/** Issue 28 defect 5: every status an import row may carry gets its page, the id and the locale (none for en). */
describe('campaignLink for every status', () => {
  const id = 'AbCdEfGhIjKlMnOpQrStUv';
  const base = 'https://p.example';
  const PAGE: Record<(typeof STATUSES)[number], [live: string, onDemand: string]> = {
    objectives: [`/registration/${id}/objectives`, `/registration/${id}/objectives`],
    go_digital_landing: ['/campaign_go_digital?id=ID', '/campaign_go_digital?id=ID'],
    scorm: ['/campaign_scorm?id=ID', '/campaign_scorm?id=ID'],
    quiz: ['/campaign_quiz?id=ID', '/campaign_quiz?id=ID'],
    cart: ['/campaign_payment?id=ID', '/campaign_payment?id=ID'],
    confirmation: ['/campaign_payment_confirmation?id=ID', '/campaign_confirmation?id=ID'],
    on_demand_confirmation: ['/campaign_confirmation?id=ID', '/campaign_confirmation?id=ID'],
    completed: ['/campaign_payment_confirmation?id=ID', '/campaign_completed?id=ID'],
    // The spec's table sends `error` to the root page, which reads no record.
    error: ['/', '/'],
  };
  const cases = STATUSES.flatMap((status) =>
    (['live', 'on_demand'] as const).flatMap((courseType, i) =>
      (['en', 'en-CA', 'fr-CA'] as const).map((locale) => {
        const page = PAGE[status][i].replace('ID', id);
        const expected = locale === 'en' ? page : `${page}${page.includes('?') ? '&' : '?'}locale=${locale}`;
        return [status, courseType, locale, `${base}${expected}`] as const;
      }),
    ),
  );
  it.each(cases)('%s, %s, %s -> %s', (status, courseType, locale, expected) => {
    expect(campaignLink({ id, status, course_type: courseType, locale }, { base })).toBe(expected);
  });
  it('carries the id for every status but error', () => {
    for (const status of STATUSES.filter((s) => s !== 'error')) expect(campaignLink({ id, status, course_type: 'live', locale: 'en' })).toContain(id);
  });
});
