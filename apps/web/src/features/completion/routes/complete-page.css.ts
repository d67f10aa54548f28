import { style } from '@vanilla-extract/css';
import { space } from '../../../styles/media';

/** The title and the confirmation, three units apart, in a column of at most 860 px. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: space(3), maxWidth: 860 });
