import { style } from '@vanilla-extract/css';
import { space } from '../../styles/media';

/** The thank-you text takes focus from script only: no ring. */
export const thanks = style({ outline: 'none' });

export const form = style({ position: 'relative' });

/** The error summary's room, 3 units above the fields, none while it is empty. */
export const summary = style({ marginBottom: space(3), selectors: { '&:empty': { display: 'none' } } });

export const submit = style({ marginTop: space(3) });
