import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space, up } from '../../../styles/media';
import { button } from '../../../styles/button.css';
import { vars } from '../../../styles/theme.css';

/** When: the date in bold, the times unbroken, and the number of days for a multi-day session. */
export const date = style({ display: 'block', fontWeight: 600 });
export const time = style({ display: 'block', whiteSpace: 'nowrap' });
export const days = style({ ...TYPE.body2, display: 'block', color: vars.color.inkSoft });

/** Sold Out above the waiting list's button, both at the row's end on wide screens. */
export const soldOut = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space(0.5),
  alignItems: 'flex-start',
  '@media': { [up('md')]: { alignItems: 'flex-end' } },
});

/** A status in a red pill, not a button. */
export const soldOutBadge = style({
  display: 'inline-block',
  paddingBlock: space(0.5),
  paddingInline: space(1.5),
  borderRadius: 999,
  backgroundColor: '#FDECEA',
  color: '#8A1C1C',
  fontWeight: 700,
  fontSize: '0.875rem',
  whiteSpace: 'nowrap',
});

/** A text button, tall enough for a finger, with little room at its sides. */
export const join = style([button.classNames.base, button.classNames.variants.variant.text, { minHeight: 44, paddingInline: space(1) }]);

/** Register: a filled button on one line. */
export const register = style([button.classNames.base, button.classNames.variants.variant.contained, { minHeight: 44, whiteSpace: 'nowrap' }]);

export const presenter = style({ display: 'inline-flex', alignItems: 'center', gap: space(1) });

/** The presenter's initials in a light brand circle. */
export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 32,
  height: 32,
  borderRadius: '50%',
  overflow: 'hidden',
  userSelect: 'none',
  lineHeight: 1,
  fontSize: '0.8rem',
  fontWeight: 700,
  backgroundColor: vars.color.brand100,
  color: vars.color.brand900,
});
