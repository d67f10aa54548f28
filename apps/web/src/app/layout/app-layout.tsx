import { Box, Container } from '@mui/material';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConsentHost } from '../../components/consent/consent-host';
import { StillWorking } from '../../components/still-working';
import { Footer } from './footer';
import { Header } from './header';
import { LoadingOverlay, RouteLoadingOverlay } from './loading-overlay';
import { RouteEffects } from './route-effects';

export function AppLayout() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{ position: 'absolute', left: -9999, '&:focus': { left: 16, top: 16, zIndex: 2000, bgcolor: 'background.paper', p: 1 } }}
      >
        {t('skipToContent')}
      </Box>
      <ConsentHost>
        <RouteEffects />
        <RouteLoadingOverlay />
        {/* Each part is a Suspense boundary: React adopts the server's markup of each in a task of its
            own after the layout's (selective hydration), so no one task holds a phone's thread long. */}
        <Suspense fallback={null}>
          <Header />
        </Suspense>
        {/* At least a screen tall: the footer starts below the first screen, so a page whose content
            arrives after the heading does not push a visible footer down (layout shift). */}
        <Container component="main" id="main" tabIndex={-1} maxWidth="lg" sx={{ flex: 1, minHeight: '100vh', py: { xs: 3, md: 5 }, outline: 'none' }}>
          <Suspense fallback={<LoadingOverlay open />}>
            <Outlet />
          </Suspense>
        </Container>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
        <StillWorking />
      </ConsentHost>
    </Box>
  );
}
