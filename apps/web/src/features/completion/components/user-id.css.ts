import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { panel } from '../../../components/panel.css';
import { body2 } from '../../../styles/text.css';
import { vars } from '../../../styles/theme.css';

/** The user ID's panel, framed in the brand colour, twice as thick. */
export const userId = style([panel, { border: `2px solid ${vars.color.brand500}` }]);

export const heading = style({ ...TYPE.h2, fontSize: '1.1rem', margin: 0 });

/** The ID itself, large, in a monospace face (0 and O, 1 and l apart). */
export const clinId = style({ ...TYPE.body1, margin: 0, fontSize: '2rem', fontWeight: 700, letterSpacing: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' });

export const help = style([body2, { color: vars.color.inkSoft }]);
