import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/layout.css';
import { up } from '../../styles/media';
import { body2, overline } from '../../styles/text.css';
import { vars } from '../../styles/theme.css';

export const footer = style({ backgroundColor: vars.color.navy, color: vars.color.white, paddingTop: 48, paddingBottom: 32, marginTop: 64 });

export const columns = style({
  display: 'grid',
  gap: 32,
  gridTemplateColumns: '1fr',
  '@media': { [up('sm')]: { gridTemplateColumns: 'repeat(3, 1fr)' }, [up('md')]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

/** The logo and tagline: a row of their own on tablets, the first column from md. */
export const brand = style({ '@media': { [up('sm')]: { gridColumn: '1 / -1' }, [up('md')]: { gridColumn: 'auto' } } });

export const tagline = style([body2, { marginTop: 16, color: vars.color.border, maxWidth: 280 }]);

export const columnTitle = style([overline, { color: vars.color.brand200, marginBottom: 12 }]);

export const links = style({ display: 'flex', flexDirection: 'column', gap: 10 });

export const link = style({
  color: vars.color.white,
  textDecoration: 'underline',
  textDecorationColor: 'rgba(255, 255, 255, 0.4)',
  ':hover': { textDecorationColor: vars.color.white },
});

/** The cookie settings open a dialog: a button that reads as the links around it. */
export const linkButton = style([
  link,
  focusRing,
  { alignSelf: 'flex-start', padding: 0, margin: 0, border: 0, background: 'none', font: 'inherit', textAlign: 'left', cursor: 'pointer', selectors: { '&:disabled': { cursor: 'default' } } },
]);

export const copyright = style([body2, { marginTop: 40, paddingTop: 24, borderTop: `1px solid ${vars.color.navy600}`, color: vars.color.border }]);
