import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

/** The label around the box: the touch target. */
export const label = recipe({
  base: { display: 'inline-flex', alignItems: 'center', marginLeft: -11, marginRight: 16, cursor: 'pointer' },
  variants: {
    top: { true: { alignItems: 'flex-start' } },
    error: { true: { color: vars.color.error } },
    disabled: { true: { cursor: 'default', color: 'rgba(0, 0, 0, 0.38)' } },
  },
});

/** The icon in 9 px of padding, the invisible input over it; the brand colour when checked. */
export const box = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    flexShrink: 0,
    padding: 9,
    borderRadius: '50%',
    color: vars.color.inkSoft,
    transition: 'background-color 150ms',
    selectors: {
      '&:hover': { backgroundColor: 'rgba(0, 0, 0, 0.04)' },
      '&:has(:focus-visible)': { backgroundColor: 'rgba(0, 154, 206, 0.2)' },
    },
  },
  variants: {
    top: { true: { padding: '4px 9px 9px' } },
    checked: { true: { color: vars.color.brand500 } },
    disabled: { true: { color: 'rgba(0, 0, 0, 0.26)', selectors: { '&:hover': { backgroundColor: 'transparent' } } } },
  },
});

export const input = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', margin: 0, padding: 0, opacity: 0, cursor: 'inherit', zIndex: 1 });

export const text = recipe({
  base: { lineHeight: 1.5 },
  variants: { top: { true: { paddingTop: 6 } } },
});
