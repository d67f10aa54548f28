import { style } from '@vanilla-extract/css';
import { up } from '../../styles/media';

/** One column on phones, two from small tablets up (the gap is FieldGrid's `gap`, inline). */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
