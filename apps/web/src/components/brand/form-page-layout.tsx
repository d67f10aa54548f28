import { Box } from '@mui/material';
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';

// The panel is complementary and its column is reserved by the grid, so it loads after the form
// without moving anything: it stays out of the page's first download.
const HelpPanel = lazy(() => import('./help-panel').then((m) => ({ default: m.HelpPanel })));

/**
 * A form page: the form in a comfortable column (at most 760 px) with a help panel beside it on
 * wide screens. Phones show the form alone: below a form that arrives after the heading, the
 * panel would jump down, and its points are said again where they matter (hints, checkout).
 */
export function FormPageLayout({ children, help }: { children: ReactNode; help: ComponentProps<typeof HelpPanel> }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 4, md: 6 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px', lg: 'minmax(0, 760px) 380px' },
        justifyContent: 'center',
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0 }}>{children}</Box>
      <Box component="aside" sx={{ display: { xs: 'none', md: 'block' }, position: { md: 'sticky' }, top: { md: 24 }, minWidth: 0 }}>
        <Suspense fallback={null}>
          <HelpPanel {...help} />
        </Suspense>
      </Box>
    </Box>
  );
}

