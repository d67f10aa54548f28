import type { Locale } from '@portal/domain/locale/locales';
import type { Terms } from '@portal/domain/marketing/terms';
import { get } from '../../../lib/api-client';

/**
 * GET /api/tc/: the current terms in a locale. The terms page calls it from its route loader
 * rather than through TanStack Query: the query library would push the page's first JavaScript
 * past the 180 KB budget, and the page needs nothing from it but one fetch per locale.
 */
export const getTerms = (locale: Locale) => get<Terms>(`/api/tc/?locale=${encodeURIComponent(locale)}`);
