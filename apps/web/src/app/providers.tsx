import { CacheProvider, type EmotionCache } from '@emotion/react';
import { CssBaseline, GlobalStyles, ThemeProvider } from '@mui/material';
import { formStyles } from '../components/form/form-styles';
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
        <GlobalStyles styles={formStyles} />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
