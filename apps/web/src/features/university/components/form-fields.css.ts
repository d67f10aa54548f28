import { style } from '@vanilla-extract/css';

/** A field across the form's columns. */
export const wide = style({ gridColumn: '1 / -1' });
