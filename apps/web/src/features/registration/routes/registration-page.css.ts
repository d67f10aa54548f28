import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space, up } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

/** The page's column: its heading, then the step or the choice of a course, 24 px apart. */
export const column = style({ display: 'flex', flexDirection: 'column', gap: space(3) });

const { fontWeight, lineHeight, letterSpacing } = TYPE.h1;

/** The h1, a size smaller than the type scale's (1.9 rem, 2.5 rem from md): the form is the page. */
export const title = style({ fontWeight, lineHeight, letterSpacing, margin: 0, fontSize: '1.9rem', '@media': { [up('md')]: { fontSize: '2.5rem' } } });

/** While the step's code loads: a small spinner beside 'Loading', where the form will be. */
export const loading = style({ display: 'flex', alignItems: 'center', gap: space(2), minHeight: 240 });

export const spinner = style({ color: vars.color.brand700 });

export const loadingText = style({ ...TYPE.body1, margin: 0 });
