import { style } from '@vanilla-extract/css';
import { TYPE } from '../../lib/brand-tokens';
import { vars } from '../../styles/theme.css';

export { content, dialog, title } from '../../styles/dialog.css';

export const text = style({ ...TYPE.body1, margin: 0, color: vars.color.inkSoft });

export const actions = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 8, padding: 8, flex: '0 0 auto' });

/** The busy spinner before 'Confirm payment'. */
export const icon = style({ display: 'inherit', marginRight: 8, marginLeft: -4 });
