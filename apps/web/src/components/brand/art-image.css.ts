import { style } from '@vanilla-extract/css';

/** As wide as its column up to its `maxWidth` (inline), its height following its proportions. */
export const image = style({ display: 'block', width: '100%', height: 'auto' });
