import { style } from '@vanilla-extract/css';

export const icon = style({ display: 'block', flexShrink: 0 });
