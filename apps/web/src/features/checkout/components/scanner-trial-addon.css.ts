import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space } from '../../../styles/media';
import { heading } from './panel.css';

export const title = style([heading, { fontSize: '1.25rem' }]);

export const text = style({ ...TYPE.body1, margin: `0 0 ${space(2)}` });

/** The state, then the button at its own width. */
export const choice = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: space(1.5) });

export const state = style({ alignSelf: 'stretch' });
