import { style } from '@vanilla-extract/css';
import { space } from '../../../styles/media';

/** The confirmation's parts, three units apart. */
export const parts = style({ display: 'flex', flexDirection: 'column', gap: space(3) });

export const steps = style({ margin: 0, paddingLeft: space(3) });

export const step = style({ paddingBlock: space(0.5) });
