import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@portal/domain/locale/locales';

/** The registration a page belongs to (funnel steps, campaign pages): what its layout's loader read. */
export interface PageRegistration {
  id: string;
  locale: Locale;
}

/**
 * A route's `handle`, read by the server's render (entry-server.tsx): `prefetch` fills the
 * render's QueryClient through the page's own query options, so the HTML already shows the data
 * and the browser starts from the same answers (dehydrated into the page, taken in by
 * HydrationBoundary before the page is adopted: adopting it asks nothing again). A funnel step's
 * prefetch gets the registration its layout read.
 */
export interface PageHandle {
  prefetch?: (client: QueryClient, url: URL, locale: Locale, registration?: PageRegistration) => Promise<void>;
  /** On a layout whose loader reads a registration: picks it out of the loader's data (the page's locale, the steps' reads). */
  registration?: (loaderData: unknown) => PageRegistration;
}
