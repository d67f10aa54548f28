import { style } from '@vanilla-extract/css';
import { space } from '../../../styles/media';

/** The error summary, the field, the answer and the button, 16 px apart, in a column of at most 560 px. */
export const fields = style({ display: 'flex', flexDirection: 'column', gap: space(2), maxWidth: 560 });
