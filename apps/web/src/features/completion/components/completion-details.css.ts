import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space } from '../../../styles/media';
import { body2 } from '../../../styles/text.css';
import { vars } from '../../../styles/theme.css';
import { panel } from './panel.css';

/** The confirmation's parts, three units apart. */
export const parts = style({ display: 'flex', flexDirection: 'column', gap: space(3) });

/** The user ID's panel, framed in the brand colour, twice as thick. */
export const userId = style([panel, { border: `2px solid ${vars.color.brand500}` }]);

export const userIdHeading = style({ ...TYPE.h2, fontSize: '1.1rem', margin: 0 });

/** The ID itself, large, in a monospace face (0 and O, 1 and l apart). */
export const clinId = style({ ...TYPE.body1, margin: 0, fontSize: '2rem', fontWeight: 700, letterSpacing: 1, fontFamily: 'monospace' });

export const help = style([body2, { color: vars.color.inkSoft }]);

export const steps = style({ margin: 0, paddingLeft: space(3) });

export const step = style({ paddingBlock: space(0.5) });
