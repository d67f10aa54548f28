import { style } from '@vanilla-extract/css';
import { TYPE } from '../../lib/brand-tokens';
import { space, up } from '../../styles/media';
import * as text from '../../styles/text.css';
import { vars } from '../../styles/theme.css';

/** The offer in an outlined panel. */
export const offer = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.white,
  padding: 20,
  '@media': { [up('md')]: { padding: space(4) } },
});

/** An h2 with the space under it MUI's `gutterBottom` gave (0.35 em). */
export const title = style({ ...TYPE.h2, margin: '0 0 0.35em' });

export const intro = style([text.body1, { marginBottom: space(2), maxWidth: 820 }]);

export const termsLink = style({ marginBottom: space(3) });

/** An error, the two buttons, and the note for visitors not yet registered, 2 units apart. */
export const actions = style({ display: 'flex', flexDirection: 'column', gap: space(2) });

/** The buttons: stacked full width on phones, side by side from sm. */
export const buttons = style({ display: 'flex', flexDirection: 'column', gap: space(2), '@media': { [up('sm')]: { flexDirection: 'row' } } });

export const note = style([text.body2, { color: vars.color.inkSoft }]);
