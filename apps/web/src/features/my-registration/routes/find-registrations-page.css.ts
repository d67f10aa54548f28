import { style } from '@vanilla-extract/css';
import { space } from '../../../styles/media';

/** The heading, then the form, 32 px apart, in a reading column of at most 760 px. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: space(4), maxWidth: 760 });
