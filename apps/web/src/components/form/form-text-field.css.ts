import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { SELECT_ARROW } from '../plain-select.css';
import { TYPE } from '../../lib/brand-tokens';
import { vars } from '../../styles/theme.css';

/**
 * A form field's look, by class: a render only sets attributes (the error look follows
 * `aria-invalid`), so pressing submit on a long form draws every field's error without styling
 * work in the tap's frame (bench:inp).
 */
export const field = style({ minWidth: 0 });

/**
 * The label above a field, its '(optional)', and the hint under it. Their type is spread from the
 * tokens rather than composed from styles/text.css: that sheet is the entry's, which a lazily
 * loaded page may add again after its own (Vite's preload), and its `margin: 0` would then win.
 */
export const label = style({ ...TYPE.body1, display: 'block', margin: '0 0 4px', fontWeight: 600, color: vars.color.ink });
export const optional = style({ fontWeight: 400, color: vars.color.inkSoft });
export const hint = style({ ...TYPE.body2, margin: '0 0 6px', color: vars.color.inkSoft });

/**
 * A native input, select or textarea drawn as an outlined field: 56 px high, a hairline that
 * darkens on hover and doubles in the brand colour (the error colour) when focused.
 */
export const control = recipe({
  base: {
    display: 'block',
    width: '100%',
    minWidth: 0,
    boxSizing: 'border-box',
    margin: 0,
    font: 'inherit',
    fontSize: '1rem',
    lineHeight: '1.4375em',
    color: vars.color.ink,
    backgroundColor: vars.color.white,
    border: '1px solid rgba(0, 0, 0, 0.23)',
    borderRadius: vars.radius.control,
    padding: '15.5px 14px',
    height: 56,
    selectors: {
      '&:hover': { borderColor: vars.color.ink },
      '&:focus': { outline: 'none', borderColor: vars.color.brand500, boxShadow: `inset 0 0 0 1px ${vars.color.brand500}` },
      '&[aria-invalid="true"]': { borderColor: vars.color.error },
      '&[aria-invalid="true"]:focus': { boxShadow: `inset 0 0 0 1px ${vars.color.error}` },
      '&[data-disabled]': { color: 'rgba(0, 0, 0, 0.38)', borderColor: 'rgba(0, 0, 0, 0.26)', cursor: 'default' },
    },
  },
  variants: {
    kind: {
      input: {},
      select: {
        appearance: 'none',
        paddingRight: 32,
        backgroundImage: SELECT_ARROW,
        backgroundRepeat: 'no-repeat',
        backgroundPosition: 'right 7px center',
        backgroundSize: '24px',
        cursor: 'pointer',
        textOverflow: 'ellipsis',
      },
      textarea: { height: 'auto', resize: 'vertical', fieldSizing: 'content' } as never,
    },
  },
  defaultVariants: { kind: 'input' },
});
