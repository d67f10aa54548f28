import { style } from '@vanilla-extract/css';
import { space } from '../../../styles/media';

/** The heading, lead and the test's parts, 3 units apart, in a column of at most 960 px. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: space(3), maxWidth: 960 });
