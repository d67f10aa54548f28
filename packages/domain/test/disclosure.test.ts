import { describe, expect, it } from 'vitest';
import {
  disclosureLine,
  disclosureText,
  disclosureTextsSchema,
  DISCLOSURE_TEXT_MAX,
  presenterKey,
  presentersOf,
  recognitionStatements,
  sessionDisclosures,
  NO_RECOGNITION,
  type DisclosureTexts,
} from '../src/ce-records/disclosure';
import en from '../locales/en/disclosures.json';
import fr from '../locales/fr-CA/disclosures.json';

const course: DisclosureTexts = { en: 'The provider sells the aligners taught.', fr: 'Le fournisseur vend les aligneurs enseignés.' };
const patel: DisclosureTexts = { en: 'Dr. Patel is a paid consultant of the provider.', fr: 'La Dre Patel est consultante rémunérée du fournisseur.' };
const book = (over: Partial<{ course: DisclosureTexts; presenters: Map<string, DisclosureTexts> }> = {}) => ({
  course,
  presenters: new Map([[presenterKey('Dr. Maya Patel'), patel]]),
  ...over,
});

// The catalogs' words, interpolated as i18next does.
const catalogs = { en, 'fr-CA': fr, 'en-CA': en } as const;
const tIn = (locale: keyof typeof catalogs) => (key: string, values: Record<string, string> = {}) => {
  const path = key.replace(/^disclosures:/, '').split('.');
  const raw = path.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], catalogs[locale]) as string;
  return raw.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');
};

describe('what a session shows', () => {
  it('the course\'s disclosure, then its presenter\'s, in the reader\'s language', () => {
    expect(sessionDisclosures('Dr. Maya Patel', book(), 'en')).toEqual([
      { kind: 'course', text: course.en, lang: 'en' },
      { kind: 'presenter', name: 'Dr. Maya Patel', text: patel.en, lang: 'en' },
    ]);
    expect(sessionDisclosures('Dr. Maya Patel', book(), 'fr-CA').map((d) => [d.text, d.lang])).toEqual([[course.fr, 'fr'], [patel.fr, 'fr']]);
    // en-CA reads English.
    expect(sessionDisclosures('Dr. Maya Patel', book(), 'en-CA').map((d) => d.text)).toEqual([course.en, patel.en]);
  });

  it('nothing when neither the course nor the presenter has one', () => {
    expect(sessionDisclosures('Dr. Maya Patel', { presenters: new Map() }, 'en')).toEqual([]);
    expect(sessionDisclosures('', { presenters: new Map() }, 'fr-CA')).toEqual([]);
  });

  it('a presenter without one: only the course\'s; a course without one: only the presenter\'s', () => {
    expect(sessionDisclosures('Dr. Samuel Ortiz', book(), 'en')).toEqual([{ kind: 'course', text: course.en, lang: 'en' }]);
    expect(sessionDisclosures('Dr. Maya Patel', book({ course: undefined }), 'en')).toEqual([{ kind: 'presenter', name: 'Dr. Maya Patel', text: patel.en, lang: 'en' }]);
  });

  it('a missing French falls back to English (marked en), and a missing English to French', () => {
    const enOnly = { en: 'Sponsored by the provider.', fr: '  ' };
    expect(disclosureText(enOnly, 'fr-CA')).toEqual({ text: 'Sponsored by the provider.', lang: 'en' });
    expect(disclosureText({ en: '', fr: 'Commandité.' }, 'en')).toEqual({ text: 'Commandité.', lang: 'fr' });
    expect(disclosureText({ en: ' ', fr: '' }, 'fr-CA')).toBeNull();
    expect(disclosureText(undefined, 'en')).toBeNull();
  });

  it('finds the presenter whatever the case and spacing, and each of several presenters once', () => {
    expect(sessionDisclosures('dr. maya   PATEL', book(), 'en')[1]).toMatchObject({ kind: 'presenter', name: 'dr. maya PATEL' });
    const kim = { en: 'Dr. Kim holds shares in the provider.', fr: '' };
    const b = book({ presenters: new Map([[presenterKey('Dr. Maya Patel'), patel], [presenterKey('Dr. Daniel Kim'), kim]]) });
    expect(sessionDisclosures('Dr. Daniel Kim & Dr. Maya Patel; Dr. Maya Patel', b, 'en').map((d) => d.name ?? 'course')).toEqual(['course', 'Dr. Daniel Kim', 'Dr. Maya Patel']);
  });

  it('splits presenters on ; & and/et, never on a comma before degrees', () => {
    expect(presentersOf('Maya Patel, DDS')).toEqual(['Maya Patel, DDS']);
    expect(presentersOf('Dr. A and Dr. B')).toEqual(['Dr. A', 'Dr. B']);
    expect(presentersOf('Dre A et Dr B')).toEqual(['Dre A', 'Dr B']);
    expect(presentersOf('Dr. Andersen')).toEqual(['Dr. Andersen']);
    expect(presentersOf('  ')).toEqual([]);
  });

  it('a line names the presenter before their words, with French\'s space before the colon', () => {
    expect(disclosureLine({ kind: 'presenter', name: 'Dr. B', text: 'x', lang: 'en' }, 'en')).toBe('Dr. B: x');
    expect(disclosureLine({ kind: 'presenter', name: 'Dre B', text: 'x', lang: 'en' }, 'fr-CA')).toBe('Dre B\u00a0: x');
    expect(disclosureLine({ kind: 'course', text: 'x', lang: 'en' }, 'fr-CA')).toBe('x');
  });
});

describe('what staff save', () => {
  it('trims, takes empty texts (removal), refuses too long and unknown fields', () => {
    expect(disclosureTextsSchema.parse({ en: ' a ', fr: '' })).toEqual({ en: 'a', fr: '' });
    expect(disclosureTextsSchema.safeParse({ en: 'x'.repeat(DISCLOSURE_TEXT_MAX), fr: '' }).success).toBe(true);
    expect(disclosureTextsSchema.safeParse({ en: 'x'.repeat(DISCLOSURE_TEXT_MAX + 1), fr: '' }).success).toBe(false);
    expect(disclosureTextsSchema.safeParse({ en: 'a', fr: 'b', html: '<b>' }).success).toBe(false);
  });
});

describe('recognition statements', () => {
  const pace = { providerId: '218476', approvedFrom: '2025-01-01', approvedTo: '2028-12-31' };
  it('claims nothing when nothing is configured', () => {
    expect(recognitionStatements(NO_RECOGNITION, 'en', tIn('en'))).toEqual([]);
    expect(recognitionStatements({ providerName: 'Clear Aligner Provider Education', adaCerp: false, agdPace: null }, 'fr-CA', tIn('fr-CA'))).toEqual([]);
  });

  it('ADA CERP\'s standard wording with the provider\'s name, in three locales', () => {
    const r = { providerName: 'Clear Aligner Provider Education', adaCerp: true, agdPace: null };
    const [s] = recognitionStatements(r, 'en', tIn('en'));
    expect(s).toMatch(/^Clear Aligner Provider Education is an ADA CERP Recognized Provider\. ADA CERP is a service of the American Dental Association/);
    expect(s).toContain('ADA CERP does not approve or endorse individual courses or instructors');
    expect(recognitionStatements(r, 'en-CA', tIn('en-CA'))).toEqual([s]);
    expect(recognitionStatements(r, 'fr-CA', tIn('fr-CA'))[0]).toMatch(/^Clear Aligner Provider Education est un fournisseur reconnu par l'ADA CERP/);
  });

  it('AGD PACE\'s with the provider ID and the approval period, dated in the reader\'s locale', () => {
    const r = { providerName: 'Clear Aligner Provider Education', adaCerp: true, agdPace: pace };
    const en = recognitionStatements(r, 'en', tIn('en'));
    expect(en).toHaveLength(2);
    expect(en[1]).toBe('Clear Aligner Provider Education. Nationally Approved PACE Program Provider for FAGD/MAGD credit. Approval does not imply acceptance by any regulatory authority or AGD endorsement. January 1, 2025 to December 31, 2028. Provider ID# 218476.');
    const fr = recognitionStatements({ ...r, adaCerp: false }, 'fr-CA', tIn('fr-CA'));
    expect(fr).toHaveLength(1);
    expect(fr[0]).toContain('Du 1 janvier 2025 au 31 décembre 2028');
    expect(fr[0]).toContain('218476');
  });
});
