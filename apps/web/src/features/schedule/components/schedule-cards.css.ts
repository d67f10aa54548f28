import { globalStyle, style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space } from '../../../styles/media';
import { time } from './session-parts.css';

/** Cards as wide as the list, never wider (grid items otherwise grow to their content's narrowest width). */
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: space(2) });

/** An outlined card per session. */
export { outlined as card } from '../../../components/panel.css';

export const title = style({ ...TYPE.h3, fontSize: '1.15rem', margin: `0 0 ${space(1)}`, overflowWrap: 'anywhere' });

/** The facts as label and value side by side; a long unbroken word wraps inside the card. */
export const facts = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: space(2), rowGap: space(0.75) });
globalStyle(`${facts} dt`, { fontWeight: 600 });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });
// The times may wrap in a card: in French on a 320 px phone they are wider than the value's column.
globalStyle(`${facts} ${time}`, { whiteSpace: 'normal' });

export const action = style({ marginTop: space(2) });
