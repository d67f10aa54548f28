import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { Locale } from '@portal/domain/locale/locales';

/** The id of the JSON data block (not a script that runs: the CSP stays strict) the server writes. */
export const SSR_STATE_ID = 'ssr-state';

/** What the browser needs to hydrate the server's render of a page with the same tree (entry-server.tsx, main.tsx). */
export interface SsrState {
  router: HydrationState;
  /** TanStack Query's dehydrated state (lib/query-client.ts: handOver), when the page prefetched data. */
  queries?: DehydratedState;
  /** The catalog namespaces the render used: loaded before hydrating, so the texts match. */
  namespaces: string[];
  /** The locale the server rendered in (a funnel step: the registration's, unless the visitor chose): the browser adopts the page in it. */
  locale?: Locale;
}

/** The server's state for this page, if the server rendered it. */
export function readSsrState(container: HTMLElement): SsrState | undefined {
  const text = document.getElementById(SSR_STATE_ID)?.textContent;
  if (!text || !container.firstElementChild) return undefined;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return undefined;
  }
}
