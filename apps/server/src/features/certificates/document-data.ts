import { educationalMethodKey, sessionAgdSubject } from '@portal/domain/certificates/certificates';
import { verifyPath } from '@portal/domain/certificates/paths';
import { disclosureLine, recognitionStatements, sessionDisclosures, type DisclosureBook, type Recognition } from '@portal/domain/ce-records/disclosure';
import { formatDate, formatNumber } from '@portal/domain/locale/format';
import { languageOf, type Locale } from '@portal/domain/locale/locales';
import { formatSessionWhen } from '@portal/domain/schedule/when';
import type { Offering } from '../../db/schema/offerings';
import { translator } from '../../platform/i18n';
import type { DocumentNotes } from './notes-pdf';
import type { CertificateDocument } from './store';

/** Everything the certificate and the letter print, already in the reader's locale. */
export interface DocumentData {
  locale: Locale;
  name: string;
  title: string;
  date: string;
  location: string;
  method: string;
  agdSubject: string;
  agdNumber: string;
  ceHours: string;
  verificationCode: string;
  verifyUrl: string;
  completionCode: string;
  issuedOn: string;
  /** The session's disclosures and the company's recognition statements (issue 52), in this locale; empty: none printed. */
  notes: DocumentNotes;
}

export const attendeeName = (d: CertificateDocument) => `${d.registration.firstName} ${d.registration.lastName}`.trim();

export const courseTitle = (o: Offering, locale: Locale) => (languageOf(locale) === 'fr' ? o.titleFr : o.titleEn);

/** The session's date(s) in its venue's zone; an on-demand course is dated by its recorded completion. */
export function courseDate(d: CertificateDocument, locale: Locale): string {
  const o = d.offering;
  if (!o.startsAt) return formatDate(d.markedAt, locale, o.timeZone);
  return formatSessionWhen({ startsAt: o.startsAt, endsAt: o.endsAt, days: o.days, timeZone: o.timeZone }, locale).date;
}

/** What the documents print besides the attendance: the session's disclosures (read for it) and the configured recognitions. */
export interface DocumentContext {
  publicUrl: string;
  disclosures: DisclosureBook;
  recognition: Recognition;
}

/** The attendee's documents are in the attendee's locale (the registration's), whoever downloads them. */
export function documentData(d: CertificateDocument, context: DocumentContext, locale: Locale = d.registration.locale): DocumentData {
  const { publicUrl } = context;
  const t = translator(locale);
  const o = d.offering;
  const subject = sessionAgdSubject(o);
  // The catalog names the variants' codes; a code staff set otherwise prints alone.
  const subjectName = t(`certificates:agdSubjects.${subject}`, { defaultValue: '' });
  return {
    locale,
    name: attendeeName(d),
    title: courseTitle(o, locale),
    date: courseDate(d, locale),
    location: courseLocation(o, locale),
    method: t(educationalMethodKey(o)),
    agdSubject: subjectName ? `${subject} ${subjectName}` : subject,
    agdNumber: d.registration.information.agdNumber ?? '',
    ceHours: formatNumber(d.certificate.ceHours, locale, Number.isInteger(d.certificate.ceHours) && o.courseType === 'live' ? 0 : 1),
    verificationCode: d.certificate.verificationCode,
    verifyUrl: `${publicUrl}${verifyPath(d.certificate.verificationCode)}`,
    completionCode: d.certificate.completionCode,
    issuedOn: formatDate(d.certificate.issuedAt, locale, o.timeZone),
    notes: {
      disclosures: sessionDisclosures(o.presenter, context.disclosures, locale).map((d) => disclosureLine(d, locale)),
      statements: recognitionStatements(context.recognition, locale, (key, values) => t(key, values ?? {})),
    },
  };
}

function courseLocation(o: Offering, locale: Locale): string {
  const t = translator(locale);
  if (o.courseType === 'on_demand') return t('certificates:location.onDemand');
  if (o.modality === 'virtual') return t('certificates:location.virtual');
  return [o.venue, o.address ?? [o.city, o.state].filter(Boolean).join(', ')].filter(Boolean).join(', ');
}
