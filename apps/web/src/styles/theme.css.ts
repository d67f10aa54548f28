import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { COLORS, CONTAINER, FONT_FAMILY, RADIUS } from '../lib/brand-tokens';

const px = <T extends Record<string, number>>(values: T) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, `${v}px`])) as { [K in keyof T]: string };

/**
 * The brand tokens (lib/brand-tokens.ts) as CSS custom properties on :root, for the public pages'
 * styles: `vars.color.brand700`, `vars.radius.control`, `vars.container.lg`. Breakpoints cannot be
 * custom properties (media queries do not read them): styles/media.ts writes them from the tokens.
 */
export const vars = createGlobalTheme(':root', {
  color: { ...COLORS, white: '#ffffff' },
  font: { body: FONT_FAMILY },
  radius: px(RADIUS),
  container: px(CONTAINER),
});

/**
 * The page's base, as the back office's baseline draws it: border-box sizing, no body margin, the
 * brand font and ink on white, light scheme only. The public pages have no other baseline (MUI's
 * CssBaseline is the back office's alone).
 */
globalStyle('html', { boxSizing: 'border-box', colorScheme: 'light', WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale', WebkitTextSizeAdjust: '100%' });
globalStyle('*, *::before, *::after', { boxSizing: 'inherit' });
globalStyle('body', { margin: 0, fontFamily: vars.font.body, fontSize: '1rem', lineHeight: 1.5, color: vars.color.ink, backgroundColor: vars.color.white });
globalStyle('strong, b', { fontWeight: 700 });
// A modal dialog (the menu, the cookie settings) holds the page still behind it.
globalStyle('html:has(dialog:modal)', { overflow: 'hidden' });
