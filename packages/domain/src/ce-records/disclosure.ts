import { z } from 'zod/mini';
import { formatDate } from '../locale/format';
import { languageOf, type Locale } from '../locale/locales';

/**
 * Commercial-relationship disclosures and the provider's recognition statements (issue 52, item 3).
 *
 * ADA CERP's standard V asks that participants are told, before the course, of any commercial
 * relationship of the provider and of the instructors. Staff write one disclosure per course (the
 * course key evaluations use, "live:standard"...) and one per presenter (the name as sessions
 * name their presenter); a session shows its course's, then its presenter's.
 *
 * Each is written in English and French. A reader whose language is missing reads the other one
 * (marked with its language, so a page can say so with `lang`): a missing translation must never
 * hide a relationship the provider has to disclose, and a disclosure in the other language is
 * still a disclosure. en-CA reads English.
 *
 * The recognition statements (ADA CERP, AGD PACE) are claims about the company, so they come
 * from the server's configuration only; with nothing configured nothing is claimed.
 */

/** The longest disclosure kept per language (a paragraph or two, as printed on a certificate). */
export const DISCLOSURE_TEXT_MAX = 1000;
/** The longest presenter name a disclosure is kept for (the session form's limit). */
export const PRESENTER_NAME_MAX = 200;

export interface DisclosureTexts {
  en: string;
  fr: string;
}

const text = z.string().check(z.trim(), z.maxLength(DISCLOSURE_TEXT_MAX));
/** What staff save: both languages, each may be empty; both empty removes the disclosure. */
export const disclosureTextsSchema = z.strictObject({ en: text, fr: text });
export const presenterDisclosureSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(PRESENTER_NAME_MAX)),
  en: text,
  fr: text,
});

export const isEmptyDisclosure = (d: DisclosureTexts) => !d.en.trim() && !d.fr.trim();

/**
 * The key a presenter's disclosure is kept under: the name as a session names its presenter,
 * without case or repeated spaces ("Dr. Maya  Patel" and "dr. maya patel" are the same person).
 */
export function presenterKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/**
 * The presenters a session's free-text presenter field names: one name, or several joined by
 * ";", "&", " and " or " et " ("Dr. A & Dr. B"). A comma is kept (it separates a name from
 * its degrees: "Maya Patel, DDS").
 */
export function presentersOf(field: string): string[] {
  return field
    .split(/\s*(?:;|&|\band\b|\bet\b)\s*/i)
    .map((n) => n.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

/** A disclosure's words in a locale: its language's, else the other's (see above); null when it has none. */
export function disclosureText(d: DisclosureTexts | undefined, locale: Locale): { text: string; lang: 'en' | 'fr' } | null {
  if (!d) return null;
  const lang = languageOf(locale);
  const other = lang === 'fr' ? 'en' : 'fr';
  const own = d[lang].trim();
  if (own) return { text: own, lang };
  const fallback = d[other].trim();
  return fallback ? { text: fallback, lang: other } : null;
}

/** One disclosure as a session shows it: the course's (no name) or a presenter's (their name). */
export interface ShownDisclosure {
  kind: 'course' | 'presenter';
  /** The presenter's name as the session names them; absent for the course's. */
  name?: string;
  text: string;
  /** The language the text is in (the reader's, unless only the other was written). */
  lang: 'en' | 'fr';
}

/** What staff wrote, as the session's readers need it: the course's and the presenters' by key. */
export interface DisclosureBook {
  course?: DisclosureTexts;
  presenters: ReadonlyMap<string, DisclosureTexts>;
}

/**
 * What a session shows: its course's disclosure, then each of its presenters' (in the order the
 * session names them, each once). Nothing for a course or presenter without one.
 */
export function sessionDisclosures(presenterField: string, book: DisclosureBook, locale: Locale): ShownDisclosure[] {
  const shown: ShownDisclosure[] = [];
  const course = disclosureText(book.course, locale);
  if (course) shown.push({ kind: 'course', ...course });
  const seen = new Set<string>();
  for (const name of presentersOf(presenterField)) {
    const key = presenterKey(name);
    if (seen.has(key)) continue;
    seen.add(key);
    const d = disclosureText(book.presenters.get(key), locale);
    if (d) shown.push({ kind: 'presenter', name, ...d });
  }
  return shown;
}

/** The colon after a presenter's name: French puts a no-break space before it ("Cours :", as the pages write it). */
export const nameSeparator = (locale: Locale) => (languageOf(locale) === 'fr' ? '\u00a0: ' : ': ');

/** A shown disclosure as one line of text (mail, PDF) in the reader's locale: a presenter's is preceded by their name. */
export const disclosureLine = (d: ShownDisclosure, locale: Locale) => (d.name ? `${d.name}${nameSeparator(locale)}${d.text}` : d.text);

/** The company's recognitions, as configured (server config); `null`/false: not claimed. */
export interface Recognition {
  /** The provider's name as the recognitions name it. */
  providerName: string;
  /** The company is an ADA CERP Recognized Provider. */
  adaCerp: boolean;
  /** The company's AGD PACE approval: its provider ID and the current approval period (YYYY-MM-DD). */
  agdPace: { providerId: string; approvedFrom: string; approvedTo: string } | null;
}

export const NO_RECOGNITION: Recognition = { providerName: '', adaCerp: false, agdPace: null };

/**
 * The standard statements, in the reader's locale (catalog `disclosures:statements.*`, the wording
 * ADA CERP and AGD PACE publish, with the provider's name, PACE's provider ID and approval dates).
 * Empty when nothing is configured: no wording is printed that would claim a recognition.
 */
export function recognitionStatements(r: Recognition, locale: Locale, t: (key: string, values?: Record<string, string>) => string): string[] {
  const statements: string[] = [];
  if (r.adaCerp) statements.push(t('disclosures:statements.adaCerp', { provider: r.providerName }));
  if (r.agdPace) {
    statements.push(
      t('disclosures:statements.agdPace', {
        provider: r.providerName,
        id: r.agdPace.providerId,
        from: formatDate(`${r.agdPace.approvedFrom}T12:00:00Z`, locale),
        to: formatDate(`${r.agdPace.approvedTo}T12:00:00Z`, locale),
      }),
    );
  }
  return statements;
}
