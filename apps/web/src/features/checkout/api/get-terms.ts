import type { Locale } from '@portal/domain/locale/locales';
import type { Terms } from '@portal/domain/marketing/terms';
import { get } from '../../../lib/api-client';
import { DEFAULT_STALE_TIME } from '../../../lib/stale-times';
import { useReadOf } from '../../../lib/use-read';

/** GET /api/tc/: the current terms in the reader's locale, with the version the payment records. */
export const getTerms = (locale: Locale) => get<Terms>(`/api/tc/?locale=${encodeURIComponent(locale)}`);

export const useTerms = (locale: Locale) => useReadOf({ key: `terms ${locale}`, read: () => getTerms(locale), staleTime: DEFAULT_STALE_TIME });
