import { style } from '@vanilla-extract/css';

/** Above the page at the bottom, centred; clicks pass through where it shows nothing. */
export const region = style({ position: 'fixed', insetInline: 16, bottom: 16, zIndex: 1400, display: 'flex', justifyContent: 'center', pointerEvents: 'none' });
