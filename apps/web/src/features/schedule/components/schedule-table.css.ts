import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/**
 * An outlined card that scrolls sideways inside itself; positioned, so the visually hidden
 * caption (absolute) stays inside the scrolling box and never widens the page.
 */
export const frame = style({
  position: 'relative',
  width: '100%',
  overflowX: 'auto',
  backgroundColor: vars.color.white,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
});

/** Column headings in bold, each row's title (its header cell) in semibold. */
export const table = style({});
globalStyle(`${table} thead th`, { fontWeight: 700 });
globalStyle(`${table} tbody th`, { fontWeight: 600 });

export const when = style({ minWidth: 170 });

/** The action's column, at the row's end. */
export const action = style({ textAlign: 'right' });
