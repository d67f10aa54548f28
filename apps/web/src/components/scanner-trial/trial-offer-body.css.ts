import { style } from '@vanilla-extract/css';
import { TYPE } from '../../lib/brand-tokens';
import { space } from '../../styles/media';
import * as text from '../../styles/text.css';

export const contact = style({ maxWidth: 820 });

/** An h2 with the space under it MUI's `gutterBottom` gave (0.35 em). */
export const title = style({ ...TYPE.h2, margin: '0 0 0.35em' });

export const intro = style([text.body1, { marginBottom: space(3) }]);

/** Holds the form's room while its code arrives. */
export const placeholder = style({ minHeight: 240 });
