import { globalStyle, style } from '@vanilla-extract/css';
import { TYPE } from '../lib/brand-tokens';
import { space, up } from '../styles/media';
import { vars } from '../styles/theme.css';

/**
 * An outlined card: a hairline in the divider colour, the control's radius, 16 px inside. Its rules
 * are in :where(), so a caller's own class (a thicker frame, more padding) wins whatever the order
 * in which the pages' sheets arrive.
 */
export const outlined = style({});
globalStyle(`:where(${outlined})`, {
  padding: space(2),
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.white,
  color: vars.color.ink,
});

/**
 * A part of a funnel step in an outlined panel (the checkout's review, payment, summary and scanner
 * trial; the confirmation's user ID and course): a hairline in the divider colour, the control's
 * radius, 16 px inside on phones and 24 px from sm.
 */
export const panel = style([outlined, { minWidth: 0, '@media': { [up('sm')]: { padding: space(3) } } }]);

/** A panel's heading: an h2 at 1.4 rem, a unit above what follows. */
export const heading = style({ ...TYPE.h2, fontSize: '1.4rem', margin: `0 0 ${space(1)}` });
