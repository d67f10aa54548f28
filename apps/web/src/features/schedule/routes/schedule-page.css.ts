import { style } from '@vanilla-extract/css';
import { space } from '../../../styles/media';

/** The hero, then the filters and the sessions, 24 px apart. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: space(3) });
