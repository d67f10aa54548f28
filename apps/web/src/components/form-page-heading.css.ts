import { style } from '@vanilla-extract/css';
import { TYPE } from '../lib/brand-tokens';
import { up } from '../styles/media';
import { vars } from '../styles/theme.css';

const { fontSizeMd, ...h1 } = TYPE.h1;

/**
 * The page's h1, with the space under it that MUI's `gutterBottom` gave (0.35 em). Spread from the
 * tokens, not composed from styles/text.css: that sheet is the entry's, which a lazily loaded page
 * may add again after its own (Vite's preload), and its `margin: 0` would then win.
 */
export const title = style({ ...h1, margin: '0 0 0.35em', '@media': { [up('md')]: { fontSize: fontSizeMd } } });

/** The lead: h6 size in regular weight, in the secondary text colour. */
export const intro = style({ ...TYPE.h6, margin: 0, fontWeight: 400, color: vars.color.inkSoft });
