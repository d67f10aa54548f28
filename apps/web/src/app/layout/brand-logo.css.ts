import { style, styleVariants } from '@vanilla-extract/css';
import { up } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const logo = style({ display: 'inline-flex', alignItems: 'center', gap: 10, minWidth: 0, textDecoration: 'none', color: vars.color.ink });

export const inverse = style({ color: vars.color.white });

export const mark = style({ display: 'block', flexShrink: 0 });

const wordmarkBase = style({ fontWeight: 800, fontSize: '1.05rem', lineHeight: 1.15, letterSpacing: '-0.01em', maxWidth: 190 });

/** The wordmark shows from md in the header (phones give its room to the call to action), always in the footer. */
export const wordmark = styleVariants({
  xs: [wordmarkBase, { display: 'inline' }],
  md: [wordmarkBase, { display: 'none', '@media': { [up('md')]: { display: 'inline' } } }],
});
