import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space, up } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

/** Over the page's content, as MUI's modal layer was (1300). */
export const positioner = style({ zIndex: 1300, outline: 0 });

/** A raised paper the field's width, at most 40 % of the screen high (less when the room under the field is smaller). */
export const popup = style({
  boxSizing: 'border-box',
  width: 'var(--anchor-width)',
  maxHeight: 'min(40vh, var(--available-height))',
  overflow: 'auto',
  ...TYPE.body1,
  color: vars.color.ink,
  backgroundColor: vars.color.white,
  borderRadius: vars.radius.control,
  boxShadow: '0px 2px 1px -1px rgba(0,0,0,0.2),0px 1px 1px 0px rgba(0,0,0,0.14),0px 1px 3px 0px rgba(0,0,0,0.12)',
  outline: 0,
});

export const list = style({ paddingBlock: space(1), outline: 0 });

export const noMatch = style({ padding: `${space(1.5)} ${space(2)}`, color: vars.color.inkSoft });

/**
 * An option: 48 px high on phones (a finger's target), its text's height from sm. Shaded when
 * highlighted, darker when reached by the keyboard; on a touch screen, where nothing hovers, only
 * then. Tinted in the brand colour when chosen.
 */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  minHeight: 48,
  padding: `6px ${space(2)}`,
  cursor: 'pointer',
  outline: 0,
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-highlighted]': { backgroundColor: 'rgba(0, 0, 0, 0.04)' },
    [`${popup}[data-keyboard] &[data-highlighted]`]: { backgroundColor: 'rgba(0, 0, 0, 0.12)' },
    '&[data-selected]': { backgroundColor: 'rgba(0, 154, 206, 0.08)' },
    [`${popup} &[data-selected][data-highlighted]`]: { backgroundColor: 'rgba(0, 154, 206, 0.12)' },
  },
  '@media': {
    [up('sm')]: { minHeight: 'auto' },
    '(hover: none)': { selectors: { [`${popup}:not([data-keyboard]) &[data-highlighted]:not([data-selected])`]: { backgroundColor: 'transparent' } } },
  },
});
