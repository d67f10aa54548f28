import type { CertificatesResponse } from '@portal/domain/certificates/certificates';
import type { Locale } from '@portal/domain/locale/locales';
import { get } from '../../../lib/api-client';
import { useRead } from '../../../lib/use-read';

/** GET /api/certificate/{email}: the attendee's certificates (course and date), 404 for anyone else. */
export const getCertificates = (email: string) => get<CertificatesResponse>(`/api/certificate/${encodeURIComponent(email)}`);

/**
 * Reads only once an address has been submitted (null before), and once per submitted address
 * and language: each look-up counts against a per-address limit.
 */
export const useCertificates = (email: string | null, locale: Locale) =>
  useRead(email === null ? null : `certificates ${email} ${locale}`, () => getCertificates(email!));
