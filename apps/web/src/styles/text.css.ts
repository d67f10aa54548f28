import { style } from '@vanilla-extract/css';
import { TYPE } from '../lib/brand-tokens';
import { up } from './media';
import { vars } from './theme.css';

const { fontSizeMd, ...h1Type } = TYPE.h1;

/** The type scale of docs/design.md; headings and paragraphs carry no margins of their own. */
export const h1 = style({ ...h1Type, margin: 0, '@media': { [up('md')]: { fontSize: fontSizeMd } } });
export const h6 = style({ ...TYPE.h6, margin: 0 });
export const body1 = style({ ...TYPE.body1, margin: 0 });
export const body2 = style({ ...TYPE.body2, margin: 0 });
export const overline = style({ ...TYPE.overline, margin: 0, display: 'block', textTransform: 'uppercase' });

/** A link in running text: the brand's text colour, underlined in a lighter tint that darkens on hover. */
export const link = style({
  color: vars.color.brand700,
  textDecoration: 'underline',
  textDecorationColor: 'rgba(0, 154, 206, 0.4)',
  ':hover': { textDecorationColor: 'inherit' },
});

/** An error said beside a control (role="alert"). */
export const errorText = style([body2, { color: vars.color.error }]);
