import { CacheProvider, type EmotionCache } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * The Emotion cache comes from the caller (lib/emotion-cache.ts): one per page in the browser,
 * which takes over the server's style tags, and one per request on the server, whose styles go
 * into the HTML's head.
 */
export function AppProviders({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
