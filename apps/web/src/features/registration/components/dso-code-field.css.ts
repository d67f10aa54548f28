import { style, styleVariants } from '@vanilla-extract/css';
import { space, up } from '../../../styles/media';

/** The code's field and the verify button: stacked on phones, side by side from sm. */
export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space(2),
  '@media': { [up('sm')]: { flexDirection: 'row', alignItems: 'flex-start' } },
});

export const field = style({ flex: 1, '@media': { [up('sm')]: { maxWidth: 420 } } });

/** As high as the field beside it. */
export const verify = style({ minHeight: 56, whiteSpace: 'nowrap' });

/** The verification's result, 16 px under the row once there is one. */
export const result = styleVariants({ none: {}, shown: { marginTop: space(2) } });
