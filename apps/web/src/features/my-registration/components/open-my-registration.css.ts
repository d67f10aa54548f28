import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space } from '../../../styles/media';

export const part = style({ display: 'grid', gap: space(2), justifyItems: 'start' });
export const text = style({ ...TYPE.body1, margin: 0 });
