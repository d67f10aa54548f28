import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MSG } from '../src/http/validation';
import { isValidPostal, normalizePostal } from '../src/regions/postal';
import type { Country } from '../src/regions/regions';
import { teamSeatsAvailable } from '../src/registration/availability';
import { REGISTRATION_COUNTRIES, ROLES, SPECIALTIES, TEAM_MEMBER_TYPES, rolesFor, specialtiesFor } from '../src/registration/lists';
import { isValidNpi } from '../src/registration/npi';
import { FIELD_MSG, MAX_TEAM_MEMBERS, registrationSchema, type RegistrationContext } from '../src/registration/schema';

/** The information step's schema (spec sections 3, 5, 6), the same one the browser and the server use. */
const LIVE_IN_PERSON: RegistrationContext = { variant: 'standard', courseType: 'live', modality: 'in_person', locale: 'en' };
const LIVE_VIRTUAL: RegistrationContext = { ...LIVE_IN_PERSON, modality: 'virtual' };
const ON_DEMAND: RegistrationContext = { ...LIVE_IN_PERSON, courseType: 'on_demand', modality: 'virtual' };

const US = {
  campaignId: 'Cn9DwAy62m_-VXgk9y6L5Q', firstName: 'Dana', lastName: 'Reyes', email: 'Dana.Reyes@Example.com', phone: '(312) 555-0123',
  practiceName: 'Lakeshore Dental', role: 'doctor_owner', specialty: 'gp', address1: '100 Main St', address2: '', city: 'Chicago',
  country: 'US', state: 'IL', postalCode: '60601', licenseNumber: 'IL-4455', licenseState: 'IL', npiNumber: '1234567893',
  agdNumber: '', hotelNeeded: 'no', dietaryRestrictions: '', dsoCode: '', teamMembers: [] as unknown[],
};
const CA = { ...US, phone: '416 555 0123', city: 'Toronto', country: 'CA', state: 'ON', postalCode: 'M5X 1A9', licenseState: 'ON', npiNumber: '' };
const PR = { ...US, phone: '787-555-0123', city: 'San Juan', country: 'PR', state: 'PR', postalCode: '00901', licenseState: 'PR' };

/** Field path -> message, or {} when valid. */
function issues(input: unknown, ctx = LIVE_IN_PERSON): Record<string, string> {
  const r = registrationSchema(ctx).safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}
const parse = (input: unknown, ctx = LIVE_IN_PERSON) => registrationSchema(ctx).parse(input);
const without = (obj: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(obj).filter(([k]) => k !== key));

describe('complete registrations', () => {
  it.each([['US', US, '+13125550123'], ['CA', CA, '+14165550123'], ['PR', PR, '+17875550123']])('accepts %s and stores the phone in E.164', (_c, input, phone) => {
    const r = parse(input);
    expect(r.phone).toBe(phone);
    expect(r.email).toBe('dana.reyes@example.com');
  });
});

describe('required fields: "All fields are required" beside each', () => {
  const required = ['campaignId', 'firstName', 'lastName', 'email', 'phone', 'practiceName', 'role', 'specialty', 'address1', 'city',
    'country', 'state', 'postalCode', 'licenseNumber', 'licenseState', 'npiNumber', 'hotelNeeded'];
  it.each(required)('%s missing', (field) => {
    expect(issues(without(US, field))[field]).toBe(MSG.required);
  });
  it.each(required.filter((f) => f !== 'campaignId' && f !== 'country'))('%s blank', (field) => {
    expect(issues({ ...US, [field]: '   ' })[field]).toBe(MSG.required);
  });
  it.each(['address2', 'agdNumber', 'dsoCode', 'dietaryRestrictions', 'teamMembers'])('%s is optional', (field) => {
    expect(issues(without(US, field))).toEqual({});
  });
  it('reports country-dependent errors together with missing fields', () => {
    expect(issues({ ...without(US, 'firstName'), phone: '12', postalCode: 'x' })).toEqual({
      firstName: MSG.required, phone: FIELD_MSG.phone, postalCode: FIELD_MSG.postal,
    });
  });
});

describe('NPI: US and PR only, with the check digit', () => {
  it.each([
    ['1234567893', true], ['1245319599', true], ['1234567890', false], ['123456789', false], ['12345678931', false], ['abcdefghij', false],
  ])('isValidNpi(%s) = %s', (npi, ok) => expect(isValidNpi(npi)).toBe(ok));

  it.each([
    ['US', US, '1234567890', FIELD_MSG.npi],
    ['US', US, '', MSG.required],
    ['PR', PR, '1234567890', FIELD_MSG.npi],
    ['PR', PR, '', MSG.required],
  ])('%s: %j -> %s', (_c, input, npiNumber, message) => {
    expect(issues({ ...input, npiNumber })).toEqual({ npiNumber: message });
  });
  it('accepts spaces and dashes and stores digits', () => expect(parse({ ...US, npiNumber: '123 456-7893' }).npiNumber).toBe('1234567893'));
  it('is not asked in Canada and dropped if sent', () => expect(parse({ ...CA, npiNumber: '1234567890' }).npiNumber).toBe(''));
});

describe('postal and zip codes (spec section 5)', () => {
  it.each<[Country, string, boolean]>([
    ['CA', 'K1A 0B1', true], ['CA', 'k1a0b1', true], ['CA', 'K1A-0B1', false], ['CA', '12345', false], ['CA', 'KK1 0B1', false],
    ['US', '60601', true], ['US', '60601-1234', true], ['US', '6060', false], ['US', '60601-12', false], ['US', 'K1A 0B1', false],
    ['PR', '00901', true], ['PR', '00901-0001', true], ['PR', '901', false],
    ['BR', '01310-100', true], ['BR', '01310100', false], ['BR', '01310-10', false],
    ['MX', '06600', true], ['MX', '0660', false], ['MX', '06600-1234', false],
  ])('%s %s -> %s', (country, code, ok) => expect(isValidPostal(country, code)).toBe(ok));

  it('tidies Canadian codes', () => {
    expect(normalizePostal('CA', ' m5x1a9 ')).toBe('M5X 1A9');
    expect(parse({ ...CA, postalCode: 'm5x1a9' }).postalCode).toBe('M5X 1A9');
  });
  it.each([['US', US, 'K1A 0B1'], ['CA', CA, '60601'], ['PR', PR, '0090']])('%s refuses %s', (_c, input, postalCode) => {
    expect(issues({ ...input, postalCode })).toEqual({ postalCode: FIELD_MSG.postal });
  });
});

describe('phone', () => {
  it.each([
    ['US', US, '312-555-0123', true], ['US', US, '+1 312 555 0123', true], ['US', US, '555-0123', false], ['US', US, 'call me', false],
    ['CA', CA, '(514) 555-0142', true], ['CA', CA, '123', false], ['PR', PR, '(787) 281-0000', true],
  ])('%s %s -> %s', (_c, input, phone, ok) => {
    expect(issues({ ...input, phone })).toEqual(ok ? {} : { phone: FIELD_MSG.phone });
  });
});

describe('the state/province belongs to the country', () => {
  it.each([
    ['US', US, 'state', 'ON', false], ['US', US, 'state', 'DC', true], ['CA', CA, 'state', 'QC', true], ['CA', CA, 'state', 'NY', false],
    ['CA', CA, 'licenseState', 'YT', true], ['US', US, 'licenseState', 'QC', false], ['PR', PR, 'state', 'NY', false],
  ])('%s %s=%s -> %s', (_c, input, field, value, ok) => {
    expect(issues({ ...input, [field]: value })).toEqual(ok ? {} : { [field]: FIELD_MSG.region });
  });
  it('offers exactly US, CA and PR', () => expect(REGISTRATION_COUNTRIES).toEqual(['US', 'CA', 'PR']));
});

describe('roles and specialties per variant and locale (spec section 6)', () => {
  it.each([
    ['standard', 'en', ['doctor_owner', 'new_graduate', 'associate', 'dso'], ['gp', 'ortho']],
    ['standard', 'fr-CA', ['doctor_owner', 'new_graduate', 'associate', 'dso'], ['gp', 'ortho']],
    ['pediatric', 'en', [...ROLES], ['gp', 'ortho', 'pediatric']],
    ['pediatric', 'fr-CA', [...ROLES], ['gp', 'ortho', 'pediatric']],
    ['pediatric', 'en-CA', [...ROLES], ['gp', 'ortho']],
  ] as const)('%s in %s', (variant, locale, roles, specialties) => {
    expect(rolesFor(variant)).toEqual(roles);
    expect(specialtiesFor(variant, locale)).toEqual(specialties);
    const ctx = { ...LIVE_IN_PERSON, variant, locale };
    expect(issues({ ...US, role: 'pediatric_dentist', specialty: 'gp' }, ctx)).toEqual(variant === 'pediatric' ? {} : { role: MSG.required });
    expect(issues({ ...US, specialty: 'pediatric' }, ctx)).toEqual(specialties.includes('pediatric' as never) ? {} : { specialty: MSG.required });
  });

  it('has a label for every code in en and fr-CA', () => {
    for (const locale of ['en', 'fr-CA']) {
      const catalog = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', locale, 'registration.json'), 'utf8'));
      for (const [group, codes] of [['roles', ROLES], ['specialties', SPECIALTIES], ['teamTypes', TEAM_MEMBER_TYPES], ['countries', REGISTRATION_COUNTRIES]] as const) {
        for (const code of codes) expect(catalog[group][code], `${locale} ${group}.${code}`).toMatch(/\S/);
      }
    }
  });
});

describe('attending: hotel and dietary restrictions', () => {
  it('asks for the hotel at in-person sessions only', () => {
    expect(issues(without(US, 'hotelNeeded'), LIVE_IN_PERSON)).toEqual({ hotelNeeded: MSG.required });
    expect(issues({ ...US, hotelNeeded: 'maybe' }, LIVE_IN_PERSON)).toEqual({ hotelNeeded: MSG.required });
    for (const ctx of [LIVE_VIRTUAL, ON_DEMAND]) {
      const r = parse({ ...US, hotelNeeded: 'yes', dietaryRestrictions: 'Vegan' }, ctx);
      expect(r.hotelNeeded).toBeUndefined();
      expect(r.dietaryRestrictions).toBe('');
    }
    expect(parse({ ...US, dietaryRestrictions: ' Vegan ' }).dietaryRestrictions).toBe('Vegan');
  });
});

describe('team members', () => {
  const member = (email: string, extra = {}) => ({ type: 'hygienist', email, firstName: 'Sam', lastName: 'Lee', ...extra });

  it('accepts members of every type', () => {
    const r = parse({ ...US, teamMembers: TEAM_MEMBER_TYPES.map((type, i) => member(`m${i}@example.com`, { type })) });
    expect(r.teamMembers.map((m) => m.type)).toEqual([...TEAM_MEMBER_TYPES]);
  });
  it.each(['type', 'email', 'firstName', 'lastName'])('requires %s', (field) => {
    expect(issues({ ...US, teamMembers: [without(member('a@example.com'), field)] })).toEqual({ [`teamMembers.0.${field}`]: MSG.required });
  });
  it('refuses an unknown type and a bad e-mail', () => {
    expect(issues({ ...US, teamMembers: [member('a@example.com', { type: 'dentist' }), member('nope')] })).toEqual({
      'teamMembers.0.type': MSG.required, 'teamMembers.1.email': MSG.email,
    });
  });
  it('refuses duplicate e-mails, including the registrant, in any case', () => {
    expect(issues({ ...US, teamMembers: [member('dana.reyes@example.com'), member('a@example.com'), member(' A@Example.com ')] })).toEqual({
      'teamMembers.0.email': FIELD_MSG.duplicateEmail, 'teamMembers.2.email': FIELD_MSG.duplicateEmail,
    });
  });
  it(`caps the list at ${MAX_TEAM_MEMBERS}`, () => {
    const many = Array.from({ length: MAX_TEAM_MEMBERS + 1 }, (_, i) => member(`m${i}@example.com`));
    expect(Object.keys(issues({ ...US, teamMembers: many }))).toEqual(['teamMembers']);
  });
});

describe('team seats one registration may take', () => {
  it.each([
    [4, 40, 4], [4, 5, 4], [4, 4, 3], [4, 2, 1], [4, 1, 0], [4, 0, 0], [0, 10, 0],
  ])('team %i, seats left %i -> %i', (team, left, expected) => expect(teamSeatsAvailable(team, left)).toBe(expected));
});

describe('DSO code', () => {
  it('is stored upper-case and trimmed', () => expect(parse({ ...US, dsoCode: ' smile10 ' }).dsoCode).toBe('SMILE10'));
});
