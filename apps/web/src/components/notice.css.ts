import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { TYPE } from '../lib/brand-tokens';
import { vars } from '../styles/theme.css';

/**
 * A tinted box per severity (its type spread from the tokens, with no margin, so a caller's
 * margin never ties with one of the shared text sheet): the text is the severity's light shade darkened 60 %, the background
 * that shade lightened 90 %, and the icon in its main colour (as MUI's standard Alert).
 */
export const notice = recipe({
  base: { ...TYPE.body2, display: 'flex', padding: '6px 16px', borderRadius: vars.radius.control },
  variants: {
    severity: {
      success: { color: 'rgb(30, 60, 45)', backgroundColor: 'rgb(237, 244, 240)' },
      info: { color: 'rgb(1, 67, 97)', backgroundColor: 'rgb(229, 246, 253)' },
      warning: { color: 'rgb(102, 60, 0)', backgroundColor: 'rgb(255, 244, 229)' },
      error: { color: 'rgb(83, 33, 33)', backgroundColor: 'rgb(250, 237, 237)' },
    },
  },
  defaultVariants: { severity: 'success' },
});

export const icon = recipe({
  base: { flexShrink: 0, width: 22, height: 22, marginRight: 12, marginBlock: 7, opacity: 0.9, fill: 'currentColor' },
  variants: {
    severity: {
      success: { color: vars.color.success },
      info: { color: '#0288d1' },
      warning: { color: '#ed6c02' },
      error: { color: vars.color.error },
    },
  },
});

/** Long words wrap rather than scroll, and a button inside keeps its whole focus ring. */
export const message = style({ paddingBlock: 8, minWidth: 0, overflowWrap: 'anywhere' });
