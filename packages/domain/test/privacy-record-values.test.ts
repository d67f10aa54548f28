import { describe, expect, it } from 'vitest';
import { shownFields } from '../src/privacy/record-values';
import { translatorFor } from './helpers/catalog-text';

/** A record's coded values under the option texts its form showed, in one locale (issue 39, 5). */
const registration = {
  firstName: 'Erin', role: 'doctor_owner', specialty: 'ortho', country: 'CA', state: 'QC', licenseState: 'ON', status: 'cart', locale: 'fr-CA', phone: '+15145550142',
};
const lead = {
  kind: 'contact_us', firstName: 'Erin', country: 'CA', state: 'QC', howCanWeHelp: 'become_provider', professionalCategory: 'GP',
  professionalSubCategory: 'private_practice', marketingConsent: true, locale: 'en', notes: '',
};
const university = { university: 'Other', universityOther: 'École X', program: 'Pre-Doc', state: 'QC', license: false, openAccount: true, practiceState: 'ON', email: 'e@example.ca' };

const cases: [string, Parameters<typeof shownFields>[0], Record<string, unknown>, 'en' | 'fr-CA', Record<string, unknown>][] = [
  ['registration, en', 'registrations', registration, 'en', { role: 'Doctor (owner, private practice)', country: 'Canada', state: 'Quebec', licenseState: 'Ontario', status: 'Checkout', locale: 'Français (Canada)' }],
  ['registration, fr-CA', 'registrations', registration, 'fr-CA', { role: 'Dentiste (propriétaire, pratique privée)', specialty: 'Orthodontiste', state: 'Québec', status: 'Paiement', firstName: 'Erin', phone: '+15145550142' }],
  ['team place, fr-CA', 'teamMemberships', { type: 'hygienist', email: 'x@example.org' }, 'fr-CA', { type: 'Hygiéniste', email: 'x@example.org' }],
  ['lead, en', 'leads', lead, 'en', { howCanWeHelp: 'I want to become a provider', professionalSubCategory: 'Private Practice', marketingConsent: 'Yes', state: 'Quebec', notes: '' }],
  ['lead, fr-CA', 'leads', lead, 'fr-CA', { marketingConsent: 'Oui', country: 'Canada', locale: 'English (US)' }],
  ['university, fr-CA', 'universitySubmissions', university, 'fr-CA', { university: 'Autre', universityOther: 'École X', license: 'Non', openAccount: 'Oui', email: 'e@example.ca' }],
  ['waiting list, fr-CA', 'waitingList', { status: 'offered', locale: 'en' }, 'fr-CA', { status: 'Place offerte' }],
  ['consent, fr-CA', 'consents', { granted: true, locale: 'fr-CA', kind: 'Consentement' }, 'fr-CA', { granted: 'Oui', kind: 'Consentement' }],
  ['a code no list names stays', 'teamMemberships', { type: 'assistant' }, 'en', { type: 'assistant' }],
  ['empty stays empty', 'registrations', { role: null, specialty: '' }, 'fr-CA', { role: null, specialty: '' }],
];

describe('a privacy record\'s values in words', () => {
  it.each(cases)('%s', (_name, source, row, locale, expected) => {
    const fields = Object.fromEntries(Object.entries(row).filter(([k]) => !(source === 'leads' && k === 'kind'))) as Record<string, string | boolean | null>;
    expect(shownFields(source, fields, row, locale, translatorFor(locale))).toMatchObject(expected);
  });
});
