import { style } from '@vanilla-extract/css';
import { space } from '../../../styles/media';

/** The questions, 4 units apart. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: space(4) });
