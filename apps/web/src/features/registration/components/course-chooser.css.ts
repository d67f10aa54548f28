import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { button } from '../../../styles/button.css';
import { space, up } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

/** The intro, the two ways to register and the resume button, 32 px apart. */
export const chooser = style({ display: 'flex', flexDirection: 'column', gap: space(4) });

export const intro = style({ ...TYPE.body1, margin: 0, maxWidth: 760 });

export const title = style({ ...TYPE.h2, margin: `0 0 ${space(1)}`, fontSize: '1.5rem' });

export const text = style({ ...TYPE.body1, margin: `0 0 ${space(2)}` });

export const spinner = style({ color: vars.color.brand700 });

/** The on-demand courses: one column on phones, two from md. */
export const courses = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space(2),
  '@media': { [up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A course: a white card in a hairline frame, its title above its register button. */
export const card = style({ overflow: 'hidden', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.card, backgroundColor: vars.color.white });

export const cardTitle = style({ ...TYPE.h3, margin: 0, padding: space(2), fontSize: '1.2rem' });

export const cardActions = style({ display: 'flex', alignItems: 'center', padding: `0 ${space(2)} ${space(2)}` });

export const action = style({ minHeight: 48 });

/** A text button whose label lines up with the text above it; on the button's class too, so the shared button's padding and margin do not tie with it. */
export const resume = style({ minHeight: 44, selectors: { [`${button.classNames.base}&`]: { paddingInline: space(1), marginLeft: `-${space(1)}` } } });
