/**
 * The brand's design tokens (docs/design.md), read by the MUI theme and mirrored by the plain CSS
 * of the server-rendered pages (marketing.css). Contrast ratios are against white unless noted.
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
  /** Decoration only (illustrations, accents): never text. */
  mint: '#2BB8A0',
  warm: '#F6A96B',
  surface: '#F4F8FA',
  border: '#D9E2EC',
  /** Body text 14.6:1, secondary text 6.4:1. */
  ink: '#1F2933',
  inkSoft: '#52606D',
} as const;

export const BRAND = COLORS.brand500;
export const BRAND_TEXT = COLORS.brand700;
export const FONT_FAMILY = '"Figtree Variable", "Helvetica Neue", Arial, sans-serif';
export const RADIUS = { control: 8, card: 12, panel: 20 } as const;
export const CONTAINER = { xs: 800, sm: 1000, md: 1220, lg: 1440, xl: 1600 } as const;
/** Header heights (px): one bar on phones and tablets, plus the navigation row from lg. */
export const HEADER = { bar: { xs: 64, md: 72 }, nav: 48 } as const;
