import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space } from '../../../styles/media';
import { vars } from '../../../styles/theme.css';

/** The checkout's parts are outlined panels (components/panel.css.ts). */
export { heading, panel } from '../../../components/panel.css';

/** Secondary text under a heading (body2 in the soft ink). */
export const note = style({ ...TYPE.body2, margin: `0 0 ${space(1)}`, color: vars.color.inkSoft });
