import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { TYPE } from '../lib/brand-tokens';
import { focusRing } from './layout.css';
import { vars } from './theme.css';

const disabled = '&:disabled, &[aria-disabled="true"]';

/**
 * The public pages' buttons, on a native <button> or <a>: filled (white on the brand's 700 shade,
 * 5.4:1, darker on hover and press), outlined, or text. Sentence case, 600, 36 px high; no colour
 * transition, so a button that is enabled never shows white text on a fading grey.
 */
export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'relative',
      minWidth: 64,
      margin: 0,
      padding: '6px 20px',
      border: 0,
      borderRadius: vars.radius.control,
      background: 'transparent',
      fontFamily: 'inherit',
      ...TYPE.button,
      textTransform: 'none',
      textDecoration: 'none',
      verticalAlign: 'middle',
      cursor: 'pointer',
      userSelect: 'none',
      WebkitTapHighlightColor: 'transparent',
      selectors: { [disabled]: { cursor: 'default', pointerEvents: 'none' } },
    },
  ],
  variants: {
    variant: {
      contained: {
        backgroundColor: vars.color.brand700,
        color: vars.color.white,
        selectors: {
          '&:hover, &:active': { backgroundColor: vars.color.brand900 },
          [disabled]: { backgroundColor: 'rgba(0, 0, 0, 0.12)', color: 'rgba(0, 0, 0, 0.26)' },
        },
      },
      outlined: {
        padding: '5px 20px',
        border: `1px solid ${vars.color.brand700}`,
        color: vars.color.brand700,
        selectors: {
          '&:hover': { backgroundColor: 'rgba(0, 154, 206, 0.04)' },
          '&:active': { backgroundColor: 'rgba(0, 115, 154, 0.16)' },
          [disabled]: { borderColor: 'rgba(0, 0, 0, 0.12)', color: 'rgba(0, 0, 0, 0.26)' },
        },
      },
      text: {
        color: vars.color.brand700,
        selectors: {
          '&:hover': { backgroundColor: 'rgba(0, 154, 206, 0.04)' },
          '&:active': { backgroundColor: 'rgba(0, 115, 154, 0.16)' },
          [disabled]: { color: 'rgba(0, 0, 0, 0.26)' },
        },
      },
    },
  },
  defaultVariants: { variant: 'contained' },
});

export type ButtonVariants = RecipeVariants<typeof button>;
