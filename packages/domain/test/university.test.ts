import { describe, expect, it } from 'vitest';
import { MSG } from '../src/http/validation';
import { formatNorthAmericanPhone, normalizeWebsite, parseIsoDate, UMSG } from '../src/university/fields';
import { UNIVERSITIES, UNIVERSITY_OPTIONS, UNIVERSITY_OTHER } from '../src/university/institutions';
import { countryOfState, PROGRAMS, UNIVERSITY_STATES, YES_NO } from '../src/university/lists';
import { UniversityFormSchema } from '../src/university/schema';

/** A date `years` from today as YYYY-MM-DD (the rules are relative to today). */
const fromToday = (years: number, days = 0) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear() + years, d.getUTCMonth(), d.getUTCDate() + days)).toISOString().slice(0, 10);
};

const NO_BRANCHES = {
  dentalService: 'no', openAccount: 'no', first_name: 'Ana', last_name: 'Silva', phone: '(212) 555-0147',
  emailPermanent: 'Ana.Silva@Example.com', university: 'University of Michigan School of Dentistry', program: 'Pre-Doc',
  programDate: fromToday(1), state: 'MI', license: 'no',
};
const YES_BRANCHES = {
  ...NO_BRANCHES, dentalService: 'yes', group: 'Northern Smiles DSO', openAccount: 'yes', license: 'yes',
  licenseNumber: 'DDS-012345', npiNumber: '1234567893', clinId: 'CL-1234', startDate: fromToday(0, 30),
  officeName: 'Lakeview Dental', address: '12 Lake St', city: 'Ann Arbor', practiceState: 'MI', zip: '48104',
  website: 'lakeviewdental.com', practicePhone: '734-555-0110', fax: '734 555 0111',
};

const issues = (input: unknown) => {
  const r = UniversityFormSchema.safeParse(input);
  // The first message per field, as the server and the form show it.
  const found: Record<string, string> = {};
  for (const i of r.success ? [] : r.error.issues) found[i.path.join('.')] ??= i.message;
  return found;
};

describe('university form: complete submissions', () => {
  it('accepts the no branches and drops answers to questions that were not asked', () => {
    const r = UniversityFormSchema.parse({ ...NO_BRANCHES, group: 'ignored', licenseNumber: 'X1', officeName: 'ignored', zip: 'bad' });
    expect(r).toMatchObject({ group: '', licenseNumber: '', officeName: '', zip: '', website: '', practicePhone: '', fax: '' });
    expect(r.emailPermanent).toBe('ana.silva@example.com');
    expect(r.phone).toBe('+12125550147');
  });

  it('accepts the yes branches and normalizes phone, website and zip', () => {
    const r = UniversityFormSchema.parse(YES_BRANCHES);
    expect(r).toMatchObject({
      group: 'Northern Smiles DSO', licenseNumber: 'DDS-012345', website: 'https://lakeviewdental.com',
      practicePhone: '+17345550110', fax: '+17345550111', zip: '48104', npiNumber: '1234567893', clinId: 'CL-1234',
    });
  });
});

describe('university form: conditional questions', () => {
  it.each([
    ['group', { dentalService: 'yes' }],
    ['licenseNumber', { license: 'yes' }],
    ['universityOther', { university: UNIVERSITY_OTHER }],
    ['startDate', { openAccount: 'yes' }],
    ['officeName', { openAccount: 'yes' }],
    ['address', { openAccount: 'yes' }],
    ['city', { openAccount: 'yes' }],
    ['practiceState', { openAccount: 'yes' }],
    ['zip', { openAccount: 'yes' }],
    ['website', { openAccount: 'yes' }],
    ['practicePhone', { openAccount: 'yes' }],
  ])('%s is required when %o', (field, when) => {
    expect(issues({ ...NO_BRANCHES, ...when })[field]).toBe(MSG.required);
    expect(issues({ ...NO_BRANCHES })[field]).toBeUndefined();
    const answered = { ...YES_BRANCHES, university: UNIVERSITY_OTHER, universityOther: 'Some school' };
    expect(issues({ ...answered, [field]: '' })[field]).toBe(MSG.required);
    expect(issues({ ...answered, [field]: '   ' })[field]).toBe(MSG.required);
  });

  it('reports conditional problems when the form is blank the way a browser sends it', () => {
    const blank = Object.fromEntries(Object.keys(YES_BRANCHES).map((k) => [k, '']));
    const found = issues({ ...blank, universityOther: '', dentalService: 'yes', openAccount: 'yes', license: 'yes', university: UNIVERSITY_OTHER });
    for (const field of ['first_name', 'programDate', 'group', 'licenseNumber', 'universityOther', 'startDate', 'officeName', 'zip', 'website', 'practicePhone']) {
      expect(found[field], field).toBe(MSG.required);
    }
    // A bad format elsewhere must not hide them either.
    expect(issues({ ...blank, programDate: 'soon', phone: '12', dentalService: 'yes' })).toMatchObject({ programDate: UMSG.date, phone: UMSG.phone, group: MSG.required });
  });

  it('reports conditional problems together with the other missing fields', () => {
    const found = issues({ dentalService: 'yes', openAccount: 'yes' });
    expect(found).toMatchObject({ first_name: MSG.required, group: MSG.required, officeName: MSG.required });
  });
});

describe('university form: optional fields', () => {
  it.each(['clinId', 'npiNumber', 'fax'])('%s may be empty or missing', (field) => {
    const { [field as keyof typeof YES_BRANCHES]: _, ...without } = YES_BRANCHES;
    expect(UniversityFormSchema.safeParse(without).success).toBe(true);
    expect(UniversityFormSchema.safeParse({ ...YES_BRANCHES, [field]: '' }).success).toBe(true);
  });
});

describe('university form: formats', () => {
  it.each([
    ['phone', '555-0147', UMSG.phone],
    ['phone', '+44 20 7946 0958', UMSG.phone],
    ['phone', 'call me', UMSG.phone],
    ['practicePhone', '123', UMSG.phone],
    ['fax', '12', UMSG.phone],
    ['emailPermanent', 'ana@', MSG.email],
    ['emailPermanent', 'not an email', MSG.email],
    ['npiNumber', '1234567890', UMSG.npi],
    ['npiNumber', '123456789', UMSG.npi],
    ['npiNumber', '12345678931', UMSG.npi],
    ['npiNumber', '12345a7893', UMSG.npi],
    ['zip', '4810', UMSG.zip],
    ['zip', 'K1A 0B1', UMSG.zip],
    ['zip', '48104-12', UMSG.zip],
    ['programDate', '2024-02-30', UMSG.date],
    ['programDate', '05/01/2024', UMSG.date],
    ['programDate', fromToday(-61), UMSG.graduationDate],
    ['programDate', fromToday(7), UMSG.graduationDate],
    ['startDate', fromToday(3), UMSG.startDate],
    ['startDate', 'soon', UMSG.date],
    ['website', 'not a site', UMSG.website],
    ['website', 'ftp://files.example.com', UMSG.website],
    ['website', 'localhost', UMSG.website],
    ['website', 'https://user:pw@example.com', UMSG.website],
    ['clinId', 'CL 12!', UMSG.clinId],
    ['licenseNumber', '#$%', UMSG.licenseNumber],
    ['university', 'Springfield Institute of Teeth', UMSG.university],
    ['program', 'PhD', MSG.invalid],
    ['state', 'SK', MSG.invalid],
    ['state', 'DC', MSG.invalid],
    ['dentalService', 'maybe', MSG.invalid],
    ['practiceState', 'YT', MSG.invalid],
  ])('%s = %j is refused with %s', (field, value, message) => {
    expect(issues({ ...YES_BRANCHES, [field]: value })[field]).toBe(message);
  });

  it.each([
    ['MI', '48104', '48104'],
    ['MI', '48104-1234', '48104-1234'],
    ['ON', 'k1a0b1', 'K1A 0B1'],
    ['QC', 'H3A 1A1', 'H3A 1A1'],
  ])('zip in %s: %s is stored as %s', (practiceState, zip, stored) => {
    expect(UniversityFormSchema.parse({ ...YES_BRANCHES, practiceState, zip }).zip).toBe(stored);
  });

  it.each([
    ['ON', '48104'],
    ['MI', 'H3A 1A1'],
  ])('zip follows the practice state country: %s refuses %s', (practiceState, zip) => {
    expect(issues({ ...YES_BRANCHES, practiceState, zip }).zip).toBe(UMSG.zip);
  });

  it.each([
    ['(416) 555-0123', '+14165550123'],
    ['+1 604 555 0199', '+16045550199'],
    ['2125550147', '+12125550147'],
  ])('phone %s is stored as %s', (phone, stored) => {
    expect(UniversityFormSchema.parse({ ...NO_BRANCHES, phone }).phone).toBe(stored);
  });

  it('formats a valid phone for display and leaves an invalid one alone', () => {
    expect(formatNorthAmericanPhone('4165550123')).toBe('(416) 555-0123');
    expect(formatNorthAmericanPhone('12')).toBe('12');
  });

  it.each([
    ['example.com', 'https://example.com'],
    ['http://www.example.ca/', 'http://www.example.ca'],
    ['https://example.com/team?x=1', 'https://example.com/team?x=1'],
    ['bad url.com', null],
    ['javascript:alert(1)', null],
  ])('website %s -> %s', (input, expected) => {
    expect(normalizeWebsite(input)).toBe(expected);
  });

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-1-01', false],
  ])('date %s exists: %s', (value, valid) => {
    expect(parseIsoDate(value) !== null).toBe(valid);
  });

  it.each([
    ['first_name', 42],
    ['phone', ['2125550147']],
    ['dentalService', true],
    ['group', { name: 'x' }],
  ])('a wrong type for %s is refused', (field, value) => {
    expect(issues({ ...YES_BRANCHES, [field]: value })[field]).toBeDefined();
  });

  it.each([null, ['yes'], 'form', 7])('a body that is not an object (%j) is refused, not thrown', (body) => {
    expect(issues(body)).toEqual({ '': MSG.invalid });
  });
});

describe('university form: lists', () => {
  it('has the four programs', () => {
    expect(PROGRAMS.map((p) => p.value)).toEqual(['AEGD/GPR', 'Ortho', 'Peds', 'Pre-Doc']);
  });

  it('has 59 states: the 50 US states and the nine named provinces, each with a two-letter code', () => {
    expect(UNIVERSITY_STATES).toHaveLength(59);
    expect(new Set(UNIVERSITY_STATES.map((s) => s.code)).size).toBe(59);
    for (const s of UNIVERSITY_STATES) expect(s.code).toMatch(/^[A-Z]{2}$/);
    expect(UNIVERSITY_STATES.filter((s) => countryOfState(s.code) === 'US')).toHaveLength(50);
    expect(UNIVERSITY_STATES.filter((s) => countryOfState(s.code) === 'CA').map((s) => s.code).sort())
      .toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'ON', 'PE', 'QC']);
  });

  it('uses yes and no as values', () => {
    expect(YES_NO).toEqual(['yes', 'no']);
  });

  it('lists universities without duplicates, ignoring case, spacing and punctuation', () => {
    const key = (s: string) => s.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9à-ÿ]+/g, '');
    const keys = UNIVERSITY_OPTIONS.map(key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    for (const name of UNIVERSITY_OPTIONS) expect(name).toBe(name.trim().replace(/\s+/g, ' '));
  });

  it('lists universities sorted, then Other last', () => {
    expect(UNIVERSITY_OPTIONS.at(-1)).toBe('Other');
    expect(UNIVERSITY_OPTIONS.filter((u) => u === 'Other')).toHaveLength(1);
    const sorted = [...UNIVERSITIES].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(UNIVERSITIES).toEqual(sorted);
  });

  it('covers the US dental schools and the ten Canadian faculties', () => {
    expect(UNIVERSITIES.length).toBeGreaterThanOrEqual(80);
    const canadian = ['Dalhousie', 'McGill', 'Montréal', 'Laval', 'Alberta', 'British Columbia', 'Manitoba', 'Saskatchewan', 'Toronto', 'Western University Schulich'];
    for (const name of canadian) expect(UNIVERSITIES.filter((u) => u.includes(name))).toHaveLength(1);
  });
});
