import { style } from '@vanilla-extract/css';
import { space, up } from '../../../styles/media';

/** The period's two days: one under the other on phones, side by side from sm; then the button. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: space(2) });

export const days = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: space(2), gridTemplateColumns: '1fr', '@media': { [up('sm')]: { gridTemplateColumns: '1fr 1fr' } } });

/** The button: full width on phones, its own width from sm. */
export const submit = style({ alignSelf: 'stretch', '@media': { [up('sm')]: { alignSelf: 'flex-start' } } });
