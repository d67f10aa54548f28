import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space, up } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

export const text = style({ ...TYPE.body1, margin: 0 });

export const loading = style({ ...TYPE.body1, display: 'flex', alignItems: 'center', gap: space(1.5) });

export const form = style({ display: 'flex', flexDirection: 'column', gap: space(2) });

/** A session's lines under its radio: the date in bold, then hours, place, seats left. */
export const option = style({ display: 'flex', flexDirection: 'column', overflowWrap: 'anywhere' });

export const date = style({ fontWeight: 600 });

export const seats = style({ ...TYPE.body2, color: vars.color.inkSoft });

export const submit = style({ minHeight: 44, width: '100%', boxSizing: 'border-box', '@media': { [up('sm')]: { width: 'auto' } } });

/** What moving there costs: the line people compare, in bold. */
export const difference = style({ fontWeight: 600 });

/** The payment's title, under the section's. */
export const subheading = style({ ...TYPE.h3, fontSize: '1.2rem', margin: 0 });

/** Pay, and keep my session: side by side from sm, stacked on phones. */
export const actions = style({ display: 'flex', flexDirection: 'column', gap: space(1), '@media': { [up('sm')]: { flexDirection: 'row', alignItems: 'center' } } });
