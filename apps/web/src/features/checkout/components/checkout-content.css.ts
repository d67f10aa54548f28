import { style } from '@vanilla-extract/css';
import { space, up } from '../../../styles/media';

/** One column on phones and tablets; from md, the review and payment (7) beside the summary (5). */
export const layout = style({
  display: 'grid',
  gap: space(3),
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [up('md')]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)' } },
});

/** A column's parts, three units apart. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: space(3) });

/** The summary's column stays in view while the payment form scrolls by (from md). */
export const aside = style([stack, { '@media': { [up('md')]: { position: 'sticky', top: space(2) } } }]);
