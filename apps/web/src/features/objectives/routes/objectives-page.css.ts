import { style } from '@vanilla-extract/css';
import { space } from '../../../styles/media';

/** The step's heading, lead and form, 3 units apart, in a column of at most 860 px. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: space(3), maxWidth: 860 });
