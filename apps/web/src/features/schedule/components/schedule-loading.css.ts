import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

/** The spinner and its text side by side, as tall as a few rows of the schedule. */
export const loading = style({ display: 'flex', alignItems: 'center', gap: space(2), minHeight: 160 });

export const spinner = style({ color: vars.color.brand700 });

export const text = style({ ...TYPE.body1, margin: 0 });
