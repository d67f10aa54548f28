import { describe, expect, it } from 'vitest';
import { campaignImportRowSchema, statusFitsCourse } from '../src/campaign/import';
import { campaignLink } from '../src/campaign/routes';

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
    [{ id: 'X', status: 'error', locale: 'fr-CA' }, {}, '/'],
    [{ id: 'X', status: 'quiz', locale: 'en-CA' }, { path: '/campaign_scorm' as const, extra: { novalidate: 'true' } }, '/campaign_scorm?id=X&locale=en-CA&novalidate=true'],
  ])('%j %j -> %s', (record, opts, expected) => {
    expect(campaignLink(record, opts)).toBe(expected);
  });
});
