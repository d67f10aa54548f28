import { style } from '@vanilla-extract/css';
import { space } from '../../../styles/media';

/** The step's title, its lead and the checkout, three units apart. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: space(3) });
