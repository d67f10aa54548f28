import { style } from '@vanilla-extract/css';
import { HEADER } from '../../lib/brand-tokens';
import { button } from '../../styles/button.css';
import { focusRing } from '../../styles/layout.css';
import { up } from '../../styles/media';
import { vars } from '../../styles/theme.css';

export const header = style({ backgroundColor: vars.color.white, borderBottom: `1px solid ${vars.color.border}` });

/** One bar: 64 px on phones, 72 px from md. */
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  height: HEADER.bar.xs,
  '@media': { [up('sm')]: { gap: 16 }, [up('md')]: { height: HEADER.bar.md } },
});

export const logoSlot = style({ marginRight: 'auto', minWidth: 0 });

export const localeSlot = style({ display: 'none', '@media': { [up('sm')]: { display: 'block' } } });

// Composed with the button's classes, so these rules come after the button's in the stylesheet and win.
const { base, variants } = button.classNames;

export const login = style([base, variants.variant.outlined, { display: 'none', '@media': { [up('md')]: { display: 'inline-flex' } } }]);

export const become = style([base, variants.variant.contained, { whiteSpace: 'nowrap', paddingInline: 12, '@media': { [up('sm')]: { paddingInline: 20 } } }]);

/** A 48 px round target, gone from lg where the links have their own row. */
export const menuButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 48,
    height: 48,
    padding: 0,
    marginRight: -8,
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    ':hover': { backgroundColor: 'rgba(31, 41, 51, 0.04)' },
    ':active': { backgroundColor: 'rgba(31, 41, 51, 0.12)' },
    '@media': { [up('lg')]: { display: 'none' } },
  },
]);

export const nav = style({
  display: 'none',
  backgroundColor: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [up('lg')]: { display: 'block' } },
});

/** The French links need about 1,480 px in one row: below that they wrap to a second. */
export const navRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 24, rowGap: 4, minHeight: HEADER.nav, paddingBlock: 6 });

export const navLink = style({
  color: vars.color.ink,
  fontWeight: 500,
  fontSize: '0.9375rem',
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  selectors: { '&.active': { color: vars.color.brand700, fontWeight: 700 } },
});
