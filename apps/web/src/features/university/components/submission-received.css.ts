import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space } from '../../../styles/media';
import * as text from '../../../styles/text.css';
import { vars } from '../../../styles/theme.css';

export const received = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: space(2) });

/** The success colour's dark shade (70 % of it, as the back office's theme derives it). */
export const icon = style({ width: 48, height: 48, fill: 'currentColor', color: `color-mix(in srgb, ${vars.color.success} 70%, black)` });

/** Focused by script when the state shows: no ring, as a heading is not a control. */
export const title = style([text.h1, { outline: 'none' }]);

export const lead = style({ ...TYPE.h6, margin: 0, fontWeight: 400 });
