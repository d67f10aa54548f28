import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';

export const text = style({ ...TYPE.body1, margin: 0 });
