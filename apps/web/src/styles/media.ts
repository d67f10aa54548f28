import { BREAKPOINTS, SPACING, type Breakpoint } from '../lib/brand-tokens';

/**
 * Helpers for `*.css.ts` files, drawn from the brand tokens: a media query from a breakpoint up
 * (the same widths as the back office's MUI theme) and a length in spacing units.
 */
export const up = (bp: Exclude<Breakpoint, 'xs'>) => `(min-width: ${BREAKPOINTS[bp]}px)`;

export const space = (units: number) => `${units * SPACING}px`;
