import { describe, expect, it } from 'vitest';
import { leadAnswers, readableName } from '../src/leads/answers';
import { translatorFor } from './helpers/catalog-text';

/** A lead as staff read it: the public form's labels and option texts, in the staff member's language. */
const contact = {
  id: 'x', kind: 'contact_us', locale: 'en', firstName: 'Maya', lastName: 'Okafor', email: 'maya@example.com', phone: '+17345550142',
  country: 'US', zip: '48104', state: 'MI', city: 'Ann Arbor', howCanWeHelp: 'become_provider', professionalCategory: 'GP',
  professionalSubCategory: 'associate', marketingConsent: true, providerId: null, createdAt: new Date('2026-01-05T10:00:00Z'),
};
const university = {
  id: 'y', locale: 'fr-CA', clinId: null, dentalService: false, groupName: null, openAccount: true, firstName: 'Léa', lastName: 'Tremblay',
  phone: '+15145550142', emailPermanent: 'lea@example.ca', university: 'Other', universityOther: 'École X', program: 'Pre-Doc',
  programDate: '2027-06-15', state: 'QC', license: false, practiceState: 'ON', zip: 'K1A 0B1', createdAt: new Date(),
};
const asPairs = (answers: { label: string; value: string }[]) => Object.fromEntries(answers.map((a) => [a.label, a.value]));

describe('lead answers', () => {
  it('labels a contact-us lead as its form did, in English', () => {
    const answers = leadAnswers('contact_us', contact, 'en', translatorFor('en'));
    expect(answers.map((a) => a.field)).toEqual([
      'firstName', 'lastName', 'email', 'phone', 'country', 'state', 'city', 'zip', 'professionalCategory', 'professionalSubCategory', 'howCanWeHelp', 'marketingConsent', 'locale',
    ]);
    expect(asPairs(answers)).toMatchObject({
      'First name': 'Maya', Country: 'United States', State: 'Michigan', 'ZIP code': '48104', 'Professional category': 'General dentist (GP)',
      'Professional sub category': 'Associate', 'How can we help?': 'I want to become a provider', 'Language of the form': 'English (US)',
    });
    expect(answers.find((a) => a.field === 'marketingConsent')!.value).toBe('Yes');
  });

  it('reads the same lead in French for Quebec staff', () => {
    const answers = asPairs(leadAnswers('contact_us', { ...contact, country: 'CA', state: 'QC', zip: 'H2X 1Y4' }, 'fr-CA', translatorFor('fr-CA')));
    expect(answers).toMatchObject({ Prénom: 'Maya', Pays: 'Canada', 'Province ou territoire': 'Québec', 'Code postal': 'H2X 1Y4', 'Langue du formulaire': 'English (US)' });
    expect(Object.values(answers)).not.toContain('become_provider');
    expect(Object.keys(answers)).not.toContain('howCanWeHelp');
  });

  it('labels a university submission with its form’s labels, yes/no, program, dates and regions', () => {
    const answers = leadAnswers('university', university, 'fr-CA', translatorFor('fr-CA'));
    expect(answers[0]).toEqual({ field: 'firstName', label: translatorFor('fr-CA')('university:fields.first_name', ''), value: 'Léa' });
    const pairs = Object.fromEntries(answers.map((a) => [a.field, a.value]));
    expect(pairs).toMatchObject({ dentalService: 'Non', openAccount: 'Oui', university: 'Autre', universityOther: 'École X', state: 'Québec', practiceState: 'Ontario', programDate: '15 juin 2027' });
    expect(pairs).not.toHaveProperty('groupName');
    expect(pairs).not.toHaveProperty('createdAt');
  });

  it('keeps a column no form names readable, after the form’s fields', () => {
    const answers = leadAnswers('scanner_trial', { firstName: 'Sam', practiceZip: '10001', extra_notes: { a: 1 } }, 'en', translatorFor('en'));
    expect(answers).toEqual([
      { field: 'firstName', label: 'First name', value: 'Sam' },
      { field: 'practiceZip', label: 'Practice zip', value: '10001' },
      { field: 'extra_notes', label: 'Extra notes', value: '{"a":1}' },
    ]);
    expect(readableName('npiNumber')).toBe('Npi number');
  });

  it('falls back to the stored code for an option the catalog does not know', () => {
    const answers = leadAnswers('contact_us', { howCanWeHelp: 'something_new' }, 'en', translatorFor('en'));
    expect(answers).toEqual([{ field: 'howCanWeHelp', label: 'How can we help?', value: 'something_new' }]);
  });
});
