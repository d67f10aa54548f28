// The brand's font, self-hosted; the browser fetches only the subsets a page's text uses.
import '@fontsource-variable/figtree';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { languageOf } from '@portal/domain/locale/locales';
import { ADMIN_PATH_PATTERN } from '@portal/domain/site/paths';
import { i18next, initI18n } from './lib/i18n';
import { createEmotionCache } from './lib/emotion-cache';
import { initialLocale } from './lib/locale';
import { AppProviders } from './app/providers';
import { createHydratingRouter, createRouter } from './app/router';
import { readSsrState, type SsrState } from './app/ssr-state';
import { HydrationMark } from './lib/use-hydrated';
import { beginAdoption, endAdoption, nextTask, rootAdopted } from './lib/hydration-steps';

const locale = initialLocale();
const container = document.getElementById('root')!;
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

const app = (router: ReturnType<typeof createRouter>) => (
  <StrictMode>
    <AppProviders cache={createEmotionCache()}>
      <RouterProvider router={router} />
      <HydrationMark />
    </AppProviders>
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
  const { reads } = state;
  const [router] = await Promise.all([
    createHydratingRouter(state.router),
    initI18n(locale).then(() => i18next.loadNamespaces(state.namespaces)),
    // The store's module is fetched only by pages that read the API.
    reads && import('./lib/read-store').then((m) => m.readStore.seed(reads)),
  ]);
  // preact/compat's hydrateRoot in the browser build (vite.config.ts): the server rendered with React.
  // It adopts the root at once and the parts marked as steps in later tasks (lib/hydration-steps.tsx).
  beginAdoption();
  const first = router.state.location;
  const unsubscribe = router.subscribe((next) => {
    if (next.navigation.state === 'idle' && next.location === first) return;
    unsubscribe();
    endAdoption();
  });
  hydrateRoot(container, app(router));
  rootAdopted();
}

// The back office is its own application (apps/web/src/admin): public pages never load its code.
if (ADMIN_PATH_PATTERN.test(location.pathname)) {
  Promise.all([initI18n(locale), import('./admin/back-office')]).then(([, admin]) => admin.startBackOffice(container));
} else {
  const state = readSsrState(container);
  // From a task of its own: evaluating the app's modules is already one long task on a phone.
  if (state) void nextTask().then(() => hydratePublicSite(state));
  else renderPublicSite();
}
