import type { VerificationView } from '@portal/domain/certificates/certificates';
import type { Locale } from '@portal/domain/locale/locales';
import { get } from '../../../lib/api-client';
import { useRead } from '../../../lib/use-read';

/** GET /api/verify/{code}: who earned the certificate, for which course and when. */
export const getVerification = (code: string) => get<VerificationView>(`/api/verify/${encodeURIComponent(code)}`);

export const useVerification = (code: string, locale: Locale) => useRead(`verification ${code} ${locale}`, () => getVerification(code));
