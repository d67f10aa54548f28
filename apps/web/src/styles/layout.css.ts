import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { up } from './media';
import { vars } from './theme.css';

/**
 * A centred column: 16 px at the sides on phones, 24 px from sm, and at most the container width
 * of its size (the spec's xs 800 / sm 1000 / md 1220 / lg 1440 / xl 1600) from that breakpoint up.
 */
export const container = recipe({
  base: { display: 'block', width: '100%', marginInline: 'auto', paddingInline: 16, '@media': { [up('sm')]: { paddingInline: 24 } } },
  variants: {
    width: {
      lg: { '@media': { [up('lg')]: { maxWidth: vars.container.lg } } },
      xl: { '@media': { [up('xl')]: { maxWidth: vars.container.xl } } },
    },
  },
  defaultVariants: { width: 'lg' },
});

/** Read by screen readers, not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** The keyboard focus ring of the public pages' controls (the marketing pages' links draw the same). */
export const focusRing = style({
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.ink}`, outlineOffset: 2 } },
});
