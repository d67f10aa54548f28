import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { BREAKPOINTS } from '../../lib/brand-tokens';
import { up } from '../../styles/media';
import { vars } from '../../styles/theme.css';

/** Below sm (phones): only the current step's label shows. */
const phone = `(max-width: ${BREAKPOINTS.sm - 0.05}px)`;
/** The narrowest phones (320 px): smaller discs leave the current label room for its longest word ('Renseignements'). */
const narrow = '(max-width: 359.95px)';

export const nav = style({ marginBottom: 32 });

export const list = style({ display: 'flex', listStyle: 'none', padding: 0, margin: 0, gap: 4, '@media': { [up('sm')]: { gap: 8 } } });

/** A step: the number beside its label on phones, above it from sm; the current one takes the room left. */
export const step = recipe({
  base: {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    gap: 8,
    textAlign: 'center',
    position: 'relative',
    '@media': { [up('sm')]: { flexDirection: 'column' } },
  },
  variants: {
    current: {
      true: { flex: '1 1 auto', minWidth: 0 },
      false: { flex: '0 0 auto', '@media': { [up('sm')]: { flex: '1 1 0' } } },
    },
  },
});

/** The step's number (a tick when done) in a 32 px disc: the brand colour when done or current, ringed when current. */
export const mark = recipe({
  base: {
    width: 32,
    height: 32,
    flex: '0 0 32px',
    borderRadius: '50%',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: 700,
    fontSize: 14,
    color: '#000',
    '@media': { [narrow]: { width: 24, height: 24, flexBasis: 24, fontSize: 12 } },
  },
  variants: {
    state: {
      current: { backgroundColor: vars.color.brand500, outline: `3px solid ${vars.color.brand700}`, outlineOffset: 2 },
      done: { backgroundColor: vars.color.brand500 },
      todo: { backgroundColor: '#e0e0e0' },
    },
  },
});

/** The step's name: bold when current; the others are only read out on phones. */
export const label = recipe({
  // Never wider than the room left (a word too long for it breaks rather than widen the page).
  base: { fontSize: '0.875rem', minWidth: 0, overflowWrap: 'anywhere' },
  variants: {
    current: {
      true: { fontWeight: 700, color: vars.color.ink },
      false: {
        fontWeight: 400,
        color: vars.color.inkSoft,
        '@media': { [phone]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } },
      },
    },
  },
});
