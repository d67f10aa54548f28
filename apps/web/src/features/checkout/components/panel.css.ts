import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space, up } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

/**
 * A part of the checkout in an outlined panel (the review, the payment, the summary, the scanner
 * trial): a hairline in the divider colour, the control's radius, 16 px inside on phones and
 * 24 px from sm.
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

/** A panel's heading: an h2 at 1.4 rem, a unit above what follows. */
export const heading = style({ ...TYPE.h2, fontSize: '1.4rem', margin: `0 0 ${space(1)}` });

/** Secondary text under a heading (body2 in the soft ink). */
export const note = style({ ...TYPE.body2, margin: `0 0 ${space(1)}`, color: vars.color.inkSoft });
