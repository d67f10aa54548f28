import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** A drop-down arrow, drawn by a native select's background (no icon component). */
export const SELECT_ARROW = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M7 10l5 5 5-5z' fill-opacity='.54'/%3E%3C/svg%3E")`;

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 });

export const label = style({ fontSize: '0.875rem', fontWeight: 500, color: vars.color.inkSoft });

/** The portal's small outlined field: 40 px high. */
export const select = style({
  font: 'inherit',
  height: 40,
  width: '100%',
  minWidth: 0,
  paddingLeft: 14,
  paddingRight: 32,
  textOverflow: 'ellipsis',
  color: vars.color.ink,
  backgroundColor: vars.color.white,
  border: '1px solid rgba(0, 0, 0, 0.23)',
  borderRadius: vars.radius.control,
  appearance: 'none',
  backgroundImage: SELECT_ARROW,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'right 8px center',
  backgroundSize: '24px',
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.ink },
  ':focus-visible': { outline: `2px solid ${vars.color.brand700}`, outlineOffset: -1 },
});
