// The brand's font, self-hosted; the browser fetches only the subsets a page's text uses.
import '@fontsource-variable/figtree';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { HydrationBoundary, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { languageOf } from '@portal/domain/locale/locales';
import { ADMIN_PATH_PATTERN } from '@portal/domain/site/paths';
import { i18next, initI18n } from './lib/i18n';
import { queryClient, takeOver } from './lib/query-client';
import { initialLocale } from './lib/locale';
import { createHydratingRouter, createRouter } from './app/router';
import { readSsrState, type SsrState } from './app/ssr-state';
import { HydrationMark, reportHydrationError } from './lib/use-hydrated';

const container = document.getElementById('root')!;
const isBackOffice = ADMIN_PATH_PATTERN.test(location.pathname);
const ssrState = isBackOffice ? undefined : readSsrState(container);
// The server's render says which locale it drew the page in (a funnel step in its registration's
// language when the visitor has not chosen one): the page is adopted in that one.
const locale = ssrState?.locale ?? initialLocale();
document.documentElement.lang = languageOf(locale) === 'fr' ? 'fr-CA' : locale;

/** Render once the first page's code and data are loaded, so the page does not flash empty while its route loads. */
function routerReady(router: ReturnType<typeof createRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const app = (router: ReturnType<typeof createRouter>, queries?: DehydratedState) => (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={queries}>
        <RouterProvider router={router} />
      </HydrationBoundary>
    </QueryClientProvider>
    <HydrationMark />
  </StrictMode>
);

/** A page the server did not render (funnel steps, resume links): the app renders it. */
function renderPublicSite() {
  const router = createRouter();
  Promise.all([initI18n(locale), routerReady(router)]).then(() => {
    createRoot(container).render(app(router));
  });
}

/**
 * A page the server rendered (platform/web.ts): the same texts, the same data and the first page's
 * route modules are loaded first, so the first render in the browser is the server's markup and
 * React adopts it (hydration) instead of replacing it.
 */
async function hydratePublicSite(state: SsrState) {
  const [router] = await Promise.all([
    createHydratingRouter(state.router),
    initI18n(locale).then(() => i18next.loadNamespaces(state.namespaces)),
  ]);
  // Adoption as a transition: React then works in slices of a few milliseconds and yields to the
  // browser between them (a plain hydrateRoot adopts the whole shell in one task, a quarter of a
  // second on a phone), and a tap or a keystroke on a part not yet adopted has that part adopted
  // first. Each <Suspense> boundary (the forms, lazy parts) is adopted after the shell.
  startTransition(() => {
    hydrateRoot(container, app(router, state.queries && takeOver(state.queries)), { onRecoverableError: reportHydrationError });
  });
}

// The back office is its own application (apps/web/src/admin): public pages never load its code.
if (isBackOffice) {
  Promise.all([initI18n(locale), import('./admin/back-office')]).then(([, admin]) => admin.startBackOffice(container));
} else if (ssrState) {
  void hydratePublicSite(ssrState);
} else {
  renderPublicSite();
}
