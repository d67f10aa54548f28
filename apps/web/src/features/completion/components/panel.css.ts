import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space } from '../../../styles/media';

/** The confirmation's parts (the user ID, the course) are outlined panels (components/panel.css.ts). */
export { heading, panel } from '../../../components/panel.css';

/** A paragraph, a unit above what follows. */
export const text = style({ ...TYPE.body1, margin: `0 0 ${space(1)}` });
