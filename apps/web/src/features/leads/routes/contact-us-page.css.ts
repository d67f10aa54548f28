import { style } from '@vanilla-extract/css';
import { space, up } from '../../../styles/media';

export const main = style({ display: 'flex', flexDirection: 'column', gap: space(4) });

/** Keeps the form's room while its code arrives. */
export const formPlaceholder = style({ minHeight: 480 });

/**
 * The picture over the brochure, 24 px apart; on phones, where the picture is hidden, the brochure
 * keeps those 24 px above it. From md the column stays in view while the form scrolls.
 */
export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space(3),
  paddingTop: space(3),
  '@media': { [up('md')]: { paddingTop: 0, position: 'sticky', top: 24 } },
});

export const art = style({ display: 'none', justifyContent: 'center', '@media': { [up('md')]: { display: 'flex' } } });
