import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space, up } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

const { fontSizeMd, ...h1 } = TYPE.h1;

/** The page's column: at most 760 px, its parts 24 px apart and as wide as their content. */
export const page = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: space(3), maxWidth: 760 });

/** The success colour's dark shade (70 % of it, as the back office's theme derives it). */
export const icon = style({ width: 48, height: 48, fill: 'currentColor', color: `color-mix(in srgb, ${vars.color.success} 70%, black)` });

export const title = style({ ...h1, margin: 0, '@media': { [up('md')]: { fontSize: fontSizeMd } } });

export const lead = style({ ...TYPE.h6, margin: 0, fontWeight: 400 });

export const text = style({ ...TYPE.body1, margin: 0 });

export const other = style({ ...TYPE.body1, margin: 0, paddingTop: space(2) });
