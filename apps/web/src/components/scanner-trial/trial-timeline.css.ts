import { style } from '@vanilla-extract/css';
import { TYPE } from '../../lib/brand-tokens';
import { space, up } from '../../styles/media';
import { vars } from '../../styles/theme.css';

/** The plan: the banner's link jumps here. */
export const timeline = style({ scrollMarginTop: space(2) });

/** An h2 with the space under it MUI's `gutterBottom` gave (0.35 em). */
export const title = style({ ...TYPE.h2, margin: '0 0 0.35em' });

/** The four steps: one a row on phones, side by side from md. */
export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: space(3),
  gridTemplateColumns: '1fr',
  '@media': { [up('md')]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

/** A step on the light surface, a band of the brand colour along its top. */
export const step = style({
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.brand500}`,
  borderRadius: 24,
  padding: 20,
});

/** The step's number and its icon. */
export const marks = style({ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 12 });

export const number = style({
  width: 32,
  height: 32,
  borderRadius: '50%',
  backgroundColor: vars.color.brand700,
  color: vars.color.white,
  display: 'grid',
  placeItems: 'center',
  fontWeight: 700,
});

/** An h3 with the space under it MUI's `gutterBottom` gave (0.35 em). */
export const stepTitle = style({ ...TYPE.h3, margin: '0 0 0.35em' });

/** The period ('Month 1') on its own line above the step's name. */
export const when = style({ display: 'block', fontSize: '0.95rem', fontWeight: 700, color: vars.color.brand700, textTransform: 'uppercase', letterSpacing: '0.5px' });
