import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space } from '../../../styles/media';
import * as text from '../../../styles/text.css';
import { vars } from '../../../styles/theme.css';

/** A light grey panel beside the questions. */
export const panel = style({ backgroundColor: '#fafafa', borderRadius: 16, padding: space(3) });

/** The h2 at h3 size, with the space under it MUI's `gutterBottom` gave (0.35 em). */
export const title = style({ ...TYPE.h2, fontSize: '1.35rem', margin: '0 0 0.35em' });

export const intro = style([text.body1, { marginBottom: space(1) }]);

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({ paddingBlock: space(1) });

export const moduleTitle = style([text.body1, { fontWeight: 600 }]);

export const summary = style([text.body2, { color: vars.color.inkSoft, marginBottom: 4 }]);
