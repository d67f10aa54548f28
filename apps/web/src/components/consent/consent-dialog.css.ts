import { style } from '@vanilla-extract/css';
import { body1 } from '../../styles/text.css';
import { vars } from '../../styles/theme.css';

export { content, dialog, title } from '../../styles/dialog.css';

export const intro = style([body1, { color: vars.color.inkSoft, marginBottom: 16 }]);

export const choices = style({ display: 'flex', flexDirection: 'column', gap: 12 });

export const error = style({ marginTop: 16 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 8, padding: '8px 24px 16px', flex: '0 0 auto' });

export const description = style({ fontSize: '0.875rem' });
