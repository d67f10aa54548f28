import { style, styleVariants } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { button } from '../../../styles/button.css';
import { space, up } from '../../../styles/media';
import * as text from '../../../styles/text.css';
import { vars } from '../../../styles/theme.css';

/** The page's parts, 48 px apart on phones and 72 px from md. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: space(6), '@media': { [up('md')]: { gap: space(9) } } });

/** The hero's two buttons, large: 1 rem type, 12 px above and below. */
const { base, variants } = button.classNames;
const large = { paddingBlock: 12, fontSize: '1rem' };
export const heroAction = styleVariants({
  contained: [base, variants.variant.contained, large],
  outlined: [base, variants.variant.outlined, large],
});

/** A section's h2, with the space under it that MUI's `gutterBottom` gave (0.35 em). */
export const sectionTitle = style({ ...TYPE.h2, margin: '0 0 0.35em' });

/** A list drawn as a grid of cards, one column on phones. */
const gridList = style({ display: 'grid', gap: space(2), gridTemplateColumns: '1fr', listStyle: 'none', padding: 0, margin: 0 });

export const benefits = style([gridList, { '@media': { [up('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [up('md')]: { gridTemplateColumns: 'repeat(4, 1fr)' } } }]);

/** MUI's `borderRadius: 3`: three times the control's 8 px. */
const ROUND = `calc(${vars.radius.control} * 3)`;

export const benefit = style({ padding: space(2.5), borderRadius: ROUND, backgroundColor: vars.color.brand50 });

export const benefitValue = style({ display: 'block', fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.1, letterSpacing: '-0.02em', color: vars.color.brand700 });

/** The three ways in, side by side from md. */
export const entries = style({ display: 'grid', gap: space(3), gridTemplateColumns: '1fr', '@media': { [up('md')]: { gridTemplateColumns: 'repeat(3, 1fr)' } } });

/** An outlined card: a hairline, 12 px corners. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.white,
});

export const cardArt = style({ display: 'flex', justifyContent: 'center', paddingInline: space(3), paddingTop: space(3), backgroundColor: vars.color.surface });

export const cardContent = style({ flex: 1, padding: space(3) });

export const cardTitle = style({ ...TYPE.h3, margin: `0 0 ${space(1)}` });

export const cardText = style([text.body1, { color: vars.color.inkSoft }]);

export const cardActions = style({ display: 'flex', alignItems: 'center', padding: `0 ${space(3)} ${space(3)}` });

/** The four steps, numbered by a CSS counter in a filled circle. */
export const steps = style([gridList, { counterReset: 'step', '@media': { [up('md')]: { gridTemplateColumns: 'repeat(4, 1fr)' } } }]);

export const step = style({
  counterIncrement: 'step',
  padding: space(2.5),
  border: `1px solid ${vars.color.border}`,
  borderRadius: ROUND,
  '::before': {
    content: 'counter(step)',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 32,
    height: 32,
    marginBottom: space(1.5),
    borderRadius: '50%',
    backgroundColor: vars.color.brand700,
    color: vars.color.white,
    fontWeight: 700,
  },
});
