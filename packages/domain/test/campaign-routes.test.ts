import { describe, expect, it } from 'vitest';
import { CAMPAIGN_PATHS, campaignRedirect, campaignRoute } from '../src/campaign/routes';
import { STATUSES } from '../src/registration/status';

/** Spec section 2 'Status-driven routes': the table row by row, then the redirect rules. */
describe('campaignRoute', () => {
  it.each([
    ['error', 'live', '/'],
    ['error', 'on_demand', '/'],
    ['go_digital_landing', 'live', '/campaign_go_digital'],
    ['go_digital_landing', 'on_demand', '/campaign_go_digital'],
    ['cart', 'live', '/campaign_payment'],
    ['cart', 'on_demand', '/campaign_payment'],
    ['confirmation', 'live', '/campaign_payment_confirmation'],
    ['confirmation', null, '/campaign_payment_confirmation'],
    ['confirmation', 'on_demand', '/campaign_confirmation'],
    ['on_demand_confirmation', 'on_demand', '/campaign_confirmation'],
    ['on_demand_confirmation', 'live', '/campaign_confirmation'],
    ['scorm', 'live', '/campaign_scorm'],
    ['quiz', 'live', '/campaign_quiz'],
    ['completed', 'on_demand', '/campaign_completed'],
    ['completed', 'live', '/campaign_payment_confirmation'],
    ['completed', undefined, '/campaign_payment_confirmation'],
    ['objectives', 'live', '/'],
    ['something_new', 'live', '/'],
    ['', 'live', '/'],
  ])('status %j with course_type %j -> %s', (status, courseType, route) => {
    expect(campaignRoute({ status, course_type: courseType })).toBe(route);
  });

  it('sends every status the funnel knows somewhere in the table', () => {
    for (const status of STATUSES) expect(Object.values(CAMPAIGN_PATHS)).toContain(campaignRoute({ status, course_type: 'live' }));
  });
});

describe('campaignRedirect', () => {
  const id = 'AbCdEfGhIjKlMnOpQrStUv';
  it.each([
    ['to the record page, keeping the id', { status: 'cart', locale: 'en' }, '/campaign_go_digital', `?id=${id}`, `/campaign_payment?id=${id}`],
    ['appends fr-CA', { status: 'scorm', locale: 'fr-CA' }, '/campaign_payment', `?id=${id}`, `/campaign_scorm?id=${id}&locale=fr-CA`],
    ['appends en-CA', { status: 'quiz', locale: 'en-CA' }, '/campaign_scorm', `?id=${id}`, `/campaign_quiz?id=${id}&locale=en-CA`],
    ['normalizes the record locale', { status: 'quiz', locale: 'fr_ca' }, '/campaign_scorm', `?id=${id}`, `/campaign_quiz?id=${id}&locale=fr-CA`],
    ['no locale for en', { status: 'quiz', locale: 'en' }, '/campaign_scorm', `?id=${id}`, `/campaign_quiz?id=${id}`],
    ['no locale when the record has none', { status: 'quiz' }, '/campaign_scorm', `?id=${id}`, `/campaign_quiz?id=${id}`],
    ['replaces a locale parameter that differs', { status: 'quiz', locale: 'fr-CA' }, '/campaign_scorm', `?id=${id}&locale=en`, `/campaign_quiz?id=${id}&locale=fr-CA`],
    ['keeps other parameters', { status: 'cart' }, '/campaign_quiz', `?id=${id}&utm_source=mail`, `/campaign_payment?id=${id}&utm_source=mail`],
    ['accepts URLSearchParams', { status: 'cart' }, '/campaign_quiz', new URLSearchParams({ id }), `/campaign_payment?id=${id}`],
    ['error goes to the root page without the id', { status: 'error', locale: 'en' }, '/campaign_payment', `?id=${id}`, '/'],
    ['error in fr-CA keeps only the locale', { status: 'error', locale: 'fr-CA' }, '/campaign_payment', `?id=${id}`, '/?locale=fr-CA'],
    ['completed on demand', { status: 'completed', course_type: 'on_demand' }, '/campaign_payment_confirmation', `?id=${id}`, `/campaign_completed?id=${id}`],
    ['stays on the matching page', { status: 'cart', locale: 'fr-CA' }, '/campaign_payment', `?id=${id}`, null],
    ['stays with a trailing slash', { status: 'cart' }, '/campaign_payment/', `?id=${id}`, null],
    ['stays on the root page for error', { status: 'error' }, '/', '', null],
    ['novalidate=true skips the redirect', { status: 'cart' }, '/campaign_quiz', `?id=${id}&novalidate=true`, null],
    ['objectives goes to the funnel questionnaire', { status: 'objectives', locale: 'en' }, '/campaign_go_digital', `?id=${id}`, `/registration/${id}/objectives`],
    ['objectives in fr-CA keeps the locale', { status: 'objectives', locale: 'fr-CA' }, '/campaign_payment', `?id=${id}&utm_source=mail`, `/registration/${id}/objectives?locale=fr-CA`],
    ['novalidate=false does not', { status: 'cart' }, '/campaign_quiz', `?id=${id}&novalidate=false`, `/campaign_payment?id=${id}&novalidate=false`],
  ] as const)('%s', (_name, record, path, search, expected) => {
    expect(campaignRedirect(record, path, search)).toBe(expected);
  });

  it.each([
    ['/campaign_payment', `?id=${id}`, '/'],
    ['/campaign_payment', '?novalidate=true', '/'],
    ['/', '', null],
  ])('no record (missing id or failed look-up) on %s%s -> %j', (path, search, expected) => {
    expect(campaignRedirect(null, path, search)).toBe(expected);
  });
});
