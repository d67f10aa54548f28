import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { languageOf } from '@portal/domain/locale/locales';
import { initI18n } from './lib/i18n';
import { initialLocale } from './lib/locale';
import { AppProviders } from './app/providers';
import { router } from './app/router';

const locale = initialLocale();
document.documentElement.lang = languageOf(locale) === 'fr' ? 'fr-CA' : locale;

/**
 * Render once the first page's code and data are loaded, so a server-rendered page (marketing,
 * terms) is replaced by the app in one step instead of flashing empty while its route loads.
 */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

Promise.all([initI18n(locale), routerReady()]).then(() => {
  const root = createRoot(document.getElementById('root')!);
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
