import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { CertificatesResponse, VerificationView } from '@portal/domain/certificates/certificates';
import { normalizeVerificationCode } from '@portal/domain/certificates/verification-code';
import { AppError } from '@portal/domain/errors/app-error';
import type { Recognition } from '@portal/domain/ce-records/disclosure';
import type { Locale } from '@portal/domain/locale/locales';
import { sessionBook } from '../disclosures/store';
import { certificateHeld } from '../evaluations/facts';
import { renderCertificate } from './certificate-pdf';
import { attendeeName, courseDate, courseTitle, documentData } from './document-data';
import { renderLetter } from './letter-pdf';
import { certificateByCode, certificateForEmail, certificatesForEmail } from './store';

/**
 * The certificate page's look-up (spec: e-mail, then download). The listing holds course and
 * date only; the PDFs sit behind the certificate's 128-bit id and must match the e-mail too.
 * Look-ups are rate-limited per client address (routes.ts).
 */
export async function listCertificates(db: NodePgDatabase, email: string, locale: Locale): Promise<CertificatesResponse> {
  const docs = await certificatesForEmail(db, email);
  if (docs.length === 0) throw new AppError(404, 'certificates:noneFound');
  const base = `/api/certificate/${encodeURIComponent(email)}`;
  return {
    certificates: docs.map((d) => ({
      id: d.certificate.id,
      title: courseTitle(d.offering, locale),
      date: courseDate(d, locale),
      ceHours: d.certificate.ceHours,
      certificateUrl: `${base}/${d.certificate.id}/certificate.pdf`,
      letterUrl: `${base}/${d.certificate.id}/letter.pdf`,
    })),
  };
}

export type DocumentKind = 'certificate' | 'letter';

/** Printed on the documents besides the attendance: where they are verified, and the company's recognitions (config). */
export interface DocumentSettings {
  publicUrl: string;
  recognition: Recognition;
}

export async function certificateFile(db: NodePgDatabase, email: string, id: string, kind: DocumentKind, settings: DocumentSettings) {
  const doc = await certificateForEmail(db, email, id);
  if (!doc) throw new AppError(404, 'certificates:noneFound');
  // Staff may have chosen that the course's certificate waits for the evaluation (issue 52).
  if (await certificateHeld(db, doc.registration.id)) throw new AppError(409, 'evaluation:errors.certificateWaits', {}, 'evaluation_first');
  // The session's disclosures as they read now: a certificate printed again says what is true today.
  const data = documentData(doc, { ...settings, disclosures: await sessionBook(db, doc.offering) });
  const pdf = kind === 'certificate' ? await renderCertificate(data) : await renderLetter(data);
  const day = doc.certificate.completionCode.split('-')[1] ?? 'course';
  return { pdf, fileName: `${kind === 'certificate' ? 'certificate' : 'attendance-verification-letter'}-${day}.pdf` };
}

/** The public verification page: who earned what and when, nothing more. */
export async function verifyCertificate(db: NodePgDatabase, input: string, locale: Locale): Promise<VerificationView> {
  const code = normalizeVerificationCode(input);
  const doc = code ? await certificateByCode(db, code) : undefined;
  if (!doc) throw new AppError(404, 'certificates:verify.notFound');
  // An erased holder: the certificate stays valid, but it names nobody (features/privacy-requests).
  if (doc.registration.anonymisedAt) return { code: doc.certificate.verificationCode, anonymised: true };
  return { code: doc.certificate.verificationCode, name: attendeeName(doc), title: courseTitle(doc.offering, locale), date: courseDate(doc, locale), ceHours: doc.certificate.ceHours };
}
