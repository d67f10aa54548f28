import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space, up } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

/**
 * The confirmation's parts: the user ID and the course in outlined panels (a hairline in the
 * divider colour, 16 px inside on phones, 24 px from sm), each part's h2, its text and its links.
 */
export const panel = style({
  minWidth: 0,
  padding: space(2),
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.white,
  color: vars.color.ink,
  '@media': { [up('sm')]: { padding: space(3) } },
});

/** A part's heading: an h2 at 1.4 rem, a unit above what follows. */
export const heading = style({ ...TYPE.h2, fontSize: '1.4rem', margin: `0 0 ${space(1)}` });

/** A paragraph, a unit above what follows. */
export const text = style({ ...TYPE.body1, margin: `0 0 ${space(1)}` });

