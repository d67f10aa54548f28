import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space, up } from '../../../styles/media';

/** A part's h2: 1.3 rem on phones, 1.5 rem from md, in the h2's weight. */
export const title = style({
  ...TYPE.h2,
  margin: `0 0 ${space(2)}`,
  fontSize: '1.3rem',
  '@media': { [up('md')]: { fontSize: '1.5rem' } },
});
