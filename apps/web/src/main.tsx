// The brand's font, self-hosted; the browser fetches only the subsets a page's text uses.
import '@fontsource-variable/figtree';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { languageOf } from '@portal/domain/locale/locales';
import { ADMIN_PATH_PATTERN } from '@portal/domain/site/paths';
import { initI18n } from './lib/i18n';
import { initialLocale } from './lib/locale';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';

const locale = initialLocale();
const container = document.getElementById('root')!;
document.documentElement.lang = languageOf(locale) === 'fr' ? 'fr-CA' : locale;

/**
 * Render once the first page's code and data are loaded, so a server-rendered page (marketing,
 * terms) is replaced by the app in one step instead of flashing empty while its route loads.
 */
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

function startPublicSite() {
  const router = createRouter();
  Promise.all([initI18n(locale), routerReady(router)]).then(() => {
    const root = createRoot(container);
    // A transition lets React render in short slices instead of one long task that blocks input.
    startTransition(() => {
      root.render(
        <StrictMode>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      );
    });
  });
}

// The back office is its own application (apps/web/src/admin): public pages never load its code.
if (ADMIN_PATH_PATTERN.test(location.pathname)) {
  Promise.all([initI18n(locale), import('./admin/back-office')]).then(([, admin]) => admin.startBackOffice(container));
} else {
  startPublicSite();
}
