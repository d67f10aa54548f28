import { style } from '@vanilla-extract/css';

/** Only groups its fields: no frame, spacing or minimum width of its own. */
export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });
