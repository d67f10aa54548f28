import { style } from '@vanilla-extract/css';
import { space } from '../../../styles/media';

/** The form, then what it found, 32 px apart. */
export const lookup = style({ display: 'flex', flexDirection: 'column', gap: space(4) });

export const fields = style({ display: 'flex', flexDirection: 'column', gap: space(2), maxWidth: 560 });
