import { style } from '@vanilla-extract/css';
import { space } from '../../../styles/media';

export const page = style({ maxWidth: 760 });

/** The heading, the form and the way back, 32 px apart. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: space(4) });

/** Holds the form's place while its code arrives. */
export const loading = style({ minHeight: 560 });
