import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerificationView } from '@portal/domain/certificates/certificates';
import type { Locale } from '@portal/domain/locale/locales';
import { get } from '../../../lib/api-client';

/** GET /api/verify/{code}: who earned the certificate, for which course and when. */
export const getVerification = (code: string) => get<VerificationView>(`/api/verify/${encodeURIComponent(code)}`);

// The locale is part of the key: the course's title comes in the reader's language.
export const verificationQueryOptions = (code: string, locale: Locale) =>
  queryOptions({ queryKey: ['verification', code, locale], queryFn: () => getVerification(code) });

export const useVerification = (code: string, locale: Locale) => useQuery(verificationQueryOptions(code, locale));
