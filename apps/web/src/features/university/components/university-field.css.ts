import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { control } from '../../../components/form/form-text-field.css';

/** The picker spans the form's columns. */
export const field = style({ minWidth: 0, gridColumn: '1 / -1' });

/** The field and its buttons; the list opens against it. */
export const group = style({ position: 'relative' });

/** The form's outlined input, with room at its right end for one button, or two with a choice made. */
export const input = recipe({
  base: [control.classNames.base, control.classNames.variants.kind.input, { paddingRight: 43, textOverflow: 'ellipsis' }],
  variants: { clearable: { true: { paddingRight: 69 }, false: {} } },
});

export const indicators = style({ position: 'absolute', right: 9, top: '50%', transform: 'translate(0, -50%)', display: 'flex' });

/** A round grey button over the input's right end, shaded under the pointer. */
const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: 0,
  marginRight: -2,
  border: 0,
  borderRadius: '50%',
  backgroundColor: 'transparent',
  color: 'rgba(0, 0, 0, 0.54)',
  cursor: 'pointer',
  verticalAlign: 'middle',
  transition: 'background-color 150ms cubic-bezier(0.4, 0, 0.2, 1)',
  ':hover': { backgroundColor: 'rgba(0, 0, 0, 0.04)' },
  ':disabled': { color: 'rgba(0, 0, 0, 0.26)', cursor: 'default', backgroundColor: 'transparent' },
});

/** Shown while the field has focus, or under a mouse pointer. */
export const clear = style([
  indicator,
  {
    padding: 4,
    visibility: 'hidden',
    selectors: { [`${group}:focus-within &`]: { visibility: 'visible' } },
    '@media': { '(pointer: fine)': { selectors: { [`${group}:hover &`]: { visibility: 'visible' } } } },
  },
]);

/** Turned over while the list is open. */
export const toggle = style([indicator, { padding: 2, selectors: { '&[data-popup-open]': { transform: 'rotate(180deg)' } } }]);

export const arrow = style({ display: 'block', fill: 'currentColor' });
