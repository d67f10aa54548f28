import { style } from '@vanilla-extract/css';
import { space } from '../../../styles/media';

/** The heading, then the result, 24 px apart in a column of 720 px at most. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: space(3), maxWidth: 720 });
