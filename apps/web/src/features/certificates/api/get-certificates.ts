import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificatesResponse } from '@portal/domain/certificates/certificates';
import type { Locale } from '@portal/domain/locale/locales';
import { get } from '../../../lib/api-client';

/** GET /api/certificate/{email}: the attendee's certificates (course and date), 404 for anyone else. */
export const getCertificates = (email: string) => get<CertificatesResponse>(`/api/certificate/${encodeURIComponent(email)}`);

/**
 * Reads only once an address has been submitted (null before), and once per submitted address,
 * language and `attempt`: each look-up counts against a per-address limit, so the same address
 * is asked again only when the form says so (after a failed look-up).
 */
export const certificatesQueryOptions = (lookup: { email: string; attempt: number } | null, locale: Locale) =>
  queryOptions({
    queryKey: ['certificates', lookup?.email ?? null, locale, lookup?.attempt ?? 0],
    queryFn: () => getCertificates(lookup!.email),
    enabled: lookup !== null,
  });

export const useCertificates = (lookup: { email: string; attempt: number } | null, locale: Locale) => useQuery(certificatesQueryOptions(lookup, locale));
