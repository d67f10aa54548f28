import { leadAnswers, type Translate } from '../leads/answers';
import type { LeadSource } from '../leads/inbox';
import { languageOf, type Locale } from '../locale/locales';
import { REGIONS_BY_COUNTRY, regionLabel, type Country } from '../regions/regions';
import type { PrivacyRecord, PrivacySource } from './request-api';

/**
 * What the portal holds about a person, as they chose it on the form: each coded value (a role,
 * a specialty, a country, a region, 'how can we help', a program, a yes/no...) under the option
 * text the form showed, in one locale (the request's in the archive, the staff member's on the
 * findings screen). Leads and university submissions read exactly as the leads inbox shows them
 * (`leadAnswers`); the other sources name their codes below. Free text stays as typed.
 */
type Value = PrivacyRecord['fields'][string];
type Row = Record<string, unknown>;
type Show = (value: unknown, row: Row, locale: Locale, t: Translate) => string;

const option = (prefix: string): Show => (v, _row, _locale, t) => t(`${prefix}.${String(v)}`, String(v));
const yesNo: Show = (v, _row, _locale, t) => t(v ? 'registration:yes' : 'registration:no', String(v));
const language = option('common:locale');
/** A region of the registration's country, by the name the form's list gives it. */
const region: Show = (v, row, locale) => {
  const found = REGIONS_BY_COUNTRY[row.country as Country]?.find((r) => r.code === v);
  return found ? regionLabel(found, languageOf(locale)) : String(v);
};

const OWN_CODES: Partial<Record<PrivacySource, Record<string, Show>>> = {
  registrations: {
    role: option('registration:roles'),
    specialty: option('registration:specialties'),
    country: option('registration:countries'),
    state: region,
    licenseState: region,
    status: option('admin:registrations.statuses'),
    locale: language,
  },
  teamMemberships: { type: option('registration:teamTypes') },
  waitingList: { status: option('privacy-requests:values.waitingList'), locale: language },
  consents: { granted: yesNo, locale: language },
};

/** The answers as the leads inbox reads them, by field (only leads and university submissions). */
function answersOf(source: PrivacySource, row: Row, locale: Locale, t: Translate): Map<string, string> {
  const kind: LeadSource | null = source === 'universitySubmissions' ? 'university' : source === 'leads' ? (row.kind as LeadSource) : null;
  return new Map(kind ? leadAnswers(kind, row, locale, t).map((a) => [a.field, a.value]) : []);
}

/**
 * `fields`: a record's personal fields as stored; `row`: the stored record they come from (its
 * country, its lead form). Answers the same fields with each coded value in words; empty stays
 * null, and a value no list names stays as stored.
 */
export function shownFields(source: PrivacySource, fields: PrivacyRecord['fields'], row: Row, locale: Locale, t: Translate): PrivacyRecord['fields'] {
  const own = OWN_CODES[source] ?? {};
  const answers = answersOf(source, row, locale, t);
  const shown: PrivacyRecord['fields'] = {};
  for (const [name, value] of Object.entries(fields)) {
    let text: Value = value;
    if (value === null || value === '') text = value;
    else if (own[name]) text = own[name](value, row, locale, t);
    else if (answers.has(name)) text = answers.get(name)!;
    else if (typeof value === 'boolean') text = yesNo(value, row, locale, t);
    shown[name] = text;
  }
  return shown;
}
