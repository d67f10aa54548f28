import { style } from '@vanilla-extract/css';
import { link as textLink } from '../../../styles/text.css';

/** A link in running text, in bold. */
export const link = style([textLink, { fontWeight: 600 }]);
