import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@portal/domain/locale/locales';

/**
 * A route's `handle`, read by the server's render (entry-server.tsx): `prefetch` fills the
 * render's QueryClient through the page's own query options, so the HTML already shows the data
 * and the browser starts from the same answers (dehydrated into the page, taken in by
 * HydrationBoundary before the page is adopted: adopting it asks nothing again).
 */
export interface PageHandle {
  prefetch?: (client: QueryClient, url: URL, locale: Locale) => Promise<void>;
}
