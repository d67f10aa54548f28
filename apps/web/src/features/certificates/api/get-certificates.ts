import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificatesResponse } from '@portal/domain/certificates/certificates';
import type { Locale } from '@portal/domain/locale/locales';
import { get } from '../../../lib/api-client';

/** GET /api/certificate/{email}: the attendee's certificates (course and date), 404 for anyone else. */
export const getCertificates = (email: string) => get<CertificatesResponse>(`/api/certificate/${encodeURIComponent(email)}`);

export const certificatesQueryOptions = (email: string, locale: Locale) =>
  queryOptions({
    queryKey: ['certificates', email, locale],
    queryFn: () => getCertificates(email),
    // Each look-up counts against a per-address limit: ask once per submitted address.
    staleTime: Infinity,
    gcTime: 10 * 60 * 1000,
  });

/** Runs only once an address has been submitted (null before). */
export const useCertificates = (email: string | null, locale: Locale) =>
  useQuery({ ...certificatesQueryOptions(email ?? '', locale), enabled: email !== null });
