import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { TYPE } from '../lib/brand-tokens';
import { vars } from '../styles/theme.css';

export const group = style({ margin: 0, padding: 0, border: 0, minWidth: 0, width: '100%' });

export const legend = recipe({
  base: { padding: 0, marginBottom: 4, fontWeight: 600, lineHeight: '1.4375em', color: vars.color.ink },
  variants: { error: { true: { color: vars.color.error } } },
});

/** A line under the legend, as a field's hint, 4 px above the options. */
export const hint = style({ ...TYPE.body2, margin: '0 0 4px', color: vars.color.inkSoft });

export const radios = recipe({
  base: { display: 'flex', flexDirection: 'column', flexWrap: 'wrap' },
  variants: { row: { true: { flexDirection: 'row' } } },
});

/** The label around a radio: the touch target, 44 px high at least. */
export const option = style({ display: 'inline-flex', alignItems: 'flex-start', minHeight: 44, marginLeft: -11, marginRight: 16, cursor: 'pointer' });

/**
 * A native radio drawn as a 20 px ring in the secondary text colour, the brand colour with a dot
 * when chosen, a soft halo on hover and a ring when focused from the keyboard.
 */
export const radio = style({
  appearance: 'none',
  flexShrink: 0,
  width: 20,
  height: 20,
  margin: '8px 11px 11px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.inkSoft}`,
  backgroundColor: vars.color.white,
  cursor: 'pointer',
  transition: 'box-shadow 150ms',
  selectors: {
    '&:checked': { borderColor: vars.color.brand500, background: `radial-gradient(${vars.color.brand500} 0 4px, #fff 5px)` },
    '&:hover': { boxShadow: '0 0 0 10px rgba(0, 0, 0, 0.04)' },
    '&:focus-visible': { outline: 'none', boxShadow: '0 0 0 10px rgba(0, 154, 206, 0.2)' },
    '&[aria-invalid="true"]:not(:checked)': { borderColor: vars.color.error },
  },
});

export const optionText = style({ paddingTop: 8, lineHeight: 1.5 });
