import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@portal/domain/locale/locales';
import type { Terms } from '@portal/domain/marketing/terms';
import { get } from '../../../lib/api-client';

/** GET /api/tc/: the current terms in the reader's locale, with the version the payment records. */
export const getTerms = (locale: Locale) => get<Terms>(`/api/tc/?locale=${encodeURIComponent(locale)}`);

export const termsQueryOptions = (locale: Locale) => queryOptions({ queryKey: ['terms', locale], queryFn: () => getTerms(locale) });

export const useTerms = (locale: Locale) => useQuery(termsQueryOptions(locale));
