import { style } from '@vanilla-extract/css';
import { space, up } from '../../../styles/media';

export const sent = style({ marginTop: space(1), marginBottom: space(2) });

/** Send, and the dialog's other way on, side by side from sm; each a full line on phones. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space(1.5), marginTop: space(1) });

export const action = style({ minHeight: 48, flex: '1 1 100%', '@media': { [up('sm')]: { flex: '0 0 auto' } } });
