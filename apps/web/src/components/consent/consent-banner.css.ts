import { style } from '@vanilla-extract/css';
import { up } from '../../styles/media';
import { body2 } from '../../styles/text.css';
import { vars } from '../../styles/theme.css';

/** Fixed at the bottom, above the page and its header, below dialogs (the top layer). */
export const banner = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 1150,
  backgroundColor: vars.color.white,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -6px 24px rgba(16, 42, 67, 0.16)',
  paddingBlock: 12,
  '@media': { [up('md')]: { paddingBlock: 16 } },
});

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
  '@media': { [up('md')]: { flexDirection: 'row', alignItems: 'center', gap: 24 } },
});

export const copy = style({ flex: 1 });

export const title = style({ margin: 0, marginBottom: 2, fontWeight: 700, fontSize: '1rem', lineHeight: 1.5 });

export const text = style([body2, { fontSize: '0.8125rem', '@media': { [up('sm')]: { fontSize: '0.875rem' } } }]);

export const error = style({ marginTop: 4 });

/**
 * The three choices wrap onto two lines on a narrow phone (in French they are wider than 380 px
 * side by side) rather than widen the page, which a phone then shows zoomed out.
 */
export const actions = style({
  display: 'flex',
  flexShrink: 0,
  flexWrap: 'wrap',
  gap: 8,
  '@media': { [up('md')]: { flexWrap: 'nowrap' } },
});

export const action = style({ flex: '1 1 auto', whiteSpace: 'nowrap', '@media': { [up('md')]: { flex: 'none' } } });
