import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ALL_GRANTED,
  ALL_REFUSED,
  CATEGORY_COOKIES,
  CONSENT_MAX_AGE,
  CONSENT_TEXT_VERSION,
  currentChoices,
  formatConsentCookie,
  grantedCategories,
  parseConsentCookie,
  withdrawnCategories,
} from '../src/privacy/consent';
import { consentDecisionSchema } from '../src/privacy/consent-api';
import { MARKETING_EMAIL_TEXT_KEY, TRACKING_TEXT_KEYS, trackingConsentText } from '../src/privacy/consent-texts';
import { CATEGORY_COOKIE_INFO, NECESSARY_COOKIES } from '../src/privacy/necessary-cookies';

const ID = 'AbCdEfGhIjKlMnOpQrStUv';

describe('the consent cookie', () => {
  it('lasts 13 months at most (13 x 30 days)', () => {
    expect(CONSENT_MAX_AGE).toBe(33696000);
    expect(CONSENT_MAX_AGE).toBeLessThanOrEqual(393 * 86400); // the shortest 13 calendar months
  });

  it.each([
    [ALL_GRANTED, `${CONSENT_TEXT_VERSION}.${ID}.measurement-marketing`],
    [ALL_REFUSED, `${CONSENT_TEXT_VERSION}.${ID}.none`],
    [{ measurement: true, marketing: false }, `${CONSENT_TEXT_VERSION}.${ID}.measurement`],
    [{ measurement: false, marketing: true }, `${CONSENT_TEXT_VERSION}.${ID}.marketing`],
  ])('writes %j as %s and reads it back', (choices, value) => {
    expect(formatConsentCookie({ version: CONSENT_TEXT_VERSION, consentId: ID, choices })).toBe(value);
    expect(parseConsentCookie(value)).toEqual({ version: CONSENT_TEXT_VERSION, consentId: ID, choices });
  });

  it.each([
    ['', 'empty'],
    ['garbage', 'not three parts'],
    [`${CONSENT_TEXT_VERSION}.${ID}.measurement.extra`, 'four parts'],
    [`${CONSENT_TEXT_VERSION}.short.none`, 'an id that is not 22 characters'],
    [`v1.${ID}.none`, 'a version that is not a date'],
    [`${CONSENT_TEXT_VERSION}.${ID}.measurement-ads`, 'an unknown category'],
    [`${CONSENT_TEXT_VERSION}.${ID}.`, 'no list'],
  ])('refuses %j (%s)', (raw) => {
    expect(parseConsentCookie(raw)).toBeNull();
  });

  it('counts a choice made under older texts as no choice', () => {
    expect(currentChoices(`2025-01-01.${ID}.measurement-marketing`)).toBeNull();
    expect(currentChoices(`${CONSENT_TEXT_VERSION}.${ID}.marketing`)).toEqual({ measurement: false, marketing: true });
    expect(currentChoices(undefined)).toBeNull();
  });
});

describe('changes of mind', () => {
  it.each([
    [null, ALL_REFUSED, [], []],
    [null, ALL_GRANTED, [], ['measurement', 'marketing']],
    [ALL_GRANTED, ALL_REFUSED, ['measurement', 'marketing'], []],
    [ALL_GRANTED, { measurement: true, marketing: false }, ['marketing'], []],
    [{ measurement: true, marketing: false }, { measurement: false, marketing: true }, ['measurement'], ['marketing']],
    [ALL_REFUSED, ALL_REFUSED, [], []],
  ] as const)('from %j to %j withdraws %j and grants %j', (before, after, withdrawn, granted) => {
    expect(withdrawnCategories(before, after)).toEqual(withdrawn);
    expect(grantedCategories(before, after)).toEqual(granted);
  });
});

describe('cookie lists', () => {
  it('names the marketing cookies of spec section 9 and no measurement cookie', () => {
    expect(CATEGORY_COOKIES.marketing).toEqual(['_provider_id', 'utmParams', 'promoParam']);
    expect(CATEGORY_COOKIES.measurement).toEqual([]);
    expect(CATEGORY_COOKIE_INFO.marketing.map((c) => c.name)).toEqual(CATEGORY_COOKIES.marketing);
  });

  it('lists the strictly necessary cookies, none of them gated', () => {
    const names = NECESSARY_COOKIES.map((c) => c.name);
    expect(names).toEqual(['locale', 'XSRF-TOKEN', 'portal_consent', 'portal_staff', 'portal_staff_pending']);
    expect(names.some((n) => CATEGORY_COOKIES.marketing.includes(n))).toBe(false);
  });
});

describe('the decision body', () => {
  const ok = { choices: ALL_GRANTED, sourcePage: '/provider/why-the-system', textVersion: CONSENT_TEXT_VERSION };
  it('accepts a decision', () => expect(consentDecisionSchema.safeParse(ok).success).toBe(true));
  it.each<[unknown, string]>([
    [{ ...ok, choices: { measurement: true } }, 'a missing category'],
    [{ ...ok, choices: { ...ALL_GRANTED, ads: true } }, 'an unknown category'],
    [{ ...ok, choices: { measurement: 'yes', marketing: true } }, 'a string for a boolean'],
    [{ ...ok, sourcePage: 'https://evil.example/' }, 'another site'],
    [{ ...ok, sourcePage: '/registration?id=1' }, 'a query string'],
    [{ ...ok, sourcePage: `/${'a'.repeat(300)}` }, 'a long path'],
    [{ ...ok, extra: 1 }, 'an unknown field'],
  ])('refuses %j (%s)', (body) => expect(consentDecisionSchema.safeParse(body).success).toBe(false));
});

describe('the text kept as proof', () => {
  it('joins the banner texts and every category in order', () => {
    const text = trackingConsentText((k) => `<${k}>`);
    expect(text.split('\n')).toEqual([
      '<common:consent.title>',
      '<common:consent.text>',
      '- <common:consent.categories.measurement.label>: <common:consent.categories.measurement.description>',
      '- <common:consent.categories.marketing.label>: <common:consent.categories.marketing.description>',
    ]);
    expect(TRACKING_TEXT_KEYS).toHaveLength(6);
  });
});

describe('the texts kept as proof exist in every complete catalog', () => {
  const lookup = (locale: string, key: string) => {
    const [ns, path] = key.split(':');
    const catalog = JSON.parse(readFileSync(new URL(`../locales/${locale}/${ns}.json`, import.meta.url), 'utf8'));
    return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
  };
  it.each(['en', 'fr-CA'])('%s', (locale) => {
    for (const key of [...TRACKING_TEXT_KEYS, MARKETING_EMAIL_TEXT_KEY, 'common:consent.categories.necessary.label']) {
      expect(typeof lookup(locale, key), key).toBe('string');
      expect((lookup(locale, key) as string).length, key).toBeGreaterThan(5);
    }
  });
});
