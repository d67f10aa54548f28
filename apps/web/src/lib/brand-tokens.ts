/**
 * The brand's design tokens (docs/design.md), the one source of colours, type, radii, spacing and
 * breakpoints: the public pages' vanilla-extract theme turns them into CSS custom properties
 * (styles/theme.css.ts) and the back office's MUI theme (admin/layout/portal-theme.ts) reads them. Contrast ratios
 * are against white unless noted.
 */
export const COLORS = {
  brand50: '#E8F6FC',
  brand100: '#CDEDF8',
  brand200: '#9BDBF1',
  /** The spec's primary colour: marks, surfaces and accents, never small text (3.2:1). */
  brand500: '#009ACE',
  /** Text, links and filled buttons in the brand colour (5.4:1). */
  brand700: '#00739A',
  brand900: '#00435A',
  /** Dark surfaces (the footer); white text on it is 14:1. */
  navy: '#102A43',
  navy700: '#243B53',
  /** Rules on navy (the footer's divider). */
  navy600: '#334E68',
  /** Decoration only (illustrations, accents): never text. */
  mint: '#2BB8A0',
  warm: '#F6A96B',
  surface: '#F4F8FA',
  border: '#D9E2EC',
  /** Body text 14.6:1, secondary text 6.4:1. */
  ink: '#1F2933',
  inkSoft: '#52606D',
  /** A form control's outline (the language select): 4.5:1, more than the 3:1 a control needs. */
  control: '#767676',
  error: '#C62828',
  success: '#1E7D4F',
} as const;

export const BRAND = COLORS.brand500;
export const BRAND_TEXT = COLORS.brand700;
export const FONT_FAMILY = '"Figtree Variable", "Helvetica Neue", Arial, sans-serif';
export const RADIUS = { control: 8, card: 12, panel: 20 } as const;
/** The spacing unit (px): paddings and gaps are multiples of it. */
export const SPACING = 8;
/** Width breakpoints (px, min-width), MUI's defaults: the back office's theme and the public pages' media queries. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
/** The type scale (docs/design.md); h1 grows to `fontSizeMd` from md. */
export const TYPE = {
  h1: { fontSize: '2.25rem', fontSizeMd: '3rem', fontWeight: 800, lineHeight: 1.15, letterSpacing: '-0.02em' },
  h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2, letterSpacing: '-0.01em' },
  h3: { fontSize: '1.35rem', fontWeight: 700, lineHeight: 1.25 },
  h6: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.6 },
  body1: { fontSize: '1rem', lineHeight: 1.5 },
  body2: { fontSize: '0.875rem', lineHeight: 1.43 },
  overline: { fontSize: '0.75rem', fontWeight: 700, letterSpacing: '0.08em', lineHeight: 1.6 },
  button: { fontSize: '0.875rem', fontWeight: 600, lineHeight: 1.75 },
} as const;
export const CONTAINER = { xs: 800, sm: 1000, md: 1220, lg: 1440, xl: 1600 } as const;
/** Header heights (px): one bar on phones and tablets, plus the navigation row from lg. */
export const HEADER = { bar: { xs: 64, md: 72 }, nav: 48 } as const;
