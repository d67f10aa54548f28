import { style, styleVariants } from '@vanilla-extract/css';
import { space, up } from '../../styles/media';

/** The card's and the billing address's fields: one column on phones, six tracks from sm. */
export const grid = style({
  display: 'grid',
  gap: space(2),
  gridTemplateColumns: '1fr',
  '@media': { [up('sm')]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } },
});

/** How many of the six tracks a field takes from sm (a third, or the whole row). */
export const span = styleVariants({
  2: { '@media': { [up('sm')]: { gridColumn: 'span 2' } } },
  6: { '@media': { [up('sm')]: { gridColumn: 'span 6' } } },
});
