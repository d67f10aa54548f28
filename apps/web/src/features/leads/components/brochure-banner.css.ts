import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space, up } from '../../../styles/media';
import * as text_ from '../../../styles/text.css';
import { vars } from '../../../styles/theme.css';

/** The banner's tint: a light blue between the brand's 50 and 100 shades, as it has always been. */
const TINT = '#E6F5FA';

export const banner = style({
  padding: space(2.5),
  borderRadius: `calc(${vars.radius.control} * 2)`,
  backgroundColor: TINT,
  '@media': { [up('md')]: { padding: space(3) } },
});

/** An h2 in the h3 size, with the space under it that MUI's `gutterBottom` gave (0.35 em). */
export const title = style({ ...TYPE.h2, fontSize: '1.35rem', margin: '0 0 0.35em' });

export const text = style([text_.body1, { marginBottom: space(2) }]);
