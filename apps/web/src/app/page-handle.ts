import type { Locale } from '@portal/domain/locale/locales';
import type { ReadStore } from '../lib/read-store';

/**
 * A route's `handle`, read by the server's render (entry-server.tsx): `prefetch` reads the page's
 * data into the render's store (lib/read-store.ts) under the keys the page's own reads use, so the
 * HTML already shows the data and the browser starts from the same answers (written into the page,
 * put in the browser's store before the page is adopted).
 */
export interface PageHandle {
  prefetch?: (reads: ReadStore, url: URL, locale: Locale) => Promise<void>;
}
