import { style } from '@vanilla-extract/css';
import { TYPE } from '../../lib/brand-tokens';
import { space, up } from '../../styles/media';
import * as text from '../../styles/text.css';
import { vars } from '../../styles/theme.css';

/** An h2 with the space under it MUI's `gutterBottom` gave (0.35 em). */
export const title = style({ ...TYPE.h2, margin: '0 0 0.35em' });

export const intro = style([text.body1, { marginBottom: space(3), maxWidth: 820 }]);

/** The four figures: one a row on phones, two from sm, four from md. */
export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: space(2),
  gridTemplateColumns: '1fr',
  '@media': { [up('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [up('md')]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

/** A figure in an outlined panel, as tall as its row. */
export const stat = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.control, backgroundColor: vars.color.white, padding: 20, height: '100%' });

export const value = style([text.body1, { fontSize: '2.5rem', fontWeight: 700, lineHeight: 1.1, color: vars.color.brand700 }]);

export const label = style([text.body1, { fontWeight: 600, marginTop: space(1) }]);

export const caption = style([text.body2, { color: vars.color.inkSoft, marginTop: space(1) }]);

export const note = style([text.body2, { color: vars.color.inkSoft, marginTop: space(2) }]);
