import { style } from '@vanilla-extract/css';
import { TYPE } from '../../lib/brand-tokens';
import { up } from '../../styles/media';
import { vars } from '../../styles/theme.css';

/** The error colour's dark shade (MUI's: darkened 30 %), 9.9:1 with white. */
const ERROR_DARK = 'rgb(138, 28, 28)';

/** A 4 px frame in the error colour; its heading a small h2. */
export const summary = style({
  border: `4px solid ${vars.color.error}`,
  borderRadius: vars.radius.control,
  padding: 16,
  '@media': { [up('sm')]: { padding: 24 } },
  selectors: { '&:focus-visible': { outline: '3px solid #ed6c02', outlineOffset: 2 } },
});

export const title = style({ ...TYPE.h2, margin: 0, marginBottom: 12, fontSize: '1.2rem', '@media': { [up('sm')]: { fontSize: '1.35rem' } } });

export const list = style({ margin: 0, paddingLeft: 20, display: 'grid', gap: 6 });

/** A link (underlined in the brand's 40 % tint) in the error colour's dark shade. */
export const link = style({
  fontWeight: 600,
  color: ERROR_DARK,
  textDecoration: 'underline',
  textDecorationColor: 'rgba(0, 154, 206, 0.4)',
  ':hover': { textDecorationColor: 'inherit' },
});
