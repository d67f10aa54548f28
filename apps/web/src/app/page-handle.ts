import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@portal/domain/locale/locales';

/**
 * A route's `handle`, read by the server's render (entry-server.tsx): `prefetch` fills a fresh
 * QueryClient through the page's own query options, so the HTML already shows the page's data and
 * the browser starts from the same data (dehydrated into the page, hydrated before React starts).
 */
export interface PageHandle {
  prefetch?: (client: QueryClient, url: URL, locale: Locale) => Promise<void>;
}
