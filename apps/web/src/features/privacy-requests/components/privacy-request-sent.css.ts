import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space, up } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

const { fontSizeMd, ...h1 } = TYPE.h1;

/** A column of 720 px at most, 16 px between its parts, each as wide as its content. */
export const sent = style({ display: 'flex', flexDirection: 'column', gap: space(2), alignItems: 'flex-start', maxWidth: 720 });

/** An envelope in the brand's text colour. */
export const icon = style({ width: 48, height: 48, fill: 'currentColor', color: vars.color.brand700 });

/** The heading takes focus when the page changes; it is not a control, so no ring. */
export const title = style({ ...h1, margin: 0, outline: 'none', '@media': { [up('md')]: { fontSize: fontSizeMd } } });

export const mailed = style({ ...TYPE.h6, margin: 0, fontWeight: 400 });

/** A long address breaks rather than widening a phone. */
export const address = style({ wordBreak: 'break-word' });

export const text = style({ ...TYPE.body1, margin: 0 });
export const quiet = style([text, { color: vars.color.inkSoft }]);
