import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConsentHost } from '../../components/consent/consent-host';
import { StillWorking } from '../../components/still-working';
import { container } from '../../styles/layout.css';
import * as css from './app-layout.css';
import { Footer } from './footer';
import { Header } from './header';
import { LoadingOverlay, RouteLoadingOverlay } from './loading-overlay';
import { RouteEffects } from './route-effects';

export function AppLayout() {
  const { t } = useTranslation();
  return (
    <div className={css.page}>
      <a href="#main" className={css.skipLink}>
        {t('skipToContent')}
      </a>
      <ConsentHost>
        <RouteEffects />
        <RouteLoadingOverlay />
        {/* Each part is a Suspense boundary: React adopts the server's markup of each in a task of its
            own after the layout's (selective hydration), so no one task holds a phone's thread long. */}
        <Suspense fallback={null}>
          <Header />
        </Suspense>
        <main id="main" tabIndex={-1} className={`${container({ width: 'lg' })} ${css.main}`}>
          <Suspense fallback={<LoadingOverlay open />}>
            <Outlet />
          </Suspense>
        </main>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
        <StillWorking />
      </ConsentHost>
    </div>
  );
}
