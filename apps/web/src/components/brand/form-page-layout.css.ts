import { style } from '@vanilla-extract/css';
import { space, up } from '../../styles/media';

/** The form's column and, from md, the help panel's (320 px, 380 px from lg). */
export const layout = style({
  display: 'grid',
  gap: space(4),
  gridTemplateColumns: 'minmax(0, 1fr)',
  justifyContent: 'center',
  alignItems: 'start',
  '@media': {
    [up('md')]: { gap: space(6), gridTemplateColumns: 'minmax(0, 1fr) 320px' },
    [up('lg')]: { gridTemplateColumns: 'minmax(0, 760px) 380px' },
  },
});

export const main = style({ minWidth: 0 });

/** Hidden on phones; from md it stays in view while the form scrolls. */
export const aside = style({ display: 'none', minWidth: 0, '@media': { [up('md')]: { display: 'block', position: 'sticky', top: 24 } } });
