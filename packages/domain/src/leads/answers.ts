import { formatDate } from '../locale/format';
import { languageOf, type Locale } from '../locale/locales';
import { REGIONS_BY_COUNTRY, regionLabel, type Region } from '../regions/regions';
import { UNIVERSITY_OTHER } from '../university/institutions';
import { PROGRAMS, UNIVERSITY_STATES } from '../university/lists';
import type { LeadSource } from './inbox';

/**
 * A lead as staff read it: each stored answer under the label its public form showed (the same
 * catalog keys as the contact-us, 'Need more info?' and university forms) and each chosen option
 * by its label, in the staff member's language. Columns no form names keep a readable name.
 */
export interface LeadAnswer {
  field: string;
  label: string;
  value: string;
}

/** Looks a catalog key up in one locale; answers `fallback` when the catalog has no such key. */
export type Translate = (key: string, fallback: string) => string;

type Row = Record<string, unknown>;
interface Reader {
  t: Translate;
  locale: Locale;
  row: Row;
}
interface Field {
  label: string | ((row: Row) => string);
  show?: (value: unknown, reader: Reader) => string;
}

const option = (prefix: string) => (v: unknown, { t }: Reader) => t(`${prefix}.${String(v)}`, String(v));
const region = (list: (row: Row) => readonly Region[] | undefined) => (v: unknown, { locale, row }: Reader) => {
  const found = list(row)?.find((r) => r.code === v);
  return found ? regionLabel(found, languageOf(locale)) : String(v);
};
const yesNo = (v: unknown, { t }: Reader) => t(v ? 'university:yes' : 'university:no', String(v));
const day = (v: unknown, { locale }: Reader) => (/^\d{4}-\d{2}-\d{2}$/.test(String(v)) ? formatDate(String(v), locale) : String(v));
const language = (v: unknown, { t }: Reader) => t(`common:locale.${String(v)}`, String(v));
const countryOf = (row: Row) => (row.country === 'US' || row.country === 'CA' ? row.country : '');

/** Both lead forms of the `leads` catalog; the region and postal labels follow the chosen country, as on the form. */
const LEAD_FIELDS: Record<string, Field> = {
  firstName: { label: 'leads:fields.firstName' },
  lastName: { label: 'leads:fields.lastName' },
  email: { label: 'leads:fields.email' },
  phone: { label: 'leads:fields.phone' },
  country: { label: 'leads:fields.country', show: option('leads:countries') },
  state: { label: (row) => `leads:fields.state${countryOf(row)}`, show: region((row) => (countryOf(row) ? REGIONS_BY_COUNTRY[countryOf(row) as 'US' | 'CA'] : undefined)) },
  city: { label: 'leads:fields.city' },
  zip: { label: (row) => `leads:fields.zip${countryOf(row)}` },
  professionalCategory: { label: 'leads:fields.professionalCategory', show: option('leads:categories') },
  professionalSubCategory: { label: 'leads:fields.professionalSubCategory', show: option('leads:subCategories') },
  howCanWeHelp: { label: 'leads:fields.howCanWeHelp', show: option('leads:help') },
  marketingConsent: { label: 'leads:fields.marketingConsent', show: yesNo },
  providerId: { label: 'admin:leads.fields.providerId' },
  locale: { label: 'admin:leads.fields.locale', show: language },
};

const universityState = region(() => UNIVERSITY_STATES);
const program = (v: unknown, r: Reader) => {
  const found = PROGRAMS.find((p) => p.value === v);
  return found ? r.t(`university:programs.${found.key}`, String(v)) : String(v);
};

/** The university form, in its order; column names differ from the form's field names in places. */
const UNIVERSITY_FIELDS: Record<string, Field> = {
  firstName: { label: 'university:fields.first_name' },
  lastName: { label: 'university:fields.last_name' },
  emailPermanent: { label: 'university:fields.emailPermanent' },
  phone: { label: 'university:fields.phone' },
  clinId: { label: 'university:fields.clinId' },
  university: { label: 'university:fields.university', show: (v, r) => (v === UNIVERSITY_OTHER ? r.t('university:other', String(v)) : String(v)) },
  universityOther: { label: 'university:fields.universityOther' },
  program: { label: 'university:fields.program', show: program },
  programDate: { label: 'university:fields.programDate', show: day },
  state: { label: 'university:fields.state', show: universityState },
  license: { label: 'university:fields.license', show: yesNo },
  licenseNumber: { label: 'university:fields.licenseNumber' },
  npiNumber: { label: 'university:fields.npiNumber' },
  dentalService: { label: 'university:fields.dentalService', show: yesNo },
  groupName: { label: 'university:fields.group' },
  openAccount: { label: 'university:fields.openAccount', show: yesNo },
  startDate: { label: 'university:fields.startDate', show: day },
  officeName: { label: 'university:fields.officeName' },
  address: { label: 'university:fields.address' },
  city: { label: 'university:fields.city' },
  practiceState: { label: 'university:fields.practiceState', show: universityState },
  zip: { label: 'university:fields.zip' },
  website: { label: 'university:fields.website' },
  practicePhone: { label: 'university:fields.practicePhone' },
  fax: { label: 'university:fields.fax' },
  locale: LEAD_FIELDS.locale,
};

/** Shown elsewhere on the lead's page (its id, form and time), or not an answer at all. */
const NOT_ANSWERS = new Set(['id', 'kind', 'createdAt', 'payloadHash', 'dedupKey']);

/** "practiceZip" or "practice_zip" -> "Practice zip": for a column no form names. */
export function readableName(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function plain(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The answers of one stored lead, in the form's order, then any column no form names; empty answers are left out. */
export function leadAnswers(source: LeadSource, row: Row, locale: Locale, t: Translate): LeadAnswer[] {
  const fields = source === 'university' ? UNIVERSITY_FIELDS : LEAD_FIELDS;
  const reader: Reader = { t, locale, row };
  const known = Object.keys(fields).filter((k) => k in row);
  const others = Object.keys(row).filter((k) => !(k in fields) && !NOT_ANSWERS.has(k));
  return [...known, ...others]
    .filter((k) => row[k] !== null && row[k] !== undefined && row[k] !== '')
    .map((field) => {
      const spec = fields[field];
      if (!spec) return { field, label: readableName(field), value: plain(row[field]) };
      const key = typeof spec.label === 'string' ? spec.label : spec.label(row);
      return { field, label: t(key, readableName(field)), value: spec.show ? spec.show(row[field], reader) : plain(row[field]) };
    });
}
