import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

/** The form's column (FORM_MAX_WIDTH of components/form/form-text-field.tsx). */
export const form = style({ maxWidth: 720 });

/** The kind, the address, the details, the note and the button, 32 px apart. */
export const fields = style({ display: 'flex', flexDirection: 'column', gap: space(4) });

/** An option's name in bold, the sentence under it in the secondary colour. */
export const kindLabel = style({ display: 'block', fontWeight: 700 });
export const kindDescription = style({ display: 'block', color: vars.color.inkSoft });

export const identity = style({ ...TYPE.body1, margin: 0, color: vars.color.inkSoft });
