import { style } from '@vanilla-extract/css';
import { space } from '../../../styles/media';
import * as text from '../../../styles/text.css';
import { vars } from '../../../styles/theme.css';

/** The form's column (FORM_MAX_WIDTH of components/form/form-text-field.tsx); the honeypot is placed against it. */
export const form = style({ position: 'relative', maxWidth: 720 });

/** The summary, the note, the sections and the button, 40 px apart. */
export const parts = style({ display: 'flex', flexDirection: 'column', gap: space(5) });

export const note = style([text.body1, { color: vars.color.inkSoft }]);
