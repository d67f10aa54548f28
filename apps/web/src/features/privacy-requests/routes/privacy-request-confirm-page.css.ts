import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space, up } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

/** A column of 720 px at most, 24 px between its parts, each as wide as its content. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: space(3), alignItems: 'flex-start', maxWidth: 720 });

/** A smaller h1 than a landing page's: the page is one short message. */
export const title = style({ fontWeight: TYPE.h1.fontWeight, lineHeight: TYPE.h1.lineHeight, letterSpacing: TYPE.h1.letterSpacing, margin: 0, fontSize: '1.9rem', '@media': { [up('md')]: { fontSize: '2.5rem' } } });

export const text = style({ ...TYPE.body1, margin: 0 });

/** A message spans the column. */
export const notice = style({ alignSelf: 'stretch' });

export const progress = style({ display: 'flex', alignItems: 'center', gap: space(2) });

export const spinner = style({ color: vars.color.brand700 });
