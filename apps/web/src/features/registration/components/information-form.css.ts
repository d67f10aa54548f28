import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { button } from '../../../styles/button.css';
import { space, up } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

/** The form's column (FORM_MAX_WIDTH of components/form/form-text-field.tsx). */
export const form = style({ maxWidth: 720 });

/** The summary, the note and the parts, 40 px apart (a gap: an element put first restyles nothing else). */
export const parts = style({ display: 'flex', flexDirection: 'column', gap: space(5) });

export const note = style({ ...TYPE.body1, margin: 0, color: vars.color.inkSoft });

export const serverError = style({ marginBottom: space(2) });

/** Full width on phones, at least 200 px from sm; on the button's class too, so the shared button's minimum width does not tie with it. */
export const submit = style({
  minHeight: 48,
  width: '100%',
  selectors: { [`${button.classNames.base}&`]: { minWidth: 200 } },
  '@media': { [up('sm')]: { width: 'auto' } },
});
