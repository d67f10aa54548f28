import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { languageOf } from '@portal/domain/locale/locales';
import { initI18n } from './lib/i18n';
import { initialLocale } from './lib/locale';
import { AppProviders } from './app/providers';
import { router } from './app/router';

const locale = initialLocale();
document.documentElement.lang = languageOf(locale) === 'fr' ? 'fr-CA' : locale;

initI18n(locale).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
