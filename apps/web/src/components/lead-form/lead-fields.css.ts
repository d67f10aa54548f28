import { style } from '@vanilla-extract/css';

/** The honeypot's place: off-screen, one pixel, nothing shown. */
export const honeypot = style({ position: 'absolute', left: -10000, top: 'auto', width: 1, height: 1, overflow: 'hidden' });
