import { style } from '@vanilla-extract/css';
import { TYPE } from '../../../lib/brand-tokens';
import { space } from '../../../styles/media';

export { content, dialog, title } from '../../../styles/dialog.css';

export const text = style({ ...TYPE.body1, margin: `0 0 ${space(2)}` });
