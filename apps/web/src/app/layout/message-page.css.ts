import { style } from '@vanilla-extract/css';

/** The not-found and error pages: a heading, a sentence and one action, left-aligned, 24 px apart. */
export const messagePage = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 24, paddingBlock: 64 });

export const padded = style({ paddingInline: 16 });
