import { describe, expect, it } from 'vitest';
import { CONTACT_US_PATH, registrationWithTrialChoice } from '../src/leads/paths';
import { contactLeadSchema } from '../src/leads/contact-lead';
import { leadSubmitEvent, subCategoriesFor } from '../src/leads/contact-options';
import { LEAD_MSG } from '../src/leads/fields';
import { HONEYPOT_FIELD, isHoneypotFilled } from '../src/leads/lead-form';
import { scannerLeadSchema } from '../src/leads/scanner-lead';
import { isKnownPagePath } from '../src/site/routes';

/** The lead forms (spec section 3): rules per country, per category and per locale. */
const US = {
  firstName: 'Maya', lastName: 'Okafor', email: ' Maya@Example.com ', phone: '(734) 555-0142', country: 'US', state: 'MI',
  city: 'Ann Arbor', zip: '48104', howCanWeHelp: 'become_provider', professionalCategory: 'GP', professionalSubCategory: 'private_practice',
};
const CA = { ...US, phone: '514 555 0142', country: 'CA', state: 'QC', city: 'Montréal', zip: 'h2x1y4' };
const fieldMessages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('contact lead: postal code, region and phone per country', () => {
  it.each([
    ['US', US, '48104', true],
    ['US', US, '48104-1234', true],
    ['US', US, '4810', false],
    ['US', US, '48104-12', false],
    ['US', US, 'K1A 0B1', false],
    ['CA', CA, 'K1A 0B1', true],
    ['CA', CA, 'k1a0b1', true],
    ['CA', CA, 'K1A-0B1', false],
    ['CA', CA, '48104', false],
    ['CA', CA, '1KA 0B1', false],
  ] as const)('%s zip %j valid: %s', (country, base, zip, valid) => {
    const r = contactLeadSchema('en').safeParse({ ...base, zip });
    expect(r.success).toBe(valid);
    if (!valid) expect(fieldMessages(r)).toEqual({ zip: LEAD_MSG.postal[country] });
  });

  it('stores a Canadian postal code tidied and the phone in E.164, the e-mail lower-cased', () => {
    const r = contactLeadSchema('fr-CA').parse({ ...CA, professionalSubCategory: 'associate' });
    expect(r).toMatchObject({ zip: 'H2X 1Y4', phone: '+15145550142', email: 'maya@example.com', marketingConsent: false });
  });

  it.each([
    ['a Canadian province for the US', { ...US, state: 'ON' }, 'state', LEAD_MSG.region],
    ['a US state for Canada', { ...CA, state: 'NY' }, 'state', LEAD_MSG.region],
    ['a territory for Canada is fine', { ...CA, state: 'YT' }, null, null],
    ['DC for the US is fine', { ...US, state: 'DC' }, null, null],
    ['a phone that is not a number', { ...US, phone: '555-01' }, 'phone', LEAD_MSG.phone],
    ['a country outside US and CA', { ...US, country: 'PR' }, 'country', 'errors:validation.invalid'],
    ['a missing country', { ...US, country: '' }, 'country', 'errors:validation.required'],
  ])('%s', (_name, body, field, message) => {
    const r = contactLeadSchema('en').safeParse(body);
    expect(r.success).toBe(field === null);
    if (field) expect(fieldMessages(r)[field]).toBe(message);
  });
});

describe('contact lead: sub categories per category and locale', () => {
  it.each([
    ['GP', 'en', ['private_practice', 'new_graduate', 'associate', 'dso_na']],
    ['Ortho', 'en-CA', ['private_practice', 'new_graduate', 'associate', 'dso_na']],
    ['GP', 'fr-CA', ['private_practice', 'associate', 'dso_na']],
    ['Ortho', 'fr-CA', ['private_practice', 'associate', 'dso_na']],
    ['Other', 'en', ['endodontics', 'oral_maxillofacial_surgery', 'pediatric_dentist', 'periodontics', 'prosthodontics']],
    ['Other', 'fr-CA', ['endodontics', 'oral_maxillofacial_surgery', 'pediatric_dentist', 'periodontics', 'prosthodontics']],
  ] as const)('%s in %s', (category, locale, expected) => {
    expect(subCategoriesFor(category, locale)).toEqual(expected);
  });

  it.each([
    ['en', 'GP', 'new_graduate', true],
    ['en-CA', 'Ortho', 'new_graduate', true],
    ['fr-CA', 'GP', 'new_graduate', false],
    ['fr-CA', 'GP', 'dso_na', true],
    ['en', 'Other', 'private_practice', false],
    ['en', 'GP', 'periodontics', false],
    ['fr-CA', 'Other', 'prosthodontics', true],
    ['en', 'GP', 'dentist', false],
  ] as const)('in %s, %s / %s valid: %s', (locale, professionalCategory, professionalSubCategory, valid) => {
    const r = contactLeadSchema(locale).safeParse({ ...US, professionalCategory, professionalSubCategory });
    expect(r.success).toBe(valid);
    if (!valid) expect(Object.keys(fieldMessages(r))).toEqual(['professionalSubCategory']);
  });

  it('asks for every field of an empty form', () => {
    const r = contactLeadSchema('en').safeParse({});
    expect(Object.keys(fieldMessages(r)).sort()).toEqual(
      ['city', 'country', 'email', 'firstName', 'howCanWeHelp', 'lastName', 'phone', 'professionalCategory', 'professionalSubCategory', 'state', 'zip'].sort(),
    );
    expect(new Set(Object.values(fieldMessages(r)))).toEqual(new Set(['errors:validation.required']));
  });

  it.each([
    ['a string for the consent', { marketingConsent: 'yes' }, 'marketingConsent'],
    ['a number for a name', { firstName: 7 }, 'firstName'],
    ['an unknown help option', { howCanWeHelp: 'buy' }, 'howCanWeHelp'],
  ])('refuses %s', (_name, patch, field) => {
    expect(Object.keys(fieldMessages(contactLeadSchema('en').safeParse({ ...US, ...patch })))).toEqual([field]);
  });

  it('keeps the consent only when given and drops the honeypot', () => {
    const r = contactLeadSchema('en').parse({ ...US, marketingConsent: true, [HONEYPOT_FIELD]: '' });
    expect(r.marketingConsent).toBe(true);
    expect(r).not.toHaveProperty(HONEYPOT_FIELD);
  });
});

describe('scanner-trial lead', () => {
  const base = { firstName: 'Léa', lastName: 'Tremblay', email: 'lea@example.ca', phone: '514-555-0142', country: 'CA', zip: 'H2X 1Y4' };
  it.each([
    ['a Canadian lead', base, []],
    ['a US lead', { ...base, country: 'US', zip: '10001-0001', phone: '212 555 0100' }, []],
    ['a US ZIP for Canada', { ...base, zip: '10001' }, ['zip']],
    ['a Canadian postal code for the US', { ...base, country: 'US' }, ['zip']],
    ['a provider id', { ...base, providerId: 'AbCdEfGhIjKlMnOpQrStUv' }, []],
    ['a malformed provider id', { ...base, providerId: '../etc' }, ['providerId']],
    ['nothing', {}, ['country', 'email', 'firstName', 'lastName', 'phone', 'zip']],
  ])('%s', (_name, body, failing) => {
    expect(Object.keys(fieldMessages(scannerLeadSchema.safeParse(body))).sort()).toEqual(failing);
  });
});

describe('honeypot, tracking key and paths', () => {
  it.each([
    [{ [HONEYPOT_FIELD]: 'http://spam.example' }, true],
    [{ [HONEYPOT_FIELD]: '   ' }, false],
    [{ [HONEYPOT_FIELD]: '' }, false],
    [{ [HONEYPOT_FIELD]: 1 }, true],
    [{}, false],
    [null, false],
    [['x'], false],
  ])('%j filled: %s', (body, filled) => {
    expect(isHoneypotFilled(body)).toBe(filled);
  });

  it.each([
    ['en', 'provider-en-lead-submit'],
    ['en-CA', 'provider-en-lead-submit'],
    ['fr-CA', 'provider-fr-lead-submit'],
  ] as const)('%s pushes %s', (locale, key) => {
    expect(leadSubmitEvent(locale)).toBe(key);
  });

  it('serves the lead pages and remembers the trial choice for the registration', () => {
    for (const path of [CONTACT_US_PATH, '/scanner-trial', '/registration-complete']) expect(isKnownPagePath(path)).toBe(true);
    expect(registrationWithTrialChoice(true)).toBe('/registration?scanner_trial=added');
    expect(registrationWithTrialChoice(false)).toBe('/registration?scanner_trial=declined');
  });
});
