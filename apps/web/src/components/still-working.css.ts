import { style } from '@vanilla-extract/css';

/** Above the page at the bottom, centred; clicks pass through where it shows nothing. */
export const region = style({ position: 'fixed', insetInline: 16, bottom: 16, zIndex: 1400, display: 'flex', justifyContent: 'center', pointerEvents: 'none' });

/** The notice raised off the page (MUI's third elevation), never wider than a line can be read. */
export const notice = style({ maxWidth: 560, boxShadow: '0px 3px 3px -2px rgba(0,0,0,0.2), 0px 3px 4px 0px rgba(0,0,0,0.14), 0px 1px 8px 0px rgba(0,0,0,0.12)' });
