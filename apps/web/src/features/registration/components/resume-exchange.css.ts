import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

/** 'Checking your link': a small spinner beside the words. */
export const checking = style({ display: 'flex', alignItems: 'center', gap: space(2), paddingBlock: space(4) });

export const spinner = style({ color: vars.color.brand700 });

export const text = style({ ...TYPE.body1, margin: 0 });

/** A link that no longer works: why, then the form for a new one. */
export const problem = style({ display: 'flex', flexDirection: 'column', gap: space(3), maxWidth: 640 });

export const title = style({ ...TYPE.h2, margin: `0 0 ${space(2)}`, fontSize: '1.4rem' });
