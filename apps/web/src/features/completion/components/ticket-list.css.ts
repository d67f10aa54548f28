import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space, up } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

export const intro = style({ ...TYPE.body1, margin: `0 0 ${space(2)}` });

/** The tickets one under another on phones, side by side (wrapping) from sm. */
export const tickets = style({
  display: 'flex',
  flexDirection: 'column',
  flexWrap: 'wrap',
  gap: space(3),
  '@media': { [up('sm')]: { flexDirection: 'row' } },
});

/** A person's name, the code and its PDF, each at its own width. */
export const ticket = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: space(1) });

export const name = style({ ...TYPE.body1, margin: 0, fontWeight: 700 });

/** The code on white, whatever is behind it, so a scanner reads it. */
export const code = style({ backgroundColor: vars.color.white });
